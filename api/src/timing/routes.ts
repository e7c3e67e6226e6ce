import { z } from 'zod';
import { menuAvailable, openStatus } from '@pickup/domain/catalog/hours';
import { serviceStatusAt } from '@pickup/domain/catalog/service-controls';
import {
  restaurantDecider,
  restaurantStream,
  RESTAURANT_NOT_FOUND,
} from '@pickup/domain/catalog/restaurant';
import type { StreamRead } from '@pickup/domain/eventstore/types';
import { notFound } from '@pickup/domain/shared/errors';
import { slotCapacitySchema } from '@pickup/domain/timing/capacity';
import {
  pickupForTakenSlot,
  type DaySlots,
  type PickupOptions,
} from '@pickup/domain/timing/pickup';
import {
  pickupSlotsDecider,
  pickupSlotsStream,
  withRoom,
  type PickupSlotEvent,
  type PickupSlotsState,
} from '@pickup/domain/timing/pickup-slots';
import { limitAt } from '@pickup/domain/timing/capacity';
import { pickupSlots } from '@pickup/domain/timing/slots';
import { fold } from '@pickup/domain/commands/decider';
import { restaurantSlotCapacity } from '@pickup/projections/directory/queries';
import { ORDER_DIRECTORY_PROJECTION } from '@pickup/projections/directory/projection';
import type { RouteRegistrar } from '../app';
import type { Actor } from '../http/actor';
import { route } from '../http/route';
import { managedRestaurant } from '../ordering/access';
import type { OrderingDeps } from '../ordering/deps';
import { loadMenus, loadRestaurantState } from '../ordering/order-facts';
import { pickupTiming, type KitchenSignals } from '../ordering/pickup';
import { pickupOptionsSchema } from '@pickup/projections/timing/contract';
import { slotCapacityViewSchema } from '@pickup/projections/directory/contract';

const tags = ['Pickup times'];
const idParams = z.object({ id: z.string().min(1) });
const ITEMS_MESSAGE = 'Items must be a whole number from 1 to 500';
const slotsQuery = z.object({
  /** The menus the cart orders from, comma-separated; absent: the restaurant's hours only. */
  menuIds: z.string().max(2_000).optional(),
  items: z.coerce
    .number({ error: ITEMS_MESSAGE })
    .int(ITEMS_MESSAGE)
    .min(1, ITEMS_MESSAGE)
    .max(500, ITEMS_MESSAGE)
    .optional(),
});

const foldSlots = (read: StreamRead | undefined): PickupSlotsState =>
  fold(
    pickupSlotsDecider,
    (read?.events ?? []).map((e) => ({ type: e.type, data: e.data }) as PickupSlotEvent),
  );

/**
 * GET /api/restaurants/:id/pickup-slots (anyone: what checkout offers), and the owner's
 * GET/PUT /api/restaurants/:id/slot-capacity. Free places are read from the slot streams
 * themselves, where capacity is decided, so checkout never offers a place a projection
 * still thinks is free. ASAP is promised from `signals`, the order path's own port.
 */
