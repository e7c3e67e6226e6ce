import { randomUUID } from 'node:crypto';
import { serviceStatusAt } from '@pickup/domain/catalog/service-controls';
import { fold, type DomainEvent } from '@pickup/domain/commands/decider';
import type { EventMetadata, EventStore, StreamAppend } from '@pickup/domain/eventstore/types';
import {
  ORDER_EXISTS,
  ORDER_NOT_FOUND,
  orderDecider,
  orderStream,
  type OrderEvent,
  type OrderPlaced,
} from '@pickup/domain/ordering/order';
import type { ChangeOrderStatusRequest, PlaceOrderRequest } from '@pickup/domain/ordering/schemas';
import type { Pickup } from '@pickup/domain/timing/pickup';
import type { UserState } from '@pickup/domain/identity/state';
import { DomainError, notFound, ruleBroken } from '@pickup/domain/shared/errors';
import { menuIdsOfRestaurants } from '@pickup/projections/ordering/directory-queries';
import { ORDERS_PROJECTION } from '@pickup/projections/ordering/orders';
import {
  placedOrderView,
  type OrderDetailView,
  type PlacingCustomer,
} from '@pickup/projections/ordering/order-views';
import { aggregateLoader, rememberingLoader } from '../commands/load-aggregate';
import { keyedLoader } from '../db/batcher';
import { remembered } from '../db/remembered';
import type { Actor } from '../http/actor';
import type { OrderingDeps } from './deps';
import { claimKey, releaseKey, requestHash } from './idempotency';
import { loadRestaurant, placeOrderCommand } from './order-facts';
import { pickupTiming } from './pickup';

export interface PlaceOptions {
  /** When the order was placed (the demo data's past orders); now by default. */
  at?: Date;
  ignoreHours?: boolean;
  /**
   * The order limits' verdict, checked while the order is prepared: nothing is written
   * until it resolves, and its refusal is the answer (see order-limits.ts).
   */
  allowed?: Promise<void>;
}

export const KEY_REUSED = 'This Idempotency-Key was already used for a different order';

/** What a command left behind: the order, and whether its read model has caught up. */
export interface OrderOutcome {
  orderId: string;
  /** false for a replayed submission that returns the first order. */
  created: boolean;
  checkpoint: string;
  caughtUp: boolean;
  /**
   * The order as this command placed it, once its read model has caught up: the receipt
   * without reading it back (placedOrderView).
   */
  placed?: OrderDetailView;
}

const READ_MODELS = [ORDERS_PROJECTION];
const MENU_IDS_KEPT_MS = 5_000;

/** How the receipt names the customer placing the order; null for an account not active. */
const customerOf = (user: UserState): PlacingCustomer | null =>
  user.status === 'Active'
    ? { firstName: user.firstName, lastName: user.lastName, email: user.email, phone: user.phone }
    : null;

async function lastCheckpoint(store: EventStore, orderId: string): Promise<string | null> {
  const read = await store.readStream(orderStream(orderId));
  return read.exists ? (read.events.at(-1)?.checkpoint ?? null) : null;
}

