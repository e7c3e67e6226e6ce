import {
  restaurantDecider,
  restaurantStream,
  type RestaurantEvent,
} from '@pickup/domain/catalog/restaurant';
import { fold } from '@pickup/domain/commands/decider';
import type { AppendResult, EventStore, StreamAppend } from '@pickup/domain/eventstore/types';
import {
  ORDER_NOT_FOUND,
  orderDecider,
  orderStream,
  type OrderEvent,
  type OrderPlaced,
} from '@pickup/domain/ordering/order';
import { orderPartOf } from '@pickup/domain/ordering/order-access';
import {
  PICKUP_CODE_TRIES,
  PICKUP_CODE_WRONG,
  TOO_MANY_CODE_TRIES,
} from '@pickup/domain/ordering/handoff';
import { stampWith, type Stamp } from '@pickup/domain/ordering/placement';
import type { ChangeOrderStatusRequest } from '@pickup/domain/ordering/schemas';
import { ConcurrencyError, DomainError, notFound, rateLimited } from '@pickup/domain/shared/errors';
import { decidePickupSlots, pickupSlotsStream } from '@pickup/domain/timing/pickup-slots';
import { serviceDateOf } from '@pickup/domain/timing/slots';
import type { CommandBus } from '../commands/bus';
import type { Actor } from '../http/actor';
import type { RateLimiter } from '../security/rate-limit';
import { READ_MODELS_WITH_STOCK, unitsGivenBack } from './give-back-stock';
import { READ_MODELS, type OrderOutcome } from './place-order';
import type { SlotBook } from './slot-book';

/**
 * PATCH /api/orders/:id/status: the order's stream read once → decided → appended once (a
 * cancelled order's place in the day's slots and its units of counted items freed by the
 * same append) → the read model waited for. A concurrent change of the same order is decided again on a fresh read.
 */

export interface ChangeStatusPorts {
  store: EventStore;
  bus: CommandBus;
  slots: SlotBook;
  /** Counts wrong pickup codes per order (Postgres-backed: every process shares them). */
  codeTries: Pick<RateLimiter, 'hit' | 'count'>;
  now: () => Date;
  newId: () => string;
}

/** A busy counted item's stream may move under a cancellation a few times. */
const TRIES = 10;

