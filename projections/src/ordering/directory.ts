import type pg from 'pg';
import type { RestaurantEvent } from '@pickup/domain/catalog/restaurant';
import type { MenuEvent } from '@pickup/domain/catalog/menu-types';
import type { RecordedEvent } from '@pickup/domain/eventstore/types';
import type { UserEvent } from '@pickup/domain/identity/events';
import type { Projection } from '../runner/projection';
import { applyInRuns, type RunStep } from '../runner/runs';

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

/** After crypto-shredding the decrypting store hands `pii` over as null. */
interface ReadPii {
  email?: string;
  firstName?: string;
  lastName?: string;
  phone?: string | null;
}

async function applyUser(tx: pg.PoolClient, event: UserEvent) {
  const pii = ('pii' in event.data ? event.data.pii : null) as ReadPii | null;
  const { userId } = event.data;
  switch (event.type) {
    case 'UserRegistered':
      await tx.query(
        `INSERT INTO users (id, first_name, last_name, email, phone)
         VALUES ($1, $2, $3, $4, $5) ON CONFLICT (id) DO NOTHING`,
        [userId, pii?.firstName ?? null, pii?.lastName ?? null, pii?.email ?? null, pii?.phone],
      );
      return;
    case 'ProfileUpdated':
    case 'UserUpdatedByAdmin':
    case 'PhoneChanged':
      if (!pii) return;
      await tx.query(
        `UPDATE users SET first_name = COALESCE($2, first_name),
           last_name = COALESCE($3, last_name), email = COALESCE($4, email),
           phone = CASE WHEN $6 THEN $5 ELSE phone END
         WHERE id = $1 AND NOT deleted`,
        [
          userId,
          pii.firstName ?? null,
          pii.lastName ?? null,
          pii.email ?? null,
          pii.phone ?? null,
          'phone' in pii,
        ],
      );
      return;
    case 'UserDeleted':
      await tx.query(
        `UPDATE users SET first_name = NULL, last_name = NULL, email = NULL, phone = NULL,
           deleted = true WHERE id = $1`,
        [userId],
      );
      return;
    default:
      return;
  }
}

async function apply(tx: pg.PoolClient, recorded: RecordedEvent): Promise<void> {
  const event = { type: recorded.type, data: recorded.data };
  if (recorded.stream.startsWith('restaurant-')) {
    await applyRestaurant(tx, event as RestaurantEvent, recorded.version.toString());
  } else if (recorded.stream.startsWith('menu-')) {
    await applyMenu(tx, event as MenuEvent);
  } else if (recorded.stream.startsWith('user-')) {
    await applyUser(tx, event as UserEvent);
  }
}

type UserRow = [id: string, pii: ReadPii | null];

const USER_CHANGES = ['ProfileUpdated', 'UserUpdatedByAdmin', 'PhoneChanged', 'UserDeleted'];

/** Registrations go in bulk; menu and user events this model ignores do not cut a run. */
function step(recorded: RecordedEvent): RunStep<UserRow> {
  if (recorded.stream.startsWith('menu-'))
    return recorded.type === 'MenuCreated' || recorded.type === 'MenuDeleted' ? 'alone' : 'skip';
  if (!recorded.stream.startsWith('user-')) return 'alone';
  if (recorded.type === 'UserRegistered') {
    const data = recorded.data as { userId: string; pii: ReadPii | null };
    return { bulk: [data.userId, data.pii] };
  }
  return USER_CHANGES.includes(recorded.type) ? 'alone' : 'skip';
}

async function insertUsers(tx: pg.PoolClient, users: UserRow[]): Promise<void> {
  const col = (f: (pii: ReadPii | null) => unknown) => users.map(([, pii]) => f(pii));
  await tx.query(
    `INSERT INTO users (id, first_name, last_name, email, phone)
     SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[])
     ON CONFLICT (id) DO NOTHING`,
    [
      users.map(([id]) => id),
      col((p) => p?.firstName ?? null),
      col((p) => p?.lastName ?? null),
      col((p) => p?.email ?? null),
      col((p) => p?.phone ?? null),
    ],
  );
}

export const orderDirectoryProjection: Projection = {
  name: ORDER_DIRECTORY_PROJECTION,
  version: 1,
  ddl,
  filter: { streamPrefixes: ['restaurant-', 'menu-', 'user-'] },
  apply,
  applyMany: (tx, events) =>
    applyInRuns(
      events,
      step,
      (users) => insertUsers(tx, users),
      (e) => apply(tx, e),
    ),
};
