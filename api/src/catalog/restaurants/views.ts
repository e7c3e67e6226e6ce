import { openStatus, type OpenStatus } from '@pickup/domain/catalog/hours';
import { canManageRestaurant } from '@pickup/domain/catalog/permissions';
import { DEFAULT_NO_SHOW_MINUTES, type Restaurant } from '@pickup/domain/catalog/restaurant';
import {
  NO_SERVICE_CONTROLS,
  pausedMessage,
  serviceStatusAt,
  type ServiceState,
} from '@pickup/domain/catalog/service-controls';
import { DEFAULT_REMIND_AFTER_MINUTES } from '@pickup/domain/ordering/reminder';
import { DEFAULT_LARGEST_ORDER_CENTS } from '@pickup/domain/ordering/order-size';
import { specialDaysNoticed } from '@pickup/domain/catalog/special-day-status';
import type { SpecialDay } from '@pickup/domain/catalog/special-days';
import { unauthenticated } from '@pickup/domain/shared/errors';
import { specialDaysOfRestaurants } from '@pickup/projections/special-days/queries';
import type pg from 'pg';
import type { RestaurantRecord } from '@pickup/projections/catalog/restaurants/queries';
import type { OrderingNow, RestaurantView } from '@pickup/projections/catalog/restaurants/contract';
import type { Actor } from '../../http/actor';

export type { OrderingNow, RestaurantView };

export function orderingNow(service: ServiceState, timezone: string, now: Date): OrderingNow {
  const s = serviceStatusAt(service, now);
  return {
    paused: s.paused,
    pausedUntil: s.pausedUntil,
    message: s.pausedUntil ? pausedMessage(s.pausedUntil, timezone) : null,
    rushMinutes: s.rushMinutes,
    rushUntil: s.rushUntil,
  };
}

export const toDomainActor = (actor: Actor) => ({ id: actor.userId, role: actor.role });

export const seesOwners = (actor: Actor | null) =>
  actor !== null && (actor.role === 'admin' || actor.role === 'restaurant_owner');

export const canManage = (actor: Actor | null, ownerId: string) =>
  actor !== null && canManageRestaurant(toDomainActor(actor), ownerId);

type StatusOf = ((
  hours: Restaurant['hours'],
  timezone: string,
  specialDays?: readonly SpecialDay[],
) => OpenStatus) & { now: Date };

/**
 * openStatus at one instant, remembered per time zone and hours: reading the wall clock in a
 * zone costs tens of microseconds, and a list repeats the same few combinations many times.
 */
export function openStatusAt(now: Date): StatusOf {
  const seen = new Map<string, OpenStatus>();
  const statusOf = (
    hours: Restaurant['hours'],
    timezone: string,
    specialDays?: readonly SpecialDay[],
  ) => {
    // Special days are few and each restaurant's own: read them directly.
    if (specialDays?.length) return openStatus(hours, timezone, now, specialDays);
    const key = `${timezone}|${JSON.stringify(hours)}`;
    let status = seen.get(key);
    if (!status) {
      status = openStatus(hours, timezone, now);
      seen.set(key, status);
    }
    return status;
  };
  return Object.assign(statusOf, { now });
}

export function restaurantView(
  r: Restaurant & { createdAt?: string; updatedAt?: string; service?: ServiceState },
  actor: Actor | null,
  now: Date | StatusOf,
): RestaurantView {
  const statusOf = now instanceof Date ? openStatusAt(now) : now;
  const view: RestaurantView = {
    id: r.id,
    name: r.name,
    description: r.description,
    cuisine: r.cuisine,
    address: r.address,
    phone: r.phone,
    imageUrl: r.imageUrl,
    latitude: r.latitude,
    longitude: r.longitude,
    hours: r.hours,
    timezone: r.timezone,
    taxRate: r.taxRate,
    estimatedPickupTime: r.estimatedPickupTime,
    rating: r.rating,
    isActive: r.isActive,
    openStatus: statusOf(r.hours, r.timezone, r.specialDays),
    ordering: orderingNow(r.service ?? NO_SERVICE_CONTROLS, r.timezone, statusOf.now),
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  };
  const noticed = specialDaysNoticed(r, statusOf.now);
  if (noticed.length > 0) view.specialDays = noticed;
  if (seesOwners(actor)) view.ownerId = r.ownerId;
  if (canManage(actor, r.ownerId)) {
    view.notificationEmail = r.notificationEmail;
    view.notificationPhone = r.notificationPhone;
    view.notificationPreference = r.notificationPreference;
    view.noShowAfterMinutes = r.noShowAfterMinutes ?? DEFAULT_NO_SHOW_MINUTES;
    view.checkPickupCode = r.checkPickupCode ?? false;
    view.remindAfterMinutes = r.remindAfterMinutes ?? DEFAULT_REMIND_AFTER_MINUTES;
    view.largestOrderCents = r.largestOrderCents ?? DEFAULT_LARGEST_ORDER_CENTS;
  }
  return view;
}

/** Customers and visitors never see an inactive restaurant; its managers do. */
export const visibleTo = (r: RestaurantRecord, actor: Actor | null) =>
  r.isActive || canManage(actor, r.ownerId);

/** Routes limited to roles always have an actor; this says so to the compiler. */
export function requireActor(actor: Actor | null): Actor {
  if (!actor) throw unauthenticated();
  return actor;
}

/**
 * Rows with their special days (issue 32) from the special-days read model, so the open
 * badge and the restaurant page honour them. Read from yesterday's UTC date: zones differ.
 */
export async function withSpecialDays<R extends { id: string }>(
  pool: Pick<pg.Pool, 'query'>,
  rows: readonly R[],
  now: Date,
): Promise<(R & { specialDays?: SpecialDay[] })[]> {
  const since = new Date(now.getTime() - 86_400_000).toISOString().slice(0, 10);
  const days = await specialDaysOfRestaurants(
    pool,
    rows.map((r) => r.id),
    since,
  );
  return rows.map((r) => {
    const specialDays = days.get(r.id);
    return specialDays ? { ...r, specialDays } : r;
  });
}