export function orderCommands(deps: OrderingDeps) {
  const now = deps.now ?? (() => new Date());
  const newId = deps.newId ?? randomUUID;
  // Orders placed at the same moment look their restaurants' menus up together, and the
  // answer serves the next few seconds' orders too (a miss is looked up again: order-facts).
  const menuIds = keyedLoader((ids: readonly string[]) => menuIdsOfRestaurants(deps.pool, ids));
  const timing = pickupTiming(deps);
  const load = aggregateLoader(deps.store);
  const facts = {
    pool: deps.pool,
    store: deps.store,
    menuIdsOf: remembered(async (id: string) => (await menuIds(id)) ?? [], {
      ttlMs: MENU_IDS_KEPT_MS,
    }),
    load,
    loadCatalog: rememberingLoader(load),
  };

  async function existing(orderId: string): Promise<OrderOutcome | null> {
    const checkpoint = await lastCheckpoint(deps.store, orderId);
    if (checkpoint === null) return null;
    const caughtUp = await deps.waitFor(checkpoint, READ_MODELS);
    return { orderId, created: false, checkpoint, caughtUp };
  }

  /** The order decided from its facts and its pickup planned: reads only, nothing written. */
  async function prepare(
    actor: Actor,
    orderId: string,
    request: PlaceOrderRequest,
    options: PlaceOptions,
  ) {
    const at = options.at ?? now();
    const pickupRequest = request.pickup ?? { kind: 'asap' };
    const built = await placeOrderCommand(facts, {
      orderId,
      customerId: actor.userId,
      request,
      at,
      ignoreHours: options.ignoreHours,
      pickupAt: pickupRequest.kind === 'scheduled' ? new Date(pickupRequest.slotStart) : undefined,
    });
    const { restaurant, order } = built;
    // A pause is refused by the order's own decision, with its message; rush lengthens the plan.
    const service = serviceStatusAt(built.service, at);
    const planned = await timing.plan({
      restaurant,
      menus: built.orderedMenus,
      request: pickupRequest,
      at,
      rushMinutes: service.rushMinutes,
    });
    // Everything the order's own decision refuses is refused before a slot place is taken.
    orderDecider.decide({ ...built.command, pickup: planned.plan.pickup }, order.state);
    return { built, planned };
  }

  async function append(
    actor: Actor,
    orderId: string,
    request: PlaceOrderRequest,
    options: PlaceOptions,
  ): Promise<OrderOutcome> {
    const prepared = prepare(actor, orderId, request, options);
    // The limits were being checked meanwhile: their refusal comes first, and nothing is
    // written before they allow it.
    prepared.catch(() => undefined);
    await options.allowed;
    const { built, planned } = await prepared;
    const { restaurant, order } = built;
    const items = built.command.pricing.ok
      ? built.command.pricing.order.lines.reduce((n, l) => n + l.quantity, 0)
      : 0;
    // Where the store can, the order is appended in the slot's transaction: one round trip,
    // and no place held without its order. Otherwise (or when that append was refused) it
    // is appended after the place, below.
    const metadata: EventMetadata = {
      actorId: actor.userId,
      actorRole: actor.role,
      correlationId: newId(),
      causationId: null,
      at: now().toISOString(),
    };
    /** A new order's outcome: once its read model has it, the receipt from its events. */
    const placedOutcome = (
      checkpoint: string,
      caughtUp: boolean,
      events: readonly DomainEvent[],
    ): OrderOutcome => {
      const event = events.find((e): e is OrderPlaced => e.type === 'OrderPlaced');
      const receipt =
        caughtUp && event
          ? placedOrderView(event.data, actor.role, customerOf(built.user))
          : undefined;
      return { orderId, created: true, checkpoint, caughtUp, placed: receipt };
    };
    // What the order's append carries: the events of the last call are the ones appended.
    let decided: OrderEvent[] = [];
    const placeOrder = order.exists
      ? undefined
      : (pickup: Pickup): StreamAppend => {
          decided = orderDecider.decide({ ...built.command, pickup }, order.state);
          return {
            stream: orderStream(orderId),
            events: decided.map((e) => ({ id: newId(), type: e.type, data: e.data, metadata })),
            expected: 'no_stream',
          };
        };
    const { pickup, took, placed } = await timing.takeSlot(
      actor,
      restaurant,
      orderId,
      items,
      planned,
      placeOrder,
    );
    if (placed) {
      const caughtUp = await deps.bus.appended('PlaceOrder', placed.checkpoint, READ_MODELS);
      return placedOutcome(placed.checkpoint, caughtUp, decided);
    }
    try {
      const result = await deps.bus.execute({
        name: 'PlaceOrder',
        stream: orderStream(orderId),
        decider: orderDecider,
        command: { ...built.command, pickup },
        actor,
        readModels: READ_MODELS,
        // A new order's stream, as read with its facts, is empty: nothing to read again.
        firstRead: order.exists ? undefined : { events: [], version: -1n, exists: false },
      });
      return placedOutcome(result.checkpoint, result.caughtUp, result.events);
    } catch (err) {
      // A concurrent retry of the same submission placed the order: the place is its.
      const placedByRetry = err instanceof DomainError && err.message === ORDER_EXISTS;
      if (took && pickup.slotStart && !placedByRetry)
        await timing.releaseSlot(actor, {
          restaurantId: restaurant.id,
          orderId,
          timezone: restaurant.timezone,
          slotStart: pickup.slotStart,
        });
      throw err;
    }
  }

  /**
   * Places an order priced from the menu now. With an idempotency key, a retry returns the
   * first order (created: false) instead of placing a second.
   */
  async function placeOrder(
    actor: Actor,
    request: PlaceOrderRequest,
    idempotencyKey?: string,
    options: PlaceOptions = {},
  ): Promise<OrderOutcome> {
    if (!idempotencyKey) return append(actor, newId(), request, options);
    const key = { customerId: actor.userId, key: idempotencyKey };
    const claiming = claimKey(deps.pool, {
      ...key,
      orderId: newId(),
      hash: requestHash(request),
      at: options.at ?? now(),
    });
    claiming.catch(() => undefined);
    try {
      await options.allowed;
    } catch (refused) {
      // Beyond a limit nothing stays written: a key claimed meanwhile is let go.
      const claimed = await claiming.catch(() => null);
      if (claimed?.fresh) await releaseKey(deps.pool, { ...key, orderId: claimed.orderId });
      throw refused;
    }
    const claim = await claiming;
    if (!claim.sameRequest) throw ruleBroken(KEY_REUSED);
    if (!claim.fresh) {
      const first = await existing(claim.orderId);
      if (first) return first;
    }
    try {
      return await append(actor, claim.orderId, request, options);
    } catch (err) {
      // A concurrent retry appended first: answer with its order.
      if (err instanceof DomainError && err.message === ORDER_EXISTS) {
        const first = await existing(claim.orderId);
        if (first) return first;
      }
      if (err instanceof DomainError && claim.fresh) {
        await releaseKey(deps.pool, { ...key, orderId: claim.orderId });
      }
      throw err;
    }
  }

  /** Who owns the restaurant now, when that could make this actor its staff. */
  async function ownerFor(actor: Actor, restaurantId: string): Promise<string | null> {
    if (actor.role !== 'restaurant_owner') return null;
    return (await loadRestaurant(deps.store, restaurantId))?.ownerId ?? null;
  }

  async function changeStatus(
    actor: Actor,
    orderId: string,
    request: ChangeOrderStatusRequest,
    at: Date = now(),
  ): Promise<OrderOutcome> {
    const read = await deps.store.readStream(orderStream(orderId));
    const state = fold(
      orderDecider,
      read.events.map((e) => ({ type: e.type, data: e.data }) as OrderEvent),
    );
    if (state.kind !== 'Placed') throw notFound(ORDER_NOT_FOUND);
    // The spec's body is { status, notes }: a cancellation's notes are its reason.
    const cancelNotesAsReason =
      request.status === 'cancelled' && !request.reason?.trim() && request.notes?.trim();
    const result = await deps.bus.execute({
      name: 'ChangeOrderStatus',
      stream: orderStream(orderId),
      decider: orderDecider,
      command: {
        type: 'ChangeOrderStatus',
        orderId,
        actor: { id: actor.userId, role: actor.role },
        restaurantOwnerId: await ownerFor(actor, state.restaurantId),
        status: request.status,
        notes: cancelNotesAsReason ? undefined : request.notes,
        reason: cancelNotesAsReason ? request.notes : request.reason,
        ...(request.reasonCode ? { reasonCode: request.reasonCode } : {}),
        at: at.toISOString(),
      },
      actor,
      readModels: READ_MODELS,
    });
    const placed = read.events[0]?.data as OrderPlaced['data'] | undefined;
    const slotStart = placed?.pickup?.slotStart;
    if (request.status === 'cancelled' && result.events.length > 0 && placed && slotStart)
      await timing.releaseSlot(actor, {
        restaurantId: placed.restaurantId,
        orderId,
        timezone: placed.restaurant.timezone,
        slotStart,
      });
    return { orderId, created: false, checkpoint: result.checkpoint, caughtUp: result.caughtUp };
  }

  return { placeOrder, changeStatus, timing };
}

export type OrderCommands = ReturnType<typeof orderCommands>;
