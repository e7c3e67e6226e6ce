import { describe, expect, it } from 'vitest';
import { DAYS, type WeeklyHours } from '../catalog/hours-types';
import { DomainError } from '../shared/errors';
import { deciderSpec } from '../testing/given-when-then';
import {
  onlyLeftMessage,
  refillInstant,
  stockDecider,
  stockLeftAt,
  type StockCommand,
  type StockEvent,
  unitsHeldBy,
} from './item-stock';
import { soldOutMessage } from './order';

const spec = deciderSpec(stockDecider);
const item = { restaurantId: 'r1', menuId: 'm1', itemId: 'i1' };
// Open every day 17:00-22:00 in New York: a Wednesday, 2025-01-15, at 18:00 there is 23:00Z.
const evenings = Object.fromEntries(
  DAYS.map((d) => [d, { closed: false, start: '17:00', end: '22:00' }]),
) as WeeklyHours;
const opening = { hours: evenings, timezone: 'America/New_York' };
const duringService = '2025-01-15T23:00:00.000Z';
const tomorrowsOpening = '2025-01-16T22:00:00.000Z';

const set = (left: number, par: number | null = null, refillAt: string | null = null) =>
  ({ type: 'StockCountSet', data: { ...item, left, par, refillAt } }) as const;
const taken = (orderId: string, quantity = 1): StockEvent => ({
  type: 'StockTaken',
  data: { ...item, orderId, quantity },
});
const take = (orderId: string, quantity = 1, now = duringService): StockCommand => ({
  type: 'TakeStock',
  item: { ...item, name: 'Brisket' },
  orderId,
  quantity,
  opening,
  now,
});
const refused = (message: string) => (e: Error) =>
  e instanceof DomainError && e.kind === 'conflict' && e.message === message;

describe('setting a count', () => {
  it('records the units left, without a refill when there is no par', () => {
    spec
      .given([])
      .when({ type: 'SetStockCount', item, left: 20, par: null, opening, now: duringService })
      .then([set(20)]);
  });

  it('with a par set during service, refills at the next opening in the restaurant zone', () => {
    spec
      .given([])
      .when({ type: 'SetStockCount', item, left: 5, par: 20, opening, now: duringService })
      .then([set(5, 20, tomorrowsOpening)]);
  });

  it('set in the morning is for tonight: the par refills at the opening after it', () => {
    const morning = '2025-01-15T14:00:00.000Z';
    expect(refillInstant(opening, new Date(morning))).toBe(tomorrowsOpening);
  });

  it('refuses a negative or fractional count', () => {
    spec
      .given([])
      .when({ type: 'SetStockCount', item, left: -1, par: null, opening, now: duringService })
      .thenThrows((e) => e instanceof DomainError && e.kind === 'validation');
  });
});

describe('an order taking units', () => {
  it('takes them while enough are left', () => {
    spec
      .given([set(3)])
      .when(take('a', 2))
      .then([taken('a', 2)]);
  });

  it('is refused naming the item when fewer are left than asked', () => {
    spec
      .given([set(3), taken('a', 2)])
      .when(take('b', 2))
      .thenThrows(refused(onlyLeftMessage(1, 'Brisket')));
  });

  it('is refused as sold out at zero', () => {
    spec
      .given([set(1), taken('a')])
      .when(take('b'))
      .thenThrows(refused(soldOutMessage('Brisket')));
  });

  it('takes nothing for an item without a count', () => {
    spec.given([]).when(take('a')).then([]);
  });

  it('refills to the par at the opening, then takes', () => {
    const nextDay = '2025-01-16T23:00:00.000Z';
    spec
      .given([set(1, 4, tomorrowsOpening), taken('a')])
      .when(take('b', 3, nextDay))
      .then([
        {
          type: 'StockRefilled',
          data: { ...item, left: 4, refillAt: '2025-01-17T22:00:00.000Z' },
        },
        taken('b', 3),
      ]);
  });
});

describe('a cancelled order', () => {
  const givenBack: StockEvent = {
    type: 'StockGivenBack',
    data: { ...item, orderId: 'a', quantity: 2 },
  };
  const back = (history: StockEvent[]): StockCommand => ({
    type: 'GiveBackStock',
    item,
    orderId: 'a',
    held: unitsHeldBy(history, 'a'),
  });

  it('gives back the units it took, once', () => {
    const history = [set(3), taken('a', 2), taken('b')];
    spec.given(history).when(back(history)).then([givenBack]);
    const after = [...history, givenBack];
    spec.given(after).when(back(after)).then([]);
  });

  it('makes them orderable again', () => {
    spec
      .given([set(2), taken('a', 2), givenBack])
      .when(take('c', 2))
      .then([taken('c', 2)]);
  });
});

describe('units left at a moment', () => {
  const state = { counted: true, left: 0, par: 12, refillAt: tomorrowsOpening };
  it('is what is left until the opening, then the par', () => {
    expect(stockLeftAt(state, new Date(duringService))).toBe(0);
    expect(stockLeftAt(state, new Date(tomorrowsOpening))).toBe(12);
  });

  it('is null without a count', () => {
    expect(stockLeftAt({ ...state, counted: false }, new Date(duringService))).toBeNull();
  });
});
