import type pg from 'pg';
import type { RecordedEvent } from '@pickup/domain/eventstore/types';
import type { FavoritesEvent } from '@pickup/domain/favorites/favorites';
import type { RestaurantCard } from '../directory/contract';
import { DIRECTORY_RESTAURANTS, RESTAURANT_CARD_SQL } from '../directory/queries';
import type { Projection } from '../runner/projection';
import type { FavoriteRestaurant } from './contract';

/**
 * The `favorites` read model: which restaurants each user marked, when. The cards shown
 * come from the `order_directory` restaurants, so a deleted restaurant drops out of lists.
 */
export const FAVORITES_PROJECTION = 'favorites';

const ddl = `
CREATE TABLE favorites (
  user_id text NOT NULL,
  restaurant_id text NOT NULL,
  added_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, restaurant_id)
);
`;

interface PairOutcome {
  userId: string;
  restaurantId: string;
  /** Removed at some point in the batch: the row goes first. */
  removed: boolean;
  /** The first addition after the last removal, which the row then keeps. */
  addedAt: string | null;
}

/**
 * A batch folded per (user, restaurant) in memory, then one DELETE and one INSERT: the same
 * rows as applying the events one by one, since only the last removal and the first addition
 * after it matter.
 */
async function applyMany(tx: pg.PoolClient, events: readonly RecordedEvent[]): Promise<void> {
  const pairs = new Map<string, PairOutcome>();
  for (const recorded of events) {
    const event = { type: recorded.type, data: recorded.data } as FavoritesEvent;
    const { userId, restaurantId, at } = event.data;
    const key = JSON.stringify([userId, restaurantId]);
    const pair = pairs.get(key) ?? { userId, restaurantId, removed: false, addedAt: null };
    pairs.set(key, pair);
    if (event.type === 'FavoriteRemoved') {
      pair.removed = true;
      pair.addedAt = null;
    } else pair.addedAt ??= at;
  }
  const removed = [...pairs.values()].filter((p) => p.removed);
  const added = [...pairs.values()].filter((p) => p.addedAt !== null);
  if (removed.length > 0)
    await tx.query(
      `DELETE FROM favorites f USING unnest($1::text[], $2::text[]) AS r(user_id, restaurant_id)
       WHERE f.user_id = r.user_id AND f.restaurant_id = r.restaurant_id`,
      [removed.map((p) => p.userId), removed.map((p) => p.restaurantId)],
    );
  if (added.length > 0)
    await tx.query(
      `INSERT INTO favorites (user_id, restaurant_id, added_at)
       SELECT * FROM unnest($1::text[], $2::text[], $3::timestamptz[]) ON CONFLICT DO NOTHING`,
      [added.map((p) => p.userId), added.map((p) => p.restaurantId), added.map((p) => p.addedAt)],
    );
}

export const favoritesProjection: Projection = {
  name: FAVORITES_PROJECTION,
  version: 1,
  ddl,
  filter: { streamPrefixes: ['favorites-'] },
  apply: applyMany,
};

type Db = Pick<pg.Pool, 'query'>;

export type { FavoriteRestaurant };

/** A user's favourite restaurants that still exist, most recently added first. */
export async function favoriteRestaurants(db: Db, userId: string): Promise<FavoriteRestaurant[]> {
  const { rows } = await db.query<RestaurantCard & { favoritedAt: Date }>(
    `SELECT ${RESTAURANT_CARD_SQL}, f.added_at AS "favoritedAt"
     FROM rm_favorites.favorites f JOIN ${DIRECTORY_RESTAURANTS} r ON r.id = f.restaurant_id
     WHERE f.user_id = $1 AND NOT r.deleted
     ORDER BY f.added_at DESC, r.name, r.id`,
    [userId],
  );
  return rows.map((r) => ({ ...r, favoritedAt: r.favoritedAt.toISOString() }));
}
