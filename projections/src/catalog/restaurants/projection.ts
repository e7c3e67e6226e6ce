import type pg from 'pg';
import type { RecordedEvent } from '@pickup/domain/eventstore/types';
import type { RestaurantChanges, RestaurantEvent } from '@pickup/domain/catalog/restaurant';
import type { OrderPlaced } from '@pickup/domain/ordering/order';
import type { Projection } from '../../runner/projection';
import { RESTAURANT_SERVICE_CHANNEL } from './service-channel';
import { RESTAURANTS_DDL } from './schema';

/**
 * The `restaurants` read model: one row per live restaurant (deleted ones are removed, so
 * the menus read model, which listens to RestaurantDeleted too, and this one cascade
 * together), plus one row per placed order for the 30-day popularity count (DECISIONS 18).
 * Rows carry the stream version they reflect, so an event seen twice changes nothing.
 */
export const RESTAURANTS_PROJECTION = 'restaurants';

/** Event field → column, for RestaurantUpdated's partial changes. */
const COLUMN_OF: Record<keyof RestaurantChanges, string> = {
  ownerId: 'owner_id',
  name: 'name',
  description: 'description',
  cuisine: 'cuisine',
  address: 'address',
  phone: 'phone',
  latitude: 'latitude',
  longitude: 'longitude',
  hours: 'hours',
  timezone: 'timezone',
  taxRate: 'tax_rate',
  estimatedPickupTime: 'estimated_pickup_time',
  notificationEmail: 'notification_email',
  notificationPhone: 'notification_phone',
  notificationPreference: 'notification_preference',
  rating: 'rating',
  isActive: 'is_active',
  noShowAfterMinutes: 'no_show_after_minutes',
  checkPickupCode: 'check_pickup_code',
  remindAfterMinutes: 'remind_after_minutes',
  largestOrderCents: 'largest_order_cents',
};

const jsonColumn = (key: string, value: unknown) =>
  key === 'hours' && value !== null ? JSON.stringify(value) : value;

async function applyRestaurant(
  tx: pg.PoolClient,
  event: RestaurantEvent,
  version: string,
  at: string,
): Promise<void> {
  switch (event.type) {
    case 'RestaurantCreated': {
      const r = event.data;
      await tx.query(
        `INSERT INTO restaurants (id, version, owner_id, name, description, cuisine, address,
           phone, image_url, latitude, longitude, hours, timezone, tax_rate,
           estimated_pickup_time, notification_email, notification_phone,
           notification_preference, rating, is_active, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17,
           $18, $19, $20, $21, $21)
         ON CONFLICT (id) DO NOTHING`,
        [
          r.id,
          version,
          r.ownerId,
          r.name,
          r.description,
          r.cuisine,
          r.address,
          r.phone,
          r.imageUrl,
          r.latitude,
          r.longitude,
          r.hours === null ? null : JSON.stringify(r.hours),
          r.timezone,
          r.taxRate,
          r.estimatedPickupTime,
          r.notificationEmail,
          r.notificationPhone,
          r.notificationPreference,
          r.rating,
          r.isActive,
          at,
        ],
      );
      return;
    }
    case 'RestaurantUpdated': {
      const entries = (Object.keys(event.data.changes) as (keyof RestaurantChanges)[]).filter(
        (k) => k in COLUMN_OF,
      );
      const sets = entries.map((k, i) => `${COLUMN_OF[k]} = $${i + 4}`);
      const values = entries.map((k) => jsonColumn(k, event.data.changes[k]));
      await update(tx, event.data.restaurantId, version, at, sets, values);
      return;
    }
    case 'RestaurantImageChanged':
      await update(
        tx,
        event.data.restaurantId,
        version,
        at,
        ['image_url = $4'],
        [event.data.imageUrl],
      );
      return;
    case 'RestaurantDeleted':
      await tx.query('DELETE FROM restaurants WHERE id = $1', [event.data.restaurantId]);
      await tx.query('DELETE FROM restaurant_orders WHERE restaurant_id = $1', [
        event.data.restaurantId,
      ]);
      return;
    // Kitchen controls: stored with their expiry; readers judge them with their own `now`.
    case 'OrderingPaused':
      await announce(
        tx,
        event.data.restaurantId,
        await update(
          tx,
          event.data.restaurantId,
          version,
          at,
          ['paused_until = $4', 'pause_reason = $5'],
          [event.data.until, event.data.reason],
        ),
      );
      return;
    case 'OrderingResumed':
      await announce(
        tx,
        event.data.restaurantId,
        await update(
          tx,
          event.data.restaurantId,
          version,
          at,
          ['paused_until = NULL', 'pause_reason = NULL'],
          [],
        ),
      );
      return;
    case 'RushModeSet':
      await announce(
        tx,
        event.data.restaurantId,
        await update(
          tx,
          event.data.restaurantId,
          version,
          at,
          ['rush_minutes = $4', 'rush_until = $5'],
          [event.data.extraMinutes, event.data.until],
        ),
      );
      return;
    case 'RushModeEnded':
      await announce(
        tx,
        event.data.restaurantId,
        await update(
          tx,
          event.data.restaurantId,
          version,
          at,
          ['rush_minutes = 0', 'rush_until = NULL'],
          [],
        ),
      );
      return;
    case 'SlotCapacitySet':
      // Kept by the order directory, which ordering reads.
      return;
    case 'SpecialDaySet':
    case 'SpecialDayRemoved':
      // Kept by the special-days read model.
      return;
    default: {
      const _never: never = event;
      return _never;
    }
  }
}

