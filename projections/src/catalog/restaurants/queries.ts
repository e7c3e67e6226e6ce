import type pg from 'pg';
import { boundingBox, EARTH_RADIUS_KM, KM_PER_MILE } from '@pickup/domain/catalog/geo';
import type { WeeklyHours } from '@pickup/domain/catalog/hours-types';
import type { Restaurant } from '@pickup/domain/catalog/restaurant';
import type { ServiceState } from '@pickup/domain/catalog/service-controls';
import type { Cuisine, DistanceUnit, NotificationPreference } from '@pickup/domain/catalog/schemas';

/** Reads of the `restaurants` read model (projection in ./projection.ts). */

type Db = Pick<pg.Pool, 'query'>;

/** Every stored field; the api decides which of them a caller may see. */
export interface RestaurantRecord extends Restaurant {
  createdAt: string;
  updatedAt: string;
  /** Pause and rush as last set, expiry included: judge them with serviceStatusAt. */
  service: ServiceState;
}

const COLUMNS = `id, owner_id, name, description, cuisine, address, phone, image_url, latitude,
  longitude, hours, timezone, tax_rate, estimated_pickup_time, notification_email,
  notification_phone, notification_preference, rating, is_active, paused_until, pause_reason,
  rush_minutes, rush_until, no_show_after_minutes, check_pickup_code, remind_after_minutes, largest_order_cents, created_at,
  updated_at`;

interface Row {
  id: string;
  owner_id: string;
  name: string;
  description: string;
  cuisine: Cuisine;
  address: string;
  phone: string;
  image_url: string | null;
  latitude: number | null;
  longitude: number | null;
  hours: WeeklyHours | null;
  timezone: string;
  /** numeric(5,4) arrives as its decimal text, e.g. "0.0875". */
  tax_rate: string;
  estimated_pickup_time: number;
  notification_email: string;
  notification_phone: string;
  notification_preference: NotificationPreference;
  rating: string;
  is_active: boolean;
  paused_until: Date | null;
  pause_reason: string | null;
  rush_minutes: number;
  rush_until: Date | null;
  no_show_after_minutes: number;
  check_pickup_code: boolean;
  remind_after_minutes: number;
  largest_order_cents: number;
  created_at: Date;
  updated_at: Date;
}

function toRecord(row: Row): RestaurantRecord {
  return {
    id: row.id,
    ownerId: row.owner_id,
    name: row.name,
    description: row.description,
    cuisine: row.cuisine,
    address: row.address,
    phone: row.phone,
    imageUrl: row.image_url,
    latitude: row.latitude,
    longitude: row.longitude,
    hours: row.hours,
    timezone: row.timezone,
    taxRate: row.tax_rate,
    estimatedPickupTime: row.estimated_pickup_time,
    notificationEmail: row.notification_email,
    notificationPhone: row.notification_phone,
    notificationPreference: row.notification_preference,
    rating: Number(row.rating),
    isActive: row.is_active,
    noShowAfterMinutes: row.no_show_after_minutes,
    checkPickupCode: row.check_pickup_code,
    remindAfterMinutes: row.remind_after_minutes,
    largestOrderCents: row.largest_order_cents,
    service: {
      pausedUntil: row.paused_until?.toISOString() ?? null,
      pauseReason: row.pause_reason,
      rush: row.rush_until
        ? { extraMinutes: row.rush_minutes, until: row.rush_until.toISOString() }
        : null,
    },
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** Which restaurants a caller may see in lists. */
export type Visibility =
  { kind: 'active' } | { kind: 'active_or_owned_by'; ownerId: string } | { kind: 'all' };

function visibilityClause(v: Visibility, params: unknown[]): string {
  switch (v.kind) {
    case 'active':
      return 'is_active';
    case 'active_or_owned_by':
      params.push(v.ownerId);
      return `(is_active OR owner_id = $${params.length})`;
    case 'all':
      return 'true';
    default: {
      const _never: never = v;
      return _never;
    }
  }
}

/**
 * Which restaurants a list may show besides what visibility allows (DECISIONS 27): those
 * with an orderable menu (ids from the menus read model), and any of `alsoOwnedBy`'s own.
 * Absent: no such limit (admins).
 */
export interface Listed {
  ids: readonly string[];
  alsoOwnedBy?: string;
}

function listedClause(listed: Listed | undefined, params: unknown[], alias = ''): string {
  if (!listed) return 'true';
  params.push(listed.ids);
  const ids = `${alias}id = ANY($${params.length}::text[])`;
  if (listed.alsoOwnedBy === undefined) return ids;
  params.push(listed.alsoOwnedBy);
  return `(${ids} OR ${alias}owner_id = $${params.length})`;
}

/** GET /api/restaurants: by name, optionally one cuisine. */
export async function listRestaurants(
  db: Db,
  opts: { visibility: Visibility; cuisine?: string; listed?: Listed },
): Promise<RestaurantRecord[]> {
  const params: unknown[] = [];
  const where = [visibilityClause(opts.visibility, params), listedClause(opts.listed, params)];
  if (opts.cuisine !== undefined) {
    params.push(opts.cuisine);
    where.push(`cuisine = $${params.length}`);
  }
  const { rows } = await db.query<Row>(
    `SELECT ${COLUMNS} FROM rm_restaurants.restaurants WHERE ${where.join(' AND ')}
     ORDER BY lower(name), name, id`,
    params,
  );
  return rows.map(toRecord);
}

/** One restaurant, active or not; null when unknown or deleted. */
export async function getRestaurant(db: Db, id: string): Promise<RestaurantRecord | null> {
  const { rows } = await db.query<Row>(
    `SELECT ${COLUMNS} FROM rm_restaurants.restaurants WHERE id = $1`,
    [id],
  );
  return rows[0] ? toRecord(rows[0]) : null;
}

/** The restaurants an owner runs, active or not, by name (their data export). */
export async function restaurantsOwnedBy(db: Db, ownerId: string): Promise<RestaurantRecord[]> {
  const { rows } = await db.query<Row>(
    `SELECT ${COLUMNS} FROM rm_restaurants.restaurants WHERE owner_id = $1
     ORDER BY lower(name), name, id`,
    [ownerId],
  );
  return rows.map(toRecord);
}

/** Ids of the restaurants an owner runs (for "owners act only on their own"). */
export async function restaurantIdsOwnedBy(db: Db, ownerId: string): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    'SELECT id FROM rm_restaurants.restaurants WHERE owner_id = $1 ORDER BY id',
    [ownerId],
  );
  return rows.map((r) => r.id);
}