export function changeStatusHandler(p: ChangeStatusPorts) {
  /**
   * Who owns the restaurant now, when that could make this actor its staff, and whether it
   * checks pickup codes (read only when the order is being picked up).
   */
  async function restaurantFacts(actor: Actor, restaurantId: string, status: string) {
    const picking = status === 'picked_up';
    if (actor.role !== 'restaurant_owner' && !picking)
      return { ownerId: null, checkPickupCode: false };
    const read = await p.store.readStream(restaurantStream(restaurantId));
    const state = fold(
      restaurantDecider,
      read.events.map((e) => ({ type: e.type, data: e.data }) as RestaurantEvent),
    );
    const restaurant = state.status === 'existing' ? state.restaurant : null;
    return {
      ownerId: actor.role === 'restaurant_owner' ? (restaurant?.ownerId ?? null) : null,
      checkPickupCode: picking && restaurant?.checkPickupCode === true,
    };
  }

  /** Refuses more codes for an order that has had too many wrong ones lately. */
  async function codeTriesLeft(orderId: string, request: ChangeOrderStatusRequest) {
    if (request.pickupCode === undefined) return;
    const tried = await p.codeTries.count(`pickup-code:${orderId}`, PICKUP_CODE_TRIES.windowMs);
    if (tried >= PICKUP_CODE_TRIES.limit) throw rateLimited(TOO_MANY_CODE_TRIES);
  }

  /**
   * Appends the order's events; a cancellation frees its place and units in the same append.
   * Answers the order's append, and whether units went back (their read model is waited for).
   */
  async function append(
    order: StreamAppend,
    placed: OrderPlaced['data'] | undefined,
    stamp: Stamp,
  ): Promise<{ result: AppendResult | undefined; unitsBack: boolean }> {
    const slotStart = placed?.pickup?.slotStart;
    const cancelled = order.events.some(
      (e) => e.type === 'OrderStatusChanged' && (e.data as { to?: string }).to === 'cancelled',
    );
    if (!placed || !cancelled)
      return { result: (await p.store.appendToStreams([order]))[0], unitsBack: false };
    const units = await unitsGivenBack(p.store, placed, stamp);
    const withUnits = [...units, order];
    const unitsBack = units.length > 0;
    if (!slotStart) return { result: (await p.store.appendToStreams(withUnits)).at(-1), unitsBack };
    const day = pickupSlotsStream(
      placed.restaurantId,
      serviceDateOf(placed.restaurant.timezone, new Date(slotStart)),
    );
    const release = {
      type: 'ReleasePickupSlot' as const,
      restaurantId: placed.restaurantId,
      orderId: placed.orderId,
    };
    const { results } = await p.slots.book(day, (slotDay) => {
      const freed = decidePickupSlots(release, slotDay.state);
      const expected = slotDay.exists ? slotDay.version : ('no_stream' as const);
      const appends =
        freed.length > 0
          ? [{ stream: day, events: freed.map(stamp), expected }, ...withUnits]
          : withUnits;
      return { appends, answer: null };
    });
    return { result: results.at(-1), unitsBack };
  }

  async function changeStatus(
    actor: Actor,
    orderId: string,
    request: ChangeOrderStatusRequest,
    at: Date = p.now(),
  ): Promise<OrderOutcome> {
    // The spec's body is { status, notes }: a cancellation's notes are its reason.
    const cancelNotesAsReason =
      request.status === 'cancelled' && !request.reason?.trim() && request.notes?.trim();
    await codeTriesLeft(orderId, request);
    for (let attempt = 1; ; attempt++) {
      try {
        return await decideAndAppend(actor, orderId, {
          ...request,
          notes: cancelNotesAsReason ? undefined : request.notes,
          reason: cancelNotesAsReason ? request.notes : request.reason,
          at,
        });
      } catch (err) {
        if (err instanceof ConcurrencyError && attempt < TRIES) continue;
        if (err instanceof DomainError && err.message === PICKUP_CODE_WRONG)
          await p.codeTries.hit(`pickup-code:${orderId}`, PICKUP_CODE_TRIES);
        p.bus.refused('ChangeOrderStatus', err);
        throw err;
      }
    }
  }

  async function decideAndAppend(
    actor: Actor,
    orderId: string,
    request: ChangeOrderStatusRequest & { at: Date },
  ): Promise<OrderOutcome> {
    const read = await p.store.readStream(orderStream(orderId));
    const state = fold(
      orderDecider,
      read.events.map((e) => ({ type: e.type, data: e.data }) as OrderEvent),
    );
    if (state.kind !== 'Placed') throw notFound(ORDER_NOT_FOUND);
    const facts = await restaurantFacts(actor, state.restaurantId, request.status);
    const events = orderDecider.decide(
      {
        type: 'ChangeOrderStatus',
        orderId,
        actor: { id: actor.userId, role: actor.role },
        restaurantOwnerId: facts.ownerId,
        status: request.status,
        notes: request.notes,
        reason: request.reason,
        ...(request.reasonCode ? { reasonCode: request.reasonCode } : {}),
        handover: {
          checkPickupCode: facts.checkPickupCode,
          pickupCode: request.pickupCode,
          overrideReason: request.overrideReason,
        },
        at: request.at.toISOString(),
      },
      state,
    );
    // The part the decider let the actor play: the answer's buttons, with no second lookup.
    const part =
      orderPartOf(
        { id: actor.userId, role: actor.role },
        { customerId: state.customerId, restaurantOwnerId: facts.ownerId },
      ) ?? undefined;
    const last = read.events.at(-1)?.checkpoint ?? '';
    if (events.length === 0)
      return { orderId, created: false, checkpoint: last, caughtUp: true, part };
    const stamp = stampWith(p.newId, {
      actorId: actor.userId,
      actorRole: actor.role,
      correlationId: p.newId(),
      causationId: null,
      at: p.now().toISOString(),
    });
    const order = {
      stream: orderStream(orderId),
      events: events.map(stamp),
      expected: read.version,
    };
    const placed = read.events[0]?.data as OrderPlaced['data'] | undefined;
    const { result, unitsBack } = await append(order, placed, stamp);
    const checkpoint = result?.checkpoint ?? last;
    const readModels = unitsBack ? READ_MODELS_WITH_STOCK : READ_MODELS;
    const caughtUp = await p.bus.appended('ChangeOrderStatus', checkpoint, readModels);
    return { orderId, created: false, checkpoint, caughtUp, part };
  }

  return { changeStatus };
}
