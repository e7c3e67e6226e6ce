import { describe, it } from 'vitest';
import type { OrderEvent } from '@pickup/domain/ordering/order';
import { orderPlaced, statusChanged } from '@pickup/domain/ordering/order.fixtures';
import { projectionSpec } from '../testing/projection-spec';
import { handoffProjection } from './handoff';
import { handoffByRestaurant, restaurantHandoff } from './handoff-queries';

const spec = projectionSpec(handoffProjection);

const at = (minute: number) => new Date(Date.UTC(2030, 0, 15, 12, minute)).toISOString();
const placed = (restaurantId: string): OrderEvent => ({
  type: 'OrderPlaced',
  data: { ...orderPlaced.data, restaurantId, placedAt: at(-30) },
});
const ready = (minute: number) =>
  statusChanged('preparing', 'ready', undefined, { at: at(minute) });
const recalled = (minute: number) =>
  statusChanged('ready', 'preparing', undefined, { at: at(minute) });
const collected = (minute: number) =>
  statusChanged('ready', 'picked_up', undefined, { at: at(minute) });
const cancelled = (minute: number) =>
  statusChanged('ready', 'cancelled', undefined, { at: at(minute), reason: 'Never came' });
const arrived = (minute: number): OrderEvent => ({
  type: 'CustomerArrived',
  data: { orderId: '', at: at(minute), via: 'account' },
});

function ofOrder(orderId: string, events: readonly OrderEvent[]) {
  return events.map((e) => ({
    stream: `order-${orderId}`,
    type: e.type,
    data: { ...e.data, orderId },
  }));
}

// The evening of 2030-01-15 in New York, well after the noon (UTC) handoffs.
const NOW = new Date('2030-01-15T23:00:00.000Z');

describe('handoff read model', () => {
  it('measures ready → collected, "I\'m here" → collected and who arrived before ready', async () => {
    const r = 'rest-handoff';
    const events = [
      // Arrived 5 minutes before it was ready: 2 minutes on the shelf, 7 at the counter.
      ...ofOrder('h-a', [placed(r), arrived(-5), ready(0), collected(2)]),
      // Arrived after: 6 minutes on the shelf, 2 at the counter.
      ...ofOrder('h-b', [placed(r), ready(0), arrived(4), collected(6)]),
      // Never said "I'm here": 10 minutes on the shelf.
      ...ofOrder('h-c', [placed(r), ready(0), collected(10)]),
      // Recalled and ready again at 8; arrived at 3 (a repeat at 7 does not move it) and
      // waited 5 minutes for the second ready, then 1 minute on the shelf.
      ...ofOrder('h-d', [placed(r), ready(0), arrived(3), recalled(2), arrived(7), ready(8)]),
      ...ofOrder('h-d', [collected(9)]),
      // Not collected: waiting, and a no-show cancelled. Neither is a handoff.
      ...ofOrder('h-e', [placed(r), ready(0), arrived(1)]),
      ...ofOrder('h-f', [placed(r), ready(0), arrived(1), cancelled(40)]),
    ];
    const figures = {
      collected: 4,
      // 1, 2, 6, 10: the median halfway from 2 to 6; the 90th percentile 70 % from 6 to 10.
      medianReadyToCollectedMinutes: 4,
      p90ReadyToCollectedMinutes: 8.8,
      arrived: 3,
      // 2, 6, 7.
      medianArrivedToCollectedMinutes: 6,
      p90ArrivedToCollectedMinutes: 6.8,
      arrivedBeforeReadyShare: 2 / 3,
      medianWaitForReadyMinutes: 5,
    };
    await spec.given(events).then((db) => restaurantHandoff(db, r, 'America/New_York', NOW), {
      days: [{ date: '2030-01-15', ...figures }],
      total: figures,
    });
    await spec
      .given([])
      .then(
        async (db) => (await handoffByRestaurant(db, NOW)).filter((row) => row.restaurantId === r),
        [{ restaurantId: r, name: 'Burger Barn', ...figures }],
      );
  });

  it('has nothing to show for a restaurant without collected orders', async () => {
    const r = 'rest-quiet';
    await spec
      .given(ofOrder('q-1', [placed(r), ready(0), arrived(1)]))
      .then((db) => restaurantHandoff(db, r, 'UTC', NOW), {
        days: [],
        total: {
          collected: 0,
          medianReadyToCollectedMinutes: null,
          p90ReadyToCollectedMinutes: null,
          arrived: 0,
          medianArrivedToCollectedMinutes: null,
          p90ArrivedToCollectedMinutes: null,
          arrivedBeforeReadyShare: null,
          medianWaitForReadyMinutes: null,
        },
      });
  });
});
