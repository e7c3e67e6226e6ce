import type { Decider, DomainEvent } from '../commands/decider';
import { conflict, validation } from '../shared/errors';
import { nextOpeningInstant, openStatus } from '../catalog/hours';
import type { WeeklyHours } from '../catalog/hours-types';
import { soldOutMessage } from './order-messages';

/**
 * "N left today" on a menu item (issue 32), stream `item-stock-{itemId}`. Each order takes
 * its units on the write side: the stream is appended with the version its state was read
 * at, in the same append as the order, so ten customers racing for the last three get three
 * orders and seven refusals naming the item. A daily par refills the count at each opening:
 * every count carries the instant it refills (`refillAt`), judged with the `now` of the
 * decision that needs it, never by a timer.
 */

export const itemStockStream = (itemId: string) => `item-stock-${itemId}`;

interface StockFacts {
  restaurantId: string;
  menuId: string;
  itemId: string;
}

export type StockEvent =
  | DomainEvent<
      'StockCountSet',
      StockFacts & { left: number; par: number | null; refillAt: string | null }
    >
  | DomainEvent<'StockCountCleared', StockFacts>
  /** The par put back at an opening; the next refill is the opening after. */
  | DomainEvent<'StockRefilled', StockFacts & { left: number; refillAt: string | null }>
  | DomainEvent<'StockTaken', StockFacts & { orderId: string; quantity: number }>
  | DomainEvent<'StockGivenBack', StockFacts & { orderId: string; quantity: number }>;

/** Where the restaurant opens, for the refills: its hours in its own zone. */
export interface OpeningHours {
  hours: WeeklyHours | null;
  timezone: string;
}

export type StockCommand =
  | {
      type: 'SetStockCount';
      item: StockFacts;
      left: number;
      par: number | null;
      opening: OpeningHours;
      now: string;
    }
  | { type: 'ClearStockCount'; item: StockFacts }
  | {
      type: 'TakeStock';
      item: StockFacts & { name: string };
      orderId: string;
      quantity: number;
      opening: OpeningHours;
      now: string;
    }
  | {
      type: 'GiveBackStock';
      item: StockFacts;
      orderId: string;
      /** Units the order holds (`unitsHeldBy` the stream's events). */
      held: number;
    };

export interface StockState {
  counted: boolean;
  left: number;
  par: number | null;
  /** When the par next refills the count (ISO); null without a par. */
  refillAt: string | null;
}

export const NOT_COUNTED = 'This item has no stock count';
export const MAX_STOCK = 10_000;
export const onlyLeftMessage = (left: number, name: string) =>
  `Sorry, only ${left} ${name} left today`;

export const initialStockState = (): StockState => ({
  counted: false,
  left: 0,
  par: null,
  refillAt: null,
});

export function evolveStock(state: StockState, event: StockEvent): StockState {
  switch (event.type) {
    case 'StockCountSet':
      return {
        ...state,
        counted: true,
        left: event.data.left,
        par: event.data.par,
        refillAt: event.data.refillAt,
      };
    case 'StockCountCleared':
      return initialStockState();
    case 'StockRefilled':
      return { ...state, left: event.data.left, refillAt: event.data.refillAt };
    case 'StockTaken':
      return { ...state, left: state.left - event.data.quantity };
    case 'StockGivenBack':
      return { ...state, left: state.counted ? state.left + event.data.quantity : state.left };
    default: {
      const _never: never = event;
      return _never;
    }
  }
}

/** Whether the count is due its refill at `now`: a par whose opening has come. */
export const refillDue = (s: Pick<StockState, 'par' | 'refillAt'>, now: Date): boolean =>
  s.par !== null && s.refillAt !== null && Date.parse(s.refillAt) <= now.getTime();

/** Units left at `now` (the par after a refill that is due); null when not counted. */
export function stockLeftAt(
  s: Pick<StockState, 'counted' | 'left' | 'par' | 'refillAt'>,
  now: Date,
): number | null {
  if (!s.counted) return null;
  return refillDue(s, now) ? (s.par ?? 0) : Math.max(0, s.left);
}

/**
 * The opening after the service a count is for: while open, the next opening; while
 * closed, the one after the coming opening (a count set in the morning is tonight's).
 */
export function refillInstant(opening: OpeningHours, now: Date): string | null {
  const { hours, timezone } = opening;
  const next = nextOpeningInstant(hours, timezone, now);
  if (next === null) return null;
  if (openStatus(hours, timezone, now).open) return next.toISOString();
  return nextOpeningInstant(hours, timezone, next)?.toISOString() ?? null;
}

function assertCount(value: number, pointer: string, label: string) {
  if (!Number.isInteger(value) || value < 0 || value > MAX_STOCK)
    throw validation(`${label} must be a whole number from 0 to ${MAX_STOCK}`, [
      { pointer, detail: `${label} must be a whole number from 0 to ${MAX_STOCK}` },
    ]);
}

function take(command: Extract<StockCommand, { type: 'TakeStock' }>, state: StockState) {
  // A retried order is refused by its own stream (it exists), not here.
  if (!state.counted) return [];
  const now = new Date(command.now);
  const { name, ...item } = command.item;
  const events: StockEvent[] = [];
  let left = state.left;
  if (refillDue(state, now)) {
    left = state.par ?? 0;
    events.push({
      type: 'StockRefilled',
      data: { ...item, left, refillAt: refillInstant(command.opening, now) },
    });
  }
  if (command.quantity > left)
    throw conflict(left <= 0 ? soldOutMessage(name) : onlyLeftMessage(left, name));
  events.push({
    type: 'StockTaken',
    data: { ...item, orderId: command.orderId, quantity: command.quantity },
  });
  return events;
}

export function decideStock(command: StockCommand, state: StockState): StockEvent[] {
  switch (command.type) {
    case 'SetStockCount': {
      assertCount(command.left, '/left', 'Units left');
      if (command.par !== null) assertCount(command.par, '/par', 'Daily par');
      const refillAt =
        command.par === null ? null : refillInstant(command.opening, new Date(command.now));
      return [
        {
          type: 'StockCountSet',
          data: { ...command.item, left: command.left, par: command.par, refillAt },
        },
      ];
    }
    case 'ClearStockCount':
      if (!state.counted) throw conflict(NOT_COUNTED);
      return [{ type: 'StockCountCleared', data: command.item }];
    case 'TakeStock':
      return take(command, state);
    case 'GiveBackStock': {
      const quantity = command.held;
      if (quantity <= 0) return [];
      return [
        { type: 'StockGivenBack', data: { ...command.item, orderId: command.orderId, quantity } },
      ];
    }
    default: {
      const _never: never = command;
      return _never;
    }
  }
}

/**
 * Units an order holds: what it took less what it was given back. Read from the stream's
 * events only when an order is cancelled, so the state orders decide on stays four fields.
 */
export function unitsHeldBy(events: readonly StockEvent[], orderId: string): number {
  return events.reduce((held, e) => {
    if (e.type === 'StockTaken' && e.data.orderId === orderId) return held + e.data.quantity;
    if (e.type === 'StockGivenBack' && e.data.orderId === orderId) return held - e.data.quantity;
    return held;
  }, 0);
}

export const stockDecider: Decider<StockCommand, StockState, StockEvent> = {
  initialState: initialStockState,
  evolve: evolveStock,
  decide: decideStock,
};