function update(
  tx: pg.PoolClient,
  id: string,
  version: string,
  at: string,
  sets: string[],
  values: unknown[],
) {
  return tx.query(
    `UPDATE restaurants SET ${['version = $2', 'updated_at = $3', ...sets].join(', ')}
     WHERE id = $1 AND version < $2`,
    [id, version, at, ...values],
  );
}

/**
 * Screens showing the restaurant (its page, checkout, the board) learn of a kitchen control
 * at once; only for a row that changed, and never from a rebuild.
 */
async function announce(tx: pg.PoolClient, restaurantId: string, result: pg.QueryResult) {
  if (result.rowCount === 0) return;
  await tx.query(`SELECT pg_notify($1, $2) WHERE current_schema() NOT LIKE '%\\_\\_rebuild'`, [
    RESTAURANT_SERVICE_CHANNEL,
    restaurantId,
  ]);
}

async function applyOne(tx: pg.PoolClient, recorded: RecordedEvent): Promise<void> {
  if (recorded.type === 'OrderPlaced') {
    const order = recorded.data as OrderPlaced['data'];
    await tx.query(
      `INSERT INTO restaurant_orders (order_id, restaurant_id, placed_at) VALUES ($1, $2, $3)
       ON CONFLICT (order_id) DO NOTHING`,
      [order.orderId, order.restaurantId, order.placedAt],
    );
    return;
  }
  if (!recorded.stream.startsWith('restaurant-')) return;
  const event = { type: recorded.type, data: recorded.data } as RestaurantEvent;
  await applyRestaurant(tx, event, recorded.version.toString(), recorded.metadata.at);
}

type OrderRow = [orderId: string, restaurantId: string, placedAt: string];

async function insertOrders(tx: pg.PoolClient, rows: OrderRow[]): Promise<void> {
  await tx.query(
    `INSERT INTO restaurant_orders (order_id, restaurant_id, placed_at)
     SELECT * FROM unnest($1::text[], $2::text[], $3::timestamptz[])
     ON CONFLICT (order_id) DO NOTHING`,
    [rows.map((r) => r[0]), rows.map((r) => r[1]), rows.map((r) => r[2])],
  );
}

/**
 * Orders, most of the log, in one INSERT per batch; restaurant events in order as they come.
 * Only a deletion touches placed orders, so the orders before it go in first.
 */
async function applyMany(tx: pg.PoolClient, events: readonly RecordedEvent[]): Promise<void> {
  let orders: OrderRow[] = [];
  for (const recorded of events) {
    if (recorded.type === 'OrderPlaced') {
      const order = recorded.data as OrderPlaced['data'];
      orders.push([order.orderId, order.restaurantId, order.placedAt]);
      continue;
    }
    if (recorded.type === 'RestaurantDeleted' && orders.length > 0) {
      await insertOrders(tx, orders);
      orders = [];
    }
    await applyOne(tx, recorded);
  }
  if (orders.length > 0) await insertOrders(tx, orders);
}

/** Every restaurant event (the compiler keeps the list complete) and placed orders. */
const RESTAURANT_EVENTS: Record<RestaurantEvent['type'], true> = {
  RestaurantCreated: true,
  RestaurantUpdated: true,
  RestaurantImageChanged: true,
  RestaurantDeleted: true,
  OrderingPaused: true,
  OrderingResumed: true,
  RushModeSet: true,
  RushModeEnded: true,
  SlotCapacitySet: true,
  SpecialDaySet: true,
  SpecialDayRemoved: true,
};
const ORDER_PLACED = 'OrderPlaced' satisfies OrderPlaced['type'];

export const restaurantsProjection: Projection = {
  name: RESTAURANTS_PROJECTION,
  // 2: pause and rush mode (issue 15). 3: check pickup code at handover (issue 31).
  // 4: minutes before a ready order's reminder (issue 31). 5: largest order without a call.
  version: 5,
  ddl: RESTAURANTS_DDL,
  // Orders change many times after they are placed; only the placement counts here.
  filter: {
    streamPrefixes: ['restaurant-', 'order-'],
    eventTypes: [...Object.keys(RESTAURANT_EVENTS), ORDER_PLACED],
  },
  queryIndexes: ['restaurant_orders_recent'],
  apply: applyMany,
};
