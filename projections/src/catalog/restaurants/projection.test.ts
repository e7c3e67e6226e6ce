import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordedEvent } from '@pickup/domain/eventstore/types';
import { runnerDatabase } from '../../runner/test-support';
import type { TestDatabase } from '../../testing/test-database';
import { restaurantsProjection } from './projection';

let db: TestDatabase;
beforeAll(async () => {
  db = await runnerDatabase();
  await db.pool.query(
    `CREATE SCHEMA batch; SET search_path TO batch; ${restaurantsProjection.ddl}`,
  );
});
afterAll(async () => {
  await db.drop();
});

let position = 0;
function recorded(stream: string, type: string, data: object, version = 0): RecordedEvent {
  const at = '2030-01-01T12:00:00.000Z';
  return {
    id: `e${++position}`,
    stream,
    version: BigInt(version),
    type,
    data,
    metadata: { actorId: null, actorRole: null, correlationId: 'c', causationId: null, at },
    checkpoint: String(position).padStart(20, '0'),
    recordedAt: at,
  };
}

const placed = (orderId: string) =>
  recorded(`order-${orderId}`, 'OrderPlaced', {
    orderId,
    restaurantId: 'r1',
    placedAt: '2030-01-01T12:00:00.000Z',
  });

describe('restaurants projection batch', () => {
  it('drops the orders placed before a deletion in the same batch and keeps later ones', async () => {
    const tx = await db.pool.connect();
    try {
      await tx.query('BEGIN; SET LOCAL search_path TO batch, public');
      await restaurantsProjection.apply(tx, [
        placed('o1'),
        recorded('restaurant-r1', 'RestaurantDeleted', { restaurantId: 'r1' }, 3),
        placed('o2'),
      ]);
      const { rows } = await tx.query('SELECT order_id FROM restaurant_orders ORDER BY order_id');
      await tx.query('COMMIT');
      expect(rows).toEqual([{ order_id: 'o2' }]);
    } finally {
      tx.release();
    }
  });
});
