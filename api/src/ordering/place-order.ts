import { randomInt } from 'node:crypto';
import { serviceStatusAt } from '@pickup/domain/catalog/service-controls';
import type { Restaurant } from '@pickup/domain/catalog/restaurant';
import type { EventMetadata, EventStore } from '@pickup/domain/eventstore/types';
import { ORDER_EXISTS, orderStream, type OrderPlaced } from '@pickup/domain/ordering/order';
import {
  decidePlacement,
  placementAppends,
  stampWith,
  type Placement,
  type SlotDecisionInput,
  type Stamp,
} from '@pickup/domain/ordering/placement';
import type { PlaceOrderRequest } from '@pickup/domain/ordering/schemas';
import { ConcurrencyError, DomainError, ruleBroken } from '@pickup/domain/shared/errors';
import { pickupSlotsStream } from '@pickup/domain/timing/pickup-slots';
import type { DaySlots, PickupPlan } from '@pickup/domain/timing/pickup';
import type { UserState } from '@pickup/domain/identity/state';
import type { OrderActorRole } from '@pickup/domain/ordering/machine';
import { ORDERS_PROJECTION } from '@pickup/projections/orders/projection';
import { pickupCodesInUse } from '@pickup/projections/orders/queries';
import { placedOrderView, type PlacingCustomer } from '@pickup/projections/orders/placed';
import type { OrderDetailView } from '@pickup/projections/orders/views';
import type pg from 'pg';
import type { CommandBus, WaitForProjections } from '../commands/bus';
import type { Actor } from '../http/actor';
import { claimKey, releaseKey, requestHash } from './idempotency';
import { countedStock, onFreshStock, type CountedStock, type StockLoad } from './item-stock';
import { placeOrderCommand, type FactSources } from './order-facts';
import type { LimitCheck, TakeTurns } from './order-limits';
import { fullDayOrNext } from './pickup-refusals';
import type { PickupTiming } from './pickup';
import type { SlotBook } from './slot-book';
import type { RecordTurnedAway } from './turned-away';

/**
 * POST /api/orders, read top to bottom: the limits → the facts (customer, restaurant,
 * menus, the order's own stream) → priced (in the command) → the pickup planned → the
 * counted items' stock read → the order, its units and its place in the day's slots decided
 * together (pure, domain/ordering/placement.ts) → appended once → the read model waited for
 * → the receipt. The ports it takes are listed in ./ports.ts.
 */

export interface PlaceOrderPorts {
  pool: Pick<pg.Pool, 'query'>;
  store: EventStore;
  bus: CommandBus;
  waitFor: WaitForProjections;
  facts: FactSources;
  timing: Pick<PickupTiming, 'plan'>;
  slots: SlotBook;
  stock: StockLoad;
  limits: LimitCheck;
  turns: TakeTurns;
  /** Where refusals for the restaurant's own reasons (full, sold out, closed…) are counted. */
  turnedAway: RecordTurnedAway;
  now: () => Date;
  newId: () => string;
}

export interface PlaceOptions {
  /** When the order was placed (the demo data's past orders); now by default. */
  at?: Date;
  /** Demo data only, as `ignoreHours`: the past orders the seed places count toward no limit. */
  ignoreLimits?: boolean;
  ignoreHours?: boolean;
}

export const KEY_REUSED = 'This Idempotency-Key was already used for a different order';

/** What a command left behind: the order, and whether its read model has caught up. */
export interface OrderOutcome {
  orderId: string;
  /** false for a replayed submission that returns the first order. */
  created: boolean;
  checkpoint: string;
  caughtUp: boolean;
  /** A new order's receipt, from its own event, once its read model has caught up. */
  placed?: OrderDetailView;
  /** The part the actor played, when the command established it (their buttons follow). */
  part?: OrderActorRole;
}

export const READ_MODELS = [ORDERS_PROJECTION];

/** Random 4-digit codes to choose the order's pickup code from (domain/ordering/handoff). */
const drawPickupCodes = () =>
  Array.from({ length: 8 }, () => String(randomInt(10_000)).padStart(4, '0'));

/** How the receipt names the customer placing the order; null for an account not active. */
const customerOf = (user: UserState): PlacingCustomer | null =>
  user.status === 'Active'
    ? { firstName: user.firstName, lastName: user.lastName, email: user.email, phone: user.phone }
    : null;

