import { NO_CAPACITY_LIMIT, type SlotCapacity } from '@pickup/domain/timing/capacity';
import type pg from 'pg';
import type { WeeklyHours } from '@pickup/domain/catalog/hours-types';

/** Reads of the `order_directory` read model (projection in ./projection.ts). */

type Db = Pick<pg.Pool, 'query'>;

const D = 'rm_order_directory';

export interface DirectoryRestaurant {
  id: string;
  ownerId: string;
  name: string;
  hours: WeeklyHours | null;
  timezone: string;
  isActive: boolean;
}

/** A live restaurant; null when unknown or deleted. */
export async function directoryRestaurant(
  db: Db,
  restaurantId: string,
): Promise<DirectoryRestaurant | null> {
  const { rows } = await db.query<{
    id: string;
    owner_id: string;
    name: string;
    hours: WeeklyHours | null;
    timezone: string;
    is_active: boolean;
  }>(
    `SELECT id, owner_id, name, hours, timezone, is_active FROM ${D}.restaurants
     WHERE id = $1 AND NOT deleted`,
    [restaurantId],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    id: row.id,
    ownerId: row.owner_id,
    name: row.name,
    hours: row.hours,
    timezone: row.timezone,
    isActive: row.is_active,
  };
}

/** A live restaurant's pickup slot capacity (no limit until set); null when unknown. */
export async function restaurantSlotCapacity(
  db: Db,
  restaurantId: string,
): Promise<SlotCapacity | null> {
  const { rows } = await db.query<{ slot_capacity: SlotCapacity | null }>(
    `SELECT slot_capacity FROM ${D}.restaurants WHERE id = $1 AND NOT deleted`,
    [restaurantId],
  );
  const row = rows[0];
  if (!row) return null;
  return row.slot_capacity ?? NO_CAPACITY_LIMIT;
}

/** Live restaurants an owner owns now. */
export async function restaurantIdsOwnedBy(db: Db, ownerId: string): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    `SELECT id FROM ${D}.restaurants WHERE owner_id = $1 AND NOT deleted ORDER BY id`,
    [ownerId],
  );
  return rows.map((r) => r.id);
}

/** Live menus of a restaurant, to price an order from. */
export async function menuIdsOfRestaurant(db: Db, restaurantId: string): Promise<string[]> {
  return (await menuIdsOfRestaurants(db, [restaurantId])).get(restaurantId) ?? [];
}

/** Live menus of each restaurant (an entry for every id asked, empty when none). */
export async function menuIdsOfRestaurants(
  db: Db,
  restaurantIds: readonly string[],
): Promise<Map<string, string[]>> {
  const menus = new Map(restaurantIds.map((id) => [id, [] as string[]]));
  const { rows } = await db.query<{ id: string; restaurant_id: string }>({
    name: 'directory_menu_ids',
    text: `SELECT id, restaurant_id FROM ${D}.menus
           WHERE restaurant_id = ANY($1) AND NOT deleted ORDER BY id`,
    values: [[...menus.keys()]],
  });
  for (const row of rows) menus.get(row.restaurant_id)?.push(row.id);
  return menus;
}

/** Accounts not deleted, whatever their role (admin "Total Users"). */
export async function countLiveUsers(db: Db): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ${D}.users WHERE NOT deleted`,
  );
  return rows[0]?.n ?? 0;
}

/** Live, active restaurants (admin "Active Restaurants"). */
export async function countActiveRestaurants(db: Db): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ${D}.restaurants WHERE is_active AND NOT deleted`,
  );
  return rows[0]?.n ?? 0;
}

/** The columns of a restaurant's card (`RestaurantCard`), from `DIRECTORY_RESTAURANTS` as `r`. */
export const RESTAURANT_CARD_SQL = `r.id, r.name, r.cuisine, r.description, r.address, r.phone,
  r.image_url AS "imageUrl", r.rating::float8 AS rating,
  r.estimated_pickup_time AS "estimatedPickupTime", r.is_active AS "isActive"`;

export const DIRECTORY_RESTAURANTS = `${D}.restaurants`;