export function timingRoutes(deps: OrderingDeps, signals: KitchenSignals): RouteRegistrar {
  const now = deps.now ?? (() => new Date());
  const timing = pickupTiming(signals);
  const { pool, store } = deps;

  async function options(restaurantId: string, menuIds: string[] | null, items: number) {
    const state = await loadRestaurantState(store, restaurantId);
    if (!state) throw notFound(RESTAURANT_NOT_FOUND);
    const { restaurant } = state;
    const at = now();
    const service = serviceStatusAt(state.service, at);
    const menus = (await loadMenus(pool, store, restaurantId)).filter(
      (m) => m.isActive && (menuIds === null || menuIds.includes(m.id)),
    );
    const menuHours = menus.map((m) => ({
      availableHours: m.availableHours,
      cutoffMinutes: m.cutoffMinutes,
    }));
    const { timezone } = restaurant;
    const closed: PickupOptions = {
      timezone,
      asap: { available: false, reason: 'closed' },
      slots: [],
    };
    if (!restaurant.isActive || (menuIds !== null && menus.length === 0)) return closed;
    // A paused kitchen takes no order, scheduled or not, until the pause ends.
    if (service.pausedUntil) return { ...closed, asap: { available: false, reason: 'paused' } };

    const planned = await timing.plan({
      restaurant,
      menus: menuHours,
      request: { kind: 'asap' },
      at,
      rushMinutes: service.rushMinutes,
    });
    const earliestReadyAt = new Date(at.getTime() + planned.planInput.prepMinutes * 60_000);
    const all = pickupSlots({ ...planned.planInput.rules, earliestReadyAt }, at);
    const limited = planned.plan.slots !== null;
    // ASAP's own days too: its first slot may start before the first one listed.
    const asapDates = [planned.plan.slots?.serviceDate, planned.plan.slots?.next?.serviceDate];
    const dates = [
      ...new Set([...all.map((s) => s.serviceDate), ...asapDates.filter((d) => d !== undefined)]),
    ];
    const reads = limited
      ? await store.readStreams(dates.map((d) => pickupSlotsStream(restaurant.id, d)))
      : new Map<string, StreamRead>();
    const states = new Map(
      dates.map((d) => [d, foldSlots(reads.get(pickupSlotsStream(restaurant.id, d)))]),
    );
    const free = all.filter((s) => {
      const state = states.get(s.serviceDate);
      if (!limited || !state) return true;
      const limit = limitAt(planned.planInput.capacity, timezone, new Date(s.start));
      return withRoom(state, [{ start: s.start, limit }], items).length > 0;
    });

    const openNow =
      openStatus(restaurant.hours, timezone, at, restaurant.specialDays).open &&
      menuHours.every(
        (m) => menuAvailable(m.availableHours, m.cutoffMinutes, timezone, at).available,
      );
    let asap: PickupOptions['asap'] = { available: false, reason: 'closed' };
    if (openNow) {
      const slots = planned.plan.slots;
      // Tonight's first place with room, else (past midnight) the next day's.
      const roomIn = (day: DaySlots | undefined) => {
        const state = day && states.get(day.serviceDate);
        return day && state ? withRoom(state, day.candidates, items)[0] : undefined;
      };
      const first = slots ? (roomIn(slots) ?? roomIn(slots.next)) : undefined;
      if (slots && !first) asap = { available: false, reason: 'full' };
      else {
        const pickup = first
          ? pickupForTakenSlot(planned.plan, planned.planInput, first.start)
          : planned.plan.pickup;
        asap = {
          available: true,
          promisedFrom: pickup.promisedFrom,
          promisedAt: pickup.promisedAt,
          movedToLaterSlot: first !== undefined && first.start !== slots?.candidates[0]?.start,
        };
      }
    }
    return {
      timezone,
      asap,
      slots: free.map((s) => ({ start: s.start, end: s.end, serviceDate: s.serviceDate })),
    };
  }

  return (r) => {
    route(r, {
      method: 'get',
      path: '/api/restaurants/:id/pickup-slots',
      summary:
        'Pickup times checkout offers: ASAP with its promise, and free slots today and tomorrow',
      tags,
      access: 'public',
      params: idParams,
      query: slotsQuery,
      response: pickupOptionsSchema,
      handler: async ({ params, query }) => {
        const menuIds = query.menuIds ? query.menuIds.split(',').filter(Boolean) : null;
        return { body: await options(params.id, menuIds, query.items ?? 1) };
      },
    });

    route(r, {
      method: 'get',
      path: '/api/restaurants/:id/slot-capacity',
      summary: 'Orders and items the kitchen takes per 15-minute pickup slot',
      tags,
      access: ['restaurant_owner', 'admin'],
      params: idParams,
      response: slotCapacityViewSchema,
      handler: async ({ params, actor }) => {
        await managedRestaurant(pool, actor as Actor, params.id);
        const capacity = await restaurantSlotCapacity(pool, params.id);
        if (!capacity) throw notFound(RESTAURANT_NOT_FOUND);
        return { body: capacity };
      },
    });

    route(r, {
      method: 'put',
      path: '/api/restaurants/:id/slot-capacity',
      summary: 'Set the orders and items taken per pickup slot (null: no limit), per weekday too',
      tags,
      access: ['restaurant_owner', 'admin'],
      params: idParams,
      body: slotCapacitySchema,
      response: slotCapacityViewSchema,
      handler: async ({ params, body, actor }) => {
        const a = actor as Actor;
        await managedRestaurant(pool, a, params.id);
        await deps.bus.execute({
          name: 'SetSlotCapacity',
          stream: restaurantStream(params.id),
          decider: restaurantDecider,
          command: {
            type: 'SetSlotCapacity',
            actor: { id: a.userId, role: a.role },
            restaurantId: params.id,
            capacity: body,
          },
          actor: a,
          readModels: [ORDER_DIRECTORY_PROJECTION],
        });
        return { body: (await restaurantSlotCapacity(pool, params.id)) ?? body };
      },
    });
  };
}
