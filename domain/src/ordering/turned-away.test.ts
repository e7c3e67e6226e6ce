import { describe, expect, it } from 'vitest';
import { pausedMessage } from '../catalog/service-controls';
import { SLOT_MESSAGES } from '../timing/pickup';
import { NO_SLOT_LEFT, SLOT_FULL } from '../timing/pickup-slots';
import { onlyLeftMessage } from './item-stock';
import {
  CART_EMPTY,
  MENU_INACTIVE,
  MENU_OUTSIDE_HOURS,
  PHONE_NOT_VERIFIED,
  RESTAURANT_CLOSED,
  RESTAURANT_NOT_ACCEPTING,
  soldOutMessage,
} from './order-messages';
import { PRICES_CHANGED_MESSAGE } from './pricing';
import { causeLabel, refusalCause, turnAway, TURNED_AWAY_CAUSES } from './turned-away';

const conflict = (message: string) => ({ kind: 'conflict' as const, message });
const rule = (message: string) => ({ kind: 'rule' as const, message });

describe('why an order was turned away', () => {
  it.each([
    ['slot_full', conflict(`${SLOT_FULL}. The next free pickup time is 18:30`)],
    ['slot_full', conflict(NO_SLOT_LEFT)],
    ['sold_out', conflict(soldOutMessage('Garlic bread (large)'))],
    ['sold_out', conflict(onlyLeftMessage(3, 'Brisket'))],
    ['paused', conflict(pausedMessage('2030-01-15T18:30:00.000Z', 'America/New_York'))],
    ['closed', rule(RESTAURANT_CLOSED)],
    ['closed', rule(RESTAURANT_NOT_ACCEPTING)],
    ['outside_hours', rule(MENU_OUTSIDE_HOURS)],
    ['outside_hours', rule(SLOT_MESSAGES.outside_hours)],
    ['order_limit', { kind: 'rate_limited' as const, message: 'Too many orders. Try later.' }],
  ])('%s: "%s"', (cause, refusal) => {
    expect(refusalCause(refusal)).toBe(cause);
  });

  it.each([
    { kind: 'validation' as const, message: CART_EMPTY },
    { kind: 'forbidden' as const, message: PHONE_NOT_VERIFIED },
    rule(MENU_INACTIVE),
    rule(SLOT_MESSAGES.in_the_past),
    conflict(PRICES_CHANGED_MESSAGE),
    { kind: 'not_found' as const, message: 'Restaurant not found' },
  ])('a refusal of the request itself is no demand turned away: "$message"', (refusal) => {
    expect(refusalCause(refusal)).toBeNull();
  });

  it('names every cause in plain words', () => {
    expect(TURNED_AWAY_CAUSES.map(causeLabel)).toEqual([
      'Pickup time full',
      'Sold out or out of stock',
      'Ordering paused',
      'Closed',
      'Closed',
      'Order limits',
    ]);
  });
});

describe('the refusal as recorded', () => {
  it('an ASAP attempt counts in the quarter hour it was made, in the restaurant’s day', () => {
    // 04:20Z on the 16th is 23:20 on the 15th in New York.
    const at = new Date('2030-01-16T04:20:31.000Z');
    const event = turnAway({
      restaurantId: 'r1',
      restaurantName: 'Luigi',
      timezone: 'America/New_York',
      cause: 'paused',
      basketCents: 2450,
      at,
    });
    expect(event).toEqual({
      type: 'OrderTurnedAway',
      data: {
        restaurantId: 'r1',
        restaurantName: 'Luigi',
        cause: 'paused',
        pickup: 'asap',
        slotStart: '2030-01-16T04:15:00.000Z',
        serviceDate: '2030-01-15',
        slotTime: '23:15',
        basketCents: 2450,
        at: at.toISOString(),
      },
    });
  });

  it('a scheduled attempt counts in the slot it asked for', () => {
    const event = turnAway({
      restaurantId: 'r1',
      restaurantName: 'Luigi',
      timezone: 'Europe/Paris',
      cause: 'slot_full',
      slotStart: '2030-07-01T17:30:00.000Z',
      basketCents: 1000,
      at: new Date('2030-07-01T09:00:00.000Z'),
    });
    expect(event.data).toMatchObject({
      pickup: 'scheduled',
      slotStart: '2030-07-01T17:30:00.000Z',
      serviceDate: '2030-07-01',
      slotTime: '19:30',
    });
  });
});
