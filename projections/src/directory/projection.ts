import type pg from 'pg';
import type { RestaurantEvent } from '@pickup/domain/catalog/restaurant';
import type { MenuEvent } from '@pickup/domain/catalog/menu-types';
import type { RecordedEvent } from '@pickup/domain/eventstore/types';
import type { Projection } from '../runner/projection';
import { applyUsers, userItem, type UserItem } from './users';

/**
 * The `order_directory` read model: what ordering needs to know about other features,
 * kept from their events so ordering never waits on their queries. Restaurants (ownership,
 * hours, zone, the card shown in favourites), which menus a restaurant has (to price an
 * order) and the customers' names for staff. Names are personal data: UserDeleted blanks
 * them, and a rebuild after crypto-shredding reads `pii` as null, so nothing comes back.
 */
export const ORDER_DIRECTORY_PROJECTION = 'order_directory';

const ddl = `
CREATE TABLE restaurants (
  id text PRIMARY KEY,
  version bigint NOT NULL,
  owner_id text NOT NULL,
  name text NOT NULL,
  cuisine text NOT NULL,
  description text NOT NULL,
  address text NOT NULL,
  phone text NOT NULL,
  image_url text,
  rating numeric(3,2) NOT NULL,
  estimated_pickup_time integer NOT NULL,
  hours jsonb,
  timezone text NOT NULL,
  is_active boolean NOT NULL,
  slot_capacity jsonb,
  deleted boolean NOT NULL DEFAULT false
);
CREATE INDEX restaurants_owner ON restaurants (owner_id) WHERE NOT deleted;

CREATE TABLE menus (
  id text PRIMARY KEY,
  restaurant_id text NOT NULL,
  deleted boolean NOT NULL DEFAULT false
);
CREATE INDEX menus_restaurant ON menus (restaurant_id) WHERE NOT deleted;

CREATE TABLE users (
  id text PRIMARY KEY,
  first_name text,
  last_name text,
  email text,
  phone text,
  deleted boolean NOT NULL DEFAULT false
);
`;

/** Restaurant event field → column, for the fields ordering keeps. */
const COLUMNS: Record<string, string> = {
  ownerId: 'owner_id',
  name: 'name',
  cuisine: 'cuisine',
  description: 'description',
  address: 'address',
  phone: 'phone',
  rating: 'rating',
  estimatedPickupTime: 'estimated_pickup_time',
  hours: 'hours',
  timezone: 'timezone',
  isActive: 'is_active',
};

async function applyRestaurant(tx: pg.PoolClient, event: RestaurantEvent, version: string) {
  switch (event.type) {
    case 'RestaurantCreated': {
      const r = event.data;
      await tx.query(
        `INSERT INTO restaurants (id, version, owner_id, name, cuisine, description, address,
           phone, image_url, rating, estimated_pickup_time, hours, timezone, is_active)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
         ON CONFLICT (id) DO NOTHING`,
        [
          r.id,
          version,
          r.ownerId,
          r.name,
          r.cuisine,
          r.description,
          r.address,
          r.phone,
          r.imageUrl,
          r.rating,
          r.estimatedPickupTime,
          r.hours === null ? null : JSON.stringify(r.hours),
          r.timezone,
          r.isActive,
        ],
      );
      return;
    }
    case 'RestaurantUpdated': {
      const entries = Object.entries(event.data.changes).filter(([k]) => k in COLUMNS);
      const sets = entries.map(([k], i) => `${COLUMNS[k]} = $${i + 3}`);
      const values = entries.map(([k, v]) => (k === 'hours' && v !== null ? JSON.stringify(v) : v));
      await setRestaurant(tx, event.data.restaurantId, version, sets, values);
      return;
    }
    case 'RestaurantImageChanged':
      await setRestaurant(
        tx,
        event.data.restaurantId,
        version,
        ['image_url = $3'],
        [event.data.imageUrl],
      );
      return;
    case 'RestaurantDeleted':
      await setRestaurant(tx, event.data.restaurantId, version, ['deleted = true'], []);
      return;
    case 'SlotCapacitySet':
      await setRestaurant(
        tx,
        event.data.restaurantId,
        version,
        ['slot_capacity = $3'],
        [JSON.stringify(event.data.capacity)],
      );
      return;
    // Kitchen controls are not part of the directory.
    case 'OrderingPaused':
    case 'OrderingResumed':
    case 'RushModeSet':
    case 'RushModeEnded':
    case 'SpecialDaySet':
    case 'SpecialDayRemoved':
      return;
    default: {
      const _never: never = event;
      return _never;
    }
  }
}

/** Stream versions make a replayed event a no-op. */
function setRestaurant(
  tx: pg.PoolClient,
  id: string,
  version: string,
  sets: string[],
  values: unknown[],
) {
  return tx.query(
    `UPDATE restaurants SET ${['version = $2', ...sets].join(', ')}
     WHERE id = $1 AND version < $2`,
    [id, version, ...values],
  );
}

/** The menu events this model keeps; the others (most of a menu's history) change nothing. */
const MENU_TYPES = ['MenuCreated', 'MenuDeleted'];

async function applyMenu(tx: pg.PoolClient, event: MenuEvent) {
  if (event.type === 'MenuCreated') {
    await tx.query(
      `INSERT INTO menus (id, restaurant_id) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING`,
      [event.data.menuId, event.data.restaurantId],
    );
  } else if (event.type === 'MenuDeleted') {
    await tx.query('UPDATE menus SET deleted = true WHERE id = $1', [event.data.menuId]);
  }
}

async function applyOne(tx: pg.PoolClient, recorded: RecordedEvent): Promise<void> {
  const event = { type: recorded.type, data: recorded.data };
  if (recorded.stream.startsWith('restaurant-')) {
    await applyRestaurant(tx, event as RestaurantEvent, recorded.version.toString());
  } else if (recorded.stream.startsWith('menu-')) {
    await applyMenu(tx, event as MenuEvent);
  } else if (recorded.stream.startsWith('user-')) {
    const user = userItem(recorded);
    if (user) await applyUsers(tx, [user]);
  }
}

/**
 * Restaurant, menu and user events each write their own table, so a batch's user events can
 * wait for one bulk apply at its end while the others are applied one by one in order.
 */
async function applyMany(tx: pg.PoolClient, events: readonly RecordedEvent[]): Promise<void> {
  const users: UserItem[] = [];
  for (const recorded of events) {
    if (recorded.stream.startsWith('user-')) {
      const user = userItem(recorded);
      if (user) users.push(user);
    } else if (!recorded.stream.startsWith('menu-') || MENU_TYPES.includes(recorded.type)) {
      await applyOne(tx, recorded);
    }
  }
  if (users.length > 0) await applyUsers(tx, users);
}

export const orderDirectoryProjection: Projection = {
  name: ORDER_DIRECTORY_PROJECTION,
  version: 2,
  ddl,
  filter: { streamPrefixes: ['restaurant-', 'menu-', 'user-'] },
  apply: applyMany,
};
