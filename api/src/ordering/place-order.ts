import type { EventStore } from '@pickup/domain/eventstore/types';
import type { OrderPlaced } from '@pickup/domain/ordering/order-events';
import {
  placementAppends,
  stampWith,
  type StockRead,
  type Stamp,
} from '@pickup/domain/ordering/placement';
import {
  decidePlacing,
  planPlacing,
  stockAsked,
  type PlacingFacts,
  type PlannedPickup,
} from '@pickup/domain/ordering/placing';
import type { PlaceOrderRequest } from '@pickup/domain/ordering/schemas';
import { placedOrderView, placingCustomer } from '@pickup/projections/orders/placed';
import type { CommandBus } from '../commands/bus';
import type { Actor } from '../http/actor';
import { onFreshStock, type StockLoad } from './item-stock';
import { readPlacingFacts, readStock, type PlacingInput, type PlacingSources } from './order-facts';
import { READ_MODELS, type OrderOutcome } from './outcome';
import { bookInDays, type SlotBook } from './slot-book';

/**
 * POST /api/orders once the route's guards let it through (order limits, idempotency key,
 * ./routes.ts): the facts read → the pickup planned → the counted items' stock read → one
 * pure decision (domain/ordering/placing.ts) → appended once → the read model waited for →
 * the receipt.
 */

export interface PlaceOrderPorts extends PlacingSources {
  store: EventStore;
  bus: CommandBus;
  slots: SlotBook;
  stock: StockLoad;
  now: () => Date;
  newId: () => string;
}

export function placeOrderHandler(p: PlaceOrderPorts) {
  /**
   * Decided and appended once: in the day's slots where the restaurant limits them (decided
   * again on the day as it stands if another customer took a place meanwhile; when tonight
   * is full, an ASAP order's first place after midnight), else the order alone.
   */
  async function decideAndAppend(
    facts: PlacingFacts,
    planned: PlannedPickup,
    stock: StockRead,
    stamp: Stamp,
  ) {
    const { orderId } = facts;
    const days = planned.plan.slots;
    if (!days) {
      const placement = decidePlacing(facts, planned, { stock: stock.inputs });
      const results = await p.store.appendToStreams(
        placementAppends(placement, { orderId, stock: stock.reads }, stamp),
      );
      return { placement, checkpoint: results.at(-1)?.checkpoint ?? '' };
    }
    const booked = await bookInDays(p.slots, facts.request.restaurantId, days, (slots, day) => {
      const reads = { stock: stock.inputs, day: { slots, state: day.state } };
      const placement = decidePlacing(facts, planned, reads);
      const appends = placementAppends(placement, { orderId, day, stock: stock.reads }, stamp);
      return { appends, answer: placement };
    });
    return { placement: booked.answer, checkpoint: booked.results.at(-1)?.checkpoint ?? '' };
  }

  /** Places an order priced from the menu now, under the order id given. */
  async function placeOrder(
    actor: Actor,
    orderId: string,
    request: PlaceOrderRequest,
    options: Partial<Pick<PlacingInput, 'at' | 'ignoreHours'>> = {},
  ): Promise<OrderOutcome> {
    const at = options.at ?? p.now();
    const { ignoreHours } = options;
    const input = { orderId, customerId: actor.userId, request, at, ignoreHours };
    const facts = await readPlacingFacts(p, input);
    const planned = planPlacing(facts);
    const asked = stockAsked(facts);
    const stamp = stampWith(p.newId, {
      actorId: actor.userId,
      actorRole: actor.role,
      correlationId: p.newId(),
      causationId: null,
      at: p.now().toISOString(),
    });
    const { placement, checkpoint } = await onFreshStock(
      p.store,
      () => readStock(p.stock, asked),
      (stock) => decideAndAppend(facts, planned, stock, stamp),
    );
    // What the customer reads next is the order; the stock shown on items follows by itself.
    const caughtUp = await p.bus.appended('PlaceOrder', checkpoint, READ_MODELS);
    const event = placement.order.find((e): e is OrderPlaced => e.type === 'OrderPlaced');
    const placed =
      caughtUp && event
        ? placedOrderView(event.data, actor.role, placingCustomer(facts.customer))
        : undefined;
    return { orderId, created: true, checkpoint, caughtUp, placed };
  }

  return { placeOrder };
}