export function placeOrderHandler(p: PlaceOrderPorts) {
  const metadataOf = (actor: Actor): EventMetadata => ({
    actorId: actor.userId,
    actorRole: actor.role,
    correlationId: p.newId(),
    causationId: null,
    at: p.now().toISOString(),
  });

  /** A placed order's outcome, its read model waited for (a replayed submission's answer). */
  async function existing(orderId: string): Promise<OrderOutcome | null> {
    const read = await p.store.readStream(orderStream(orderId));
    const checkpoint = read.events.at(-1)?.checkpoint;
    if (checkpoint === undefined) return null;
    const caughtUp = await p.waitFor(checkpoint, READ_MODELS);
    return { orderId, created: false, checkpoint, caughtUp };
  }

  /**
   * Decides the placement and appends it once: in the day's slots where the restaurant
   * limits them (decided again on the day as it stands if another customer took a place
   * meanwhile), else the order alone.
   */
  async function decideAndAppend(
    decide: (stock: CountedStock, slots?: SlotDecisionInput) => Placement,
    orderId: string,
    restaurant: Restaurant,
    planned: { plan: PickupPlan },
    items: number,
    stamp: Stamp,
    stock: CountedStock,
  ): Promise<{ placement: Placement; checkpoint: string }> {
    const days = planned.plan.slots;
    if (!days) {
      const placement = decide(stock);
      const results = await p.store.appendToStreams(
        placementAppends(placement, { orderId, stock: stock.reads }, stamp),
      );
      return { placement, checkpoint: results.at(-1)?.checkpoint ?? '' };
    }
    const inDay = async (day: DaySlots) => {
      const stream = pickupSlotsStream(restaurant.id, day.serviceDate);
      const take = {
        type: 'TakePickupSlot' as const,
        restaurantId: restaurant.id,
        orderId,
        items,
        candidates: day.candidates,
        exact: days.exact,
      };
      const { answer, results } = await p.slots.book(stream, (slotDay) => {
        const placement = decide(stock, { state: slotDay.state, take });
        const streams = { orderId, day: slotDay, stock: stock.reads };
        return { appends: placementAppends(placement, streams, stamp), answer: placement };
      });
      return { placement: answer, checkpoint: results.at(-1)?.checkpoint ?? '' };
    };
    return fullDayOrNext(restaurant.timezone, days, inDay);
  }

  async function place(
    actor: Actor,
    orderId: string,
    request: PlaceOrderRequest,
    options: PlaceOptions,
  ): Promise<OrderOutcome> {
    const at = options.at ?? p.now();
    const pickupRequest = request.pickup ?? { kind: 'asap' };
    // The facts, read from the streams, and the order priced from the menus now.
    const built = await placeOrderCommand(p.facts, {
      orderId,
      customerId: actor.userId,
      request,
      at,
      ignoreHours: options.ignoreHours,
      pickupAt: pickupRequest.kind === 'scheduled' ? new Date(pickupRequest.slotStart) : undefined,
    });
    const { restaurant, command } = built;
    // The pickup planned; rush lengthens it (a pause is refused by the order's own decision).
    const planned = await p.timing.plan({
      restaurant,
      menus: built.orderedMenus,
      request: pickupRequest,
      at,
      rushMinutes: serviceStatusAt(built.service, at).rushMinutes,
    });
    const items = command.pricing.ok
      ? command.pricing.order.lines.reduce((n, l) => n + l.quantity, 0)
      : 0;
    const stamp = stampWith(p.newId, metadataOf(actor));
    const ordered = { orderId, restaurant, menus: built.menus, items: request.items, at };
    const readStock = () => countedStock(p.stock, ordered);
    // A code no order in progress at the restaurant holds (two placements racing for the
    // same code among 10,000 draws is left to chance: the counter also sees the number).
    const pickupCodes = {
      draws: drawPickupCodes(),
      inUse: await pickupCodesInUse(p.pool, restaurant.id),
    };
    const decide = (stock: CountedStock, slots?: SlotDecisionInput) =>
      decidePlacement({
        command: { ...command, pickupCodes },
        order: built.order.state,
        ...planned,
        slots,
        stock: stock.inputs,
      });
    // Decided and appended once: the order with its units and its place, or nothing.
    const { placement, checkpoint } = await onFreshStock(p.store, readStock, (stock) =>
      decideAndAppend(decide, orderId, restaurant, planned, items, stamp, stock),
    );
    // The read model waited for; the receipt from the order's own event. What the customer
    // reads next is the order; the stock shown on items follows by itself.
    const caughtUp = await p.bus.appended('PlaceOrder', checkpoint, READ_MODELS);
    const event = placement.order.find((e): e is OrderPlaced => e.type === 'OrderPlaced');
    const placed =
      caughtUp && event
        ? placedOrderView(event.data, actor.role, customerOf(built.user))
        : undefined;
    return { orderId, created: true, checkpoint, caughtUp, placed };
  }

  /** A retry of the same submission placed the order first: its answer is that order's. */
  const placedByRetry = (err: unknown) =>
    err instanceof ConcurrencyError || (err instanceof DomainError && err.message === ORDER_EXISTS);

  async function placeKeyed(
    actor: Actor,
    request: PlaceOrderRequest,
    idempotencyKey: string,
    options: PlaceOptions,
  ): Promise<OrderOutcome> {
    const key = { customerId: actor.userId, key: idempotencyKey };
    const claim = await claimKey(p.pool, {
      ...key,
      orderId: p.newId(),
      hash: requestHash(request),
      at: options.at ?? p.now(),
    });
    if (!claim.sameRequest) throw ruleBroken(KEY_REUSED);
    if (!claim.fresh) {
      const first = await existing(claim.orderId);
      if (first) return first;
    }
    try {
      return await place(actor, claim.orderId, request, options);
    } catch (err) {
      const first = placedByRetry(err) ? await existing(claim.orderId) : null;
      if (first) return first;
      // Refused before any order existed: the key is free for a corrected cart.
      if (err instanceof DomainError && claim.fresh)
        await releaseKey(p.pool, { ...key, orderId: claim.orderId });
      throw err;
    }
  }

  /**
   * Places an order priced from the menu now, within the customer's order limits (one
   * placement of a customer at a time). With an idempotency key, a retry returns the first
   * order (created: false) instead of placing a second.
   */
  function placeOrder(
    actor: Actor,
    request: PlaceOrderRequest,
    idempotencyKey?: string,
    options: PlaceOptions = {},
  ): Promise<OrderOutcome> {
    return p.turns(actor.userId, async () => {
      try {
        if (!options.ignoreLimits)
          await p.limits({ customerId: actor.userId, restaurantId: request.restaurantId });
        return idempotencyKey
          ? await placeKeyed(actor, request, idempotencyKey, options)
          : await place(actor, p.newId(), request, options);
      } catch (err) {
        p.bus.refused('PlaceOrder', err);
        const refused = { request, error: err, at: options.at ?? p.now() };
        await p.turnedAway({ ...refused, customerId: actor.userId, key: idempotencyKey });
        throw err;
      }
    });
  }

  return { placeOrder, existing };
}
