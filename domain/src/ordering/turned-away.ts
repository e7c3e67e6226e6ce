import type { DomainEvent } from '../commands/decider';
import { pausedMessage } from '../catalog/service-controls';
import { closedOnSpecialDay } from '../catalog/special-days';
import type { DomainErrorKind } from '../shared/errors';
import { SLOT_MESSAGES } from '../timing/pickup';
import { NO_SLOT_LEFT, SLOT_FULL } from '../timing/pickup-slots';
import { serviceDateOf, slotContaining } from '../timing/slots';
import { restaurantTime } from '../catalog/zoned-time';
import { onlyLeftMessage } from './item-stock';
import {
  MENU_OUTSIDE_HOURS,
  RESTAURANT_CLOSED,
  RESTAURANT_NOT_ACCEPTING,
  soldOutMessage,
} from './order-messages';

/**
 * Demand turned away (issue 32): every attempt to order that the restaurant refused for a
 * reason of its own (full, sold out, paused, closed, outside hours, order limits) is one
 * `OrderTurnedAway` on the restaurant's demand stream. It holds nothing about the customer:
 * the restaurant, why, the pickup slot wanted and what the basket was worth.
 */

/** What a refusal looks like to the classifier: its kind and the message the customer read. */
export interface Refusal {
  kind: DomainErrorKind;
  message: string;
}

/** A stand-in for the variable part of a message (an item's name, a count). */
const HOLE = '\u0000';
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Matches the messages a function makes, whatever goes in its holes. */
const shaped = (message: string) => {
  const pattern = new RegExp(`^${message.split(HOLE).map(escape).join('.+')}$`);
  return (r: Refusal) => pattern.test(r.message);
};
const is =
  (...messages: string[]) =>
  (r: Refusal) =>
    messages.includes(r.message);
const startsWith = (start: string) => (r: Refusal) => r.message.startsWith(start);
/** "Not taking orders right now, back at 6:30 PM": the part before the time. */
const PAUSED_START = pausedMessage(new Date(0).toISOString(), 'UTC').split(',')[0] ?? HOLE;

/**
 * Each cause: its label in plain words and the refusals it covers. A new cause is one line
 * here (the read model, the owner's panel and the admin's table follow from this table).
 */
const CAUSES = {
  slot_full: { label: 'Pickup time full', covers: [startsWith(SLOT_FULL), is(NO_SLOT_LEFT)] },
  sold_out: {
    label: 'Sold out or out of stock',
    covers: [shaped(soldOutMessage(HOLE)), shaped(onlyLeftMessage(0, HOLE).replace('0', HOLE))],
  },
  paused: { label: 'Ordering paused', covers: [startsWith(PAUSED_START)] },
  closed: {
    label: 'Closed',
    covers: [
      is(RESTAURANT_CLOSED, RESTAURANT_NOT_ACCEPTING),
      // A special day's closure (issue 32), quoting its note.
      shaped(closedOnSpecialDay(HOLE)),
    ],
  },
  // To an owner a menu's or a slot's hours are being closed too: one word for both.
  outside_hours: {
    label: 'Closed',
    covers: [is(MENU_OUTSIDE_HOURS, SLOT_MESSAGES.outside_hours)],
  },
  // The only 429 placing an order answers is a customer's order limit.
  order_limit: { label: 'Order limits', covers: [(r: Refusal) => r.kind === 'rate_limited'] },
} satisfies Record<string, { label: string; covers: ((r: Refusal) => boolean)[] }>;

export type TurnedAwayCause = keyof typeof CAUSES;
export const TURNED_AWAY_CAUSES = Object.keys(CAUSES) as TurnedAwayCause[];
export const causeLabel = (cause: TurnedAwayCause): string => CAUSES[cause].label;

/** Why a refused order was turned away; null when the refusal is not lost demand (bad input). */
export function refusalCause(refusal: Refusal): TurnedAwayCause | null {
  return TURNED_AWAY_CAUSES.find((c) => CAUSES[c].covers.some((covers) => covers(refusal))) ?? null;
}

export const demandStream = (restaurantId: string) => `demand-${restaurantId}`;

export type OrderTurnedAway = DomainEvent<
  'OrderTurnedAway',
  {
    restaurantId: string;
    /** As it was then (the admin's table names restaurants by it). */
    restaurantName: string;
    cause: TurnedAwayCause;
    pickup: 'asap' | 'scheduled';
    /** The slot wanted: a scheduled order's, or for ASAP the quarter hour it was tried in. */
    slotStart: string;
    /** The slot's local date and start (HH:MM) in the restaurant's zone. */
    serviceDate: string;
    slotTime: string;
    /** The basket at the menu's prices then, before tax; 0 when it could not be priced. */
    basketCents: number;
    at: string;
  }
>;

export interface TurnAway {
  restaurantId: string;
  restaurantName: string;
  timezone: string;
  cause: TurnedAwayCause;
  /** The scheduled slot asked for; absent for ASAP. */
  slotStart?: string;
  basketCents: number;
  at: Date;
}

/** The refusal as recorded: its slot and local day decided in the restaurant's zone. */
export function turnAway(input: TurnAway): OrderTurnedAway {
  const slot = input.slotStart ? new Date(input.slotStart) : slotContaining(input.at);
  return {
    type: 'OrderTurnedAway',
    data: {
      restaurantId: input.restaurantId,
      restaurantName: input.restaurantName,
      cause: input.cause,
      pickup: input.slotStart ? 'scheduled' : 'asap',
      slotStart: slot.toISOString(),
      serviceDate: serviceDateOf(input.timezone, slot),
      slotTime: restaurantTime(input.timezone, slot, { zone: false, hour12: false }),
      basketCents: Math.max(0, Math.round(input.basketCents)),
      at: input.at.toISOString(),
    },
  };
}
