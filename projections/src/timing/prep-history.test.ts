import { describe, it } from 'vitest';
import { projectionSpec } from '../testing/projection-spec';
import { prepHistoryProjection } from './prep-history';

// A database each: both apply the same restaurant's orders, whose kitchen load must not mix.
const batchedSpec = projectionSpec(prepHistoryProjection);
const oneByOneSpec = projectionSpec(prepHistoryProjection);

const event = (orderId: string, type: string, data: object) => ({
  stream: `order-${orderId}`,
  type,
  data: { orderId, ...data },
});

const second = (n: number) => new Date(Date.UTC(2030, 0, 15, 12, 0, n)).toISOString();
const placed = (orderId: string, at: number, fireAt?: number) =>
  event(orderId, 'OrderPlaced', {
    restaurantId: 'r1',
    placedAt: second(at),
    restaurant: { timezone: 'UTC' },
    ...(fireAt !== undefined && {
      pickup: { kind: 'scheduled', fireAt: second(fireAt) },
    }),
  });
const ended = (orderId: string, to: 'ready' | 'cancelled', at: number) =>
  event(orderId, 'OrderStatusChanged', { to, at: second(at) });

const PREP_ORDERS = `SELECT order_id, scheduled, started_at, load_bucket, state, minutes
  FROM rm_prep_history.prep_orders ORDER BY order_id`;
const row = (
  order_id: string,
  startedAt: number,
  load_bucket: number,
  state = 'open',
  minutes: number | null = null,
  scheduled = false,
) => ({
  order_id,
  scheduled,
  started_at: new Date(second(startedAt)),
  load_bucket,
  state,
  minutes,
});

describe('prep_history batches', () => {
  it('counts each placing’s kitchen as the events before it in its batch left it', async () => {
    // Twenty orders in the kitchen, then one batch: ten are ready, an order is placed (ten
    // in the kitchen: bucket 2), a scheduled one fires later (not counted), two more are
    // placed, one is cancelled after it was ready (stays ready), and one placed is ready.
    const a = (i: number) => `a${String(i).padStart(2, '0')}`;
    const before = Array.from({ length: 20 }, (_, i) => placed(a(i), i));
    const batch = [
      ...Array.from({ length: 10 }, (_, i) => ended(a(i), 'ready', 200 + i)),
      placed('b1', 300),
      placed('b2', 301, 3600),
      placed('b3', 302),
      ended('a00', 'cancelled', 303),
      placed('b4', 304),
      ended('b1', 'ready', 400),
    ];
    const rows = [
      ...[0, 0, 0, 1, 1, 1, 2, 2, 2, 2].map((load, i) => row(a(i), i, load, 'ready', 4)),
      ...[2, 3, 3, 3, 3, 3, 3, 3, 3, 3].map((load, i) => row(a(10 + i), 10 + i, load)),
      row('b1', 300, 2, 'ready', 2),
      row('b2', 3600, 3, 'open', null, true),
      row('b3', 302, 3),
      row('b4', 304, 3),
    ];
    await batchedSpec.given(before, batch).then(PREP_ORDERS, rows);
    await oneByOneSpec.given(before, batch).oneEventPerBatch().then(PREP_ORDERS, rows);
  });
});
