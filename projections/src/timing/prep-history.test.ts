import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordedEvent } from '@pickup/domain/eventstore/types';
import { runnerDatabase } from '../runner/test-support';
import type { TestDatabase } from '../testing/test-database';
import { prepHistoryProjection } from './prep-history';

let db: TestDatabase;
beforeAll(async () => {
  db = await runnerDatabase();
  for (const schema of ['one_by_one', 'batched'])
    await db.pool.query(
      `CREATE SCHEMA ${schema}; SET search_path TO ${schema}; ${prepHistoryProjection.ddl}`,
    );
});
afterAll(async () => {
  await db.drop();
});

let position = 0;
function recorded(orderId: string, type: string, data: object): RecordedEvent {
  const at = '2030-01-15T12:00:00.000Z';
  return {
    id: `e${++position}`,
    stream: `order-${orderId}`,
    version: 0n,
    type,
    data: { orderId, ...data },
    metadata: { actorId: null, actorRole: null, correlationId: 'c', causationId: null, at },
    checkpoint: String(position).padStart(20, '0'),
    recordedAt: at,
  };
}

const second = (n: number) => new Date(Date.UTC(2030, 0, 15, 12, 0, n)).toISOString();
const placed = (orderId: string, at: number, fireAt?: number) =>
  recorded(orderId, 'OrderPlaced', {
    restaurantId: 'r1',
    placedAt: second(at),
    restaurant: { timezone: 'UTC' },
    ...(fireAt !== undefined && {
      pickup: { kind: 'scheduled', fireAt: second(fireAt) },
    }),
  });
const ended = (orderId: string, to: 'ready' | 'cancelled', at: number) =>
  recorded(orderId, 'OrderStatusChanged', { to, at: second(at) });

async function applyIn(schema: string, batches: RecordedEvent[][]) {
  const tx = await db.pool.connect();
  try {
    for (const batch of batches) {
      await tx.query(`BEGIN; SET LOCAL search_path TO ${schema}, public`);
      await prepHistoryProjection.apply(tx, batch);
      await tx.query('COMMIT');
    }
    const { rows } = await tx.query<{ order_id: string; load_bucket: number }>(
      `SELECT order_id, scheduled, started_at, load_bucket, state, minutes
       FROM ${schema}.prep_orders ORDER BY order_id`,
    );
    return rows;
  } finally {
    tx.release();
  }
}

describe('prep_history batches', () => {
  it('counts each placing’s kitchen as the events before it in its batch left it', async () => {
    // Twenty orders in the kitchen, then one batch: ten are ready, an order is placed (ten
    // in the kitchen: bucket 2), a scheduled one fires later (not counted), two more are
    // placed, one is cancelled after it was ready (stays ready), and one placed is ready.
    const before = Array.from({ length: 20 }, (_, i) =>
      placed(`a${String(i).padStart(2, '0')}`, i),
    );
    const batch = [
      ...Array.from({ length: 10 }, (_, i) =>
        ended(`a${String(i).padStart(2, '0')}`, 'ready', 200 + i),
      ),
      placed('b1', 300),
      placed('b2', 301, 3600),
      placed('b3', 302),
      ended('a00', 'cancelled', 303),
      placed('b4', 304),
      ended('b1', 'ready', 400),
    ];
    const batched = await applyIn('batched', [before, batch]);
    const oneByOne = await applyIn(
      'one_by_one',
      [...before, ...batch].map((e) => [e]),
    );
    expect(batched).toEqual(oneByOne);
    const load = (id: string) => batched.find((r) => r.order_id === id)?.load_bucket;
    expect([load('a02'), load('a03'), load('a10'), load('a19')]).toEqual([0, 1, 2, 3]);
    expect([load('b1'), load('b2'), load('b3'), load('b4')]).toEqual([2, 3, 3, 3]);
    expect(batched.find((r) => r.order_id === 'a00')).toMatchObject({
      state: 'ready',
      minutes: 4,
    });
  });
});
