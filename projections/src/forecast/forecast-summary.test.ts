import { describe, expect, it } from 'vitest';
import type { OrderEvent, OrderPlaced } from '@pickup/domain/ordering/order';
import { CUSTOMER, orderPlaced, statusChanged } from '@pickup/domain/ordering/order.fixtures';
import { projectionSpec } from '../testing/projection-spec';
import { forecastSummaryProjection } from './forecast-summary';
import { forecastHistoryStart, forecastSummary } from './queries';

const spec = projectionSpec(forecastSummaryProjection);

const line = (menuItemId: string, name: string, quantity: number) => ({
  ...orderPlaced.data.lines[0]!,
  menuItemId,
  name,
  quantity,
});

/**
 * An order of restaurant `r` (New York) promised at `promisedAt` (UTC), for a pickup slot
 * when `slotStart` is given.
 */
function placed(
  r: string,
  orderId: string,
  promisedAt: string,
  lines: OrderPlaced['data']['lines'],
  slotStart?: string,
): OrderPlaced {
  const pickup = {
    kind: slotStart ? ('scheduled' as const) : ('asap' as const),
    promisedFrom: promisedAt,
    promisedAt,
    fireAt: promisedAt,
    ...(slotStart && { slotStart }),
  };
  return {
    type: 'OrderPlaced',
    data: { ...orderPlaced.data, orderId, restaurantId: r, lines, pickup },
  };
}

const on = (orderId: string, events: readonly OrderEvent[]) =>
  events.map((e) => ({
    stream: `order-${orderId}`,
    type: e.type,
    data: { ...e.data, orderId },
  }));

const margherita = (q: number) => line('m', 'Margherita', q);
const bread = (q: number) => line('g', 'Garlic bread', q);

describe('forecast_summary read model', () => {
  it('counts orders and items per local date and pickup slot', async () => {
    // 23:05 UTC is 18:05 in New York (EST): the 18:00 slot. 04:40 UTC the next day is still
    // the 15th there, 23:40: its own date is the local one.
    const events = [
      ...on('a1', [placed('r1', 'a1', '2030-01-15T23:05:00.000Z', [margherita(2), bread(1)])]),
      ...on('a2', [placed('r1', 'a2', '2030-01-15T23:14:00.000Z', [margherita(1), margherita(1)])]),
      ...on('a3', [
        placed('r1', 'a3', '2030-01-15T23:20:00.000Z', [bread(3)], '2030-01-15T23:30:00.000Z'),
      ]),
      ...on('a4', [placed('r1', 'a4', '2030-01-16T04:40:00.000Z', [margherita(1)])]),
      ...on('b1', [placed('r2', 'b1', '2030-01-15T23:05:00.000Z', [bread(9)])]),
    ];
    await spec.given(events).then(
      (db) => forecastSummary(db, 'r1', ['2030-01-15']),
      expect.arrayContaining([
        {
          date: '2030-01-15',
          slot: '18:00',
          orders: 2,
          items: expect.arrayContaining([
            { itemId: 'm', name: 'Margherita', quantity: 4 },
            { itemId: 'g', name: 'Garlic bread', quantity: 1 },
          ]),
        },
        {
          date: '2030-01-15',
          slot: '18:30',
          orders: 1,
          items: [{ itemId: 'g', name: 'Garlic bread', quantity: 3 }],
        },
        {
          date: '2030-01-15',
          slot: '23:30',
          orders: 1,
          items: [{ itemId: 'm', name: 'Margherita', quantity: 1 }],
        },
      ]),
    );
    await spec
      .given([])
      .then(async (db) => (await forecastSummary(db, 'r1', ['2030-01-15'])).length, 3);
    await spec.given([]).then((db) => forecastHistoryStart(db, 'r1'), '2030-01-15');
    await spec.given([]).then((db) => forecastHistoryStart(db, 'nobody'), null);
  });

  it('takes an order cancelled before it was ready back out, and keeps a no-show', async () => {
    const at = '2030-02-05T23:00:00.000Z';
    const events = [
      ...on('c1', [placed('r3', 'c1', at, [margherita(2)])]),
      ...on('c2', [
        placed('r3', 'c2', at, [margherita(5)]),
        statusChanged('pending', 'cancelled', CUSTOMER),
      ]),
      ...on('c3', [
        placed('r3', 'c3', at, [bread(1)]),
        statusChanged('preparing', 'ready'),
        statusChanged('ready', 'cancelled'),
      ]),
    ];
    await spec.given(events).then(
      (db) => forecastSummary(db, 'r3', ['2030-02-05']),
      [
        {
          date: '2030-02-05',
          slot: '18:00',
          orders: 2,
          items: expect.arrayContaining([
            { itemId: 'm', name: 'Margherita', quantity: 2 },
            { itemId: 'g', name: 'Garlic bread', quantity: 1 },
          ]),
        },
      ],
    );
  });
});
