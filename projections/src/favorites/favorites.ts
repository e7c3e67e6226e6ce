import type pg from 'pg';
import type { RecordedEvent } from '@pickup/domain/eventstore/types';
import type { FavoritesEvent } from '@pickup/domain/favorites/favorites';
import {
  DIRECTORY_RESTAURANTS,
  RESTAURANT_CARD_SQL,
  type RestaurantCard,
} from '../ordering/directory-queries';
import type { Projection } from '../runner/projection';

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

async function apply(tx: pg.PoolClient, recorded: RecordedEvent): Promise<void> {
  const event = { type: recorded.type, data: recorded.data } as FavoritesEvent;
  const { userId, restaurantId, at } = event.data;
  switch (event.type) {
    case 'FavoriteAdded':
      await tx.query(
        `INSERT INTO favorites (user_id, restaurant_id, added_at) VALUES ($1, $2, $3)
         ON CONFLICT DO NOTHING`,
        [userId, restaurantId, at],
      );
      return;
    case 'FavoriteRemoved':
      await tx.query('DELETE FROM favorites WHERE user_id = $1 AND restaurant_id = $2', [
        userId,
        restaurantId,
      ]);
      return;
    default: {
      const _never: never = event;
      return _never;
    }
  }
}

export const favoritesProjection: Projection = {
  name: FAVORITES_PROJECTION,
  version: 1,
  ddl,
  filter: { streamPrefixes: ['favorites-'] },
  apply,
};

type Db = Pick<pg.Pool, 'query'>;

export type FavoriteRestaurant = RestaurantCard & { favoritedAt: string };

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
