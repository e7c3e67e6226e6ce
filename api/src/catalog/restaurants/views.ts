import { openStatus, type OpenStatus } from '@pickup/domain/catalog/hours';
import { canManageRestaurant } from '@pickup/domain/catalog/permissions';
import { DEFAULT_NO_SHOW_MINUTES, type Restaurant } from '@pickup/domain/catalog/restaurant';
import {
  NO_SERVICE_CONTROLS,
  pausedMessage,
  serviceStatusAt,
  type ServiceState,
} from '@pickup/domain/catalog/service-controls';
import { unauthenticated } from '@pickup/domain/shared/errors';
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

type StatusOf = ((hours: Restaurant['hours'], timezone: string) => OpenStatus) & { now: Date };

/**
 * openStatus at one instant, remembered per time zone and hours: reading the wall clock in a
 * zone costs tens of microseconds, and a list repeats the same few combinations many times.
 */
export function openStatusAt(now: Date): StatusOf {
  const seen = new Map<string, OpenStatus>();
  const statusOf = (hours: Restaurant['hours'], timezone: string) => {
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
    openStatus: statusOf(r.hours, r.timezone),
    ordering: orderingNow(r.service ?? NO_SERVICE_CONTROLS, r.timezone, statusOf.now),
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  };
  if (seesOwners(actor)) view.ownerId = r.ownerId;
  if (canManage(actor, r.ownerId)) {
    view.notificationEmail = r.notificationEmail;
    view.notificationPhone = r.notificationPhone;
    view.notificationPreference = r.notificationPreference;
    view.noShowAfterMinutes = r.noShowAfterMinutes ?? DEFAULT_NO_SHOW_MINUTES;
    view.checkPickupCode = r.checkPickupCode ?? false;
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