export interface NearbySearch {
  lat: number;
  lng: number;
  radius: number;
  unit: DistanceUnit;
  limit: number;
}

export type NearbyRecord = RestaurantRecord & { distance: number };

/**
 * Active restaurants within `radius` of the point, closest first. The bounding box is an
 * index range on (latitude, longitude); the exact haversine distance, in the unit asked,
 * then filters and sorts only the rows inside the box.
 */
export async function nearbyRestaurants(
  db: Db,
  q: NearbySearch,
  listed?: Listed,
): Promise<NearbyRecord[]> {
  const box = boundingBox({ lat: q.lat, lng: q.lng }, q.radius, q.unit);
  const earthRadius = q.unit === 'km' ? EARTH_RADIUS_KM : EARTH_RADIUS_KM / KM_PER_MILE;
  // A box crossing the antimeridian has minLng > maxLng: two longitude ranges.
  const lngClause =
    box.minLng <= box.maxLng
      ? 'longitude BETWEEN $5 AND $6'
      : '(longitude >= $5 OR longitude <= $6)';
  const params: unknown[] = [
    q.lat,
    q.lng,
    box.minLat,
    box.maxLat,
    box.minLng,
    box.maxLng,
    earthRadius,
    q.radius,
    q.limit,
  ];
  const { rows } = await db.query<Row & { distance: number }>(
    `SELECT * FROM (
       SELECT ${COLUMNS},
         2 * $7::float8 * asin(least(1, sqrt(
           power(sin(radians(latitude - $1::float8) / 2), 2) +
           cos(radians($1::float8)) * cos(radians(latitude)) *
           power(sin(radians(longitude - $2::float8) / 2), 2)))) AS distance
       FROM rm_restaurants.restaurants
       WHERE is_active AND latitude IS NOT NULL AND longitude IS NOT NULL
         AND latitude BETWEEN $3 AND $4 AND ${lngClause} AND ${listedClause(listed, params)}
     ) AS boxed
     WHERE distance <= $8
     ORDER BY distance, lower(name), id
     LIMIT $9`,
    params,
  );
  return rows.map((row) => ({ ...toRecord(row), distance: row.distance }));
}

export type PopularRecord = RestaurantRecord & { orderCount: number };

export const POPULAR_WINDOW_DAYS = 30;

/** Active restaurants by orders placed in the 30 days before `now`, then by name. */
export async function popularRestaurants(
  db: Db,
  opts: { now: Date; limit?: number; listed?: Listed },
): Promise<PopularRecord[]> {
  const since = new Date(opts.now.getTime() - POPULAR_WINDOW_DAYS * 24 * 60 * 60 * 1000);
  const params: unknown[] = [since, opts.now, opts.limit ?? null];
  const listed = listedClause(opts.listed, params, 'r.');
  const { rows } = await db.query<Row & { order_count: number }>(
    `SELECT ${COLUMNS.replace(/(\w+)/g, 'r.$1')}, coalesce(c.n, 0)::int AS order_count
     FROM rm_restaurants.restaurants r
     LEFT JOIN (
       SELECT restaurant_id, count(*) AS n FROM rm_restaurants.restaurant_orders
       WHERE placed_at > $1 AND placed_at <= $2 GROUP BY restaurant_id
     ) c ON c.restaurant_id = r.id
     WHERE r.is_active AND ${listed}
     ORDER BY order_count DESC, lower(r.name), r.name, r.id
     LIMIT $3`,
    params,
  );
  return rows.map((row) => ({ ...toRecord(row), orderCount: row.order_count }));
}
