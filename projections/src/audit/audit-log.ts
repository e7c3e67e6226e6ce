import type pg from 'pg';
import type { RecordedEvent } from '@pickup/domain/eventstore/types';
import type { Projection } from '../runner/projection';
import { parseStream } from './streams';
import { batchNames, ENTRY_NAMES_DDL } from './entry-names';
import { summarize } from './summarize';

/**
 * The `audit_log` read model: one row per event of every stream, newest first for admins,
 * filterable by actor, type, restaurant and time. Summaries hold no personal data (see
 * summary-people.ts), so crypto-shredding an account needs nothing here; names of actors
 * are looked up when the log is read.
 */
export const AUDIT_LOG_PROJECTION = 'audit_log';

const ddl = `
CREATE TABLE audit_log (
  stream text NOT NULL,
  version bigint NOT NULL,
  position text NOT NULL,
  event_id text NOT NULL,
  stream_kind text NOT NULL,
  type text NOT NULL,
  at timestamptz NOT NULL,
  actor_id text,
  actor_role text,
  restaurant_id text,
  summary text NOT NULL,
  PRIMARY KEY (stream, version)
);
CREATE INDEX audit_log_newest ON audit_log (at DESC, position DESC);
CREATE INDEX audit_log_actor ON audit_log (actor_id, at DESC);
CREATE INDEX audit_log_type ON audit_log (type, at DESC);
CREATE INDEX audit_log_restaurant ON audit_log (restaurant_id, at DESC);
-- Later events of a menu or an order do not name the restaurant; these remember it.
CREATE TABLE menu_restaurants (menu_id text PRIMARY KEY, restaurant_id text NOT NULL);
CREATE TABLE order_restaurants (order_id text PRIMARY KEY, restaurant_id text NOT NULL);
${ENTRY_NAMES_DDL}`;

interface Row {
  stream: string;
  version: string;
  position: string;
  eventId: string;
  kind: string;
  type: string;
  at: string;
  actorId: string | null;
  actorRole: string | null;
  /** Known from the event itself; else looked up through menuId / orderId. */
  restaurantId: string | null;
  menuId: string | null;
  orderId: string | null;
  summary: string;
}

function restaurantIdIn(data: unknown): string | null {
  if (typeof data !== 'object' || data === null) return null;
  const id = (data as { restaurantId?: unknown }).restaurantId;
  return typeof id === 'string' ? id : null;
}

function toRow(event: RecordedEvent, summary: string): Row {
  const { kind, id } = parseStream(event.stream);
  return {
    stream: event.stream,
    version: event.version.toString(),
    position: event.checkpoint,
    eventId: event.id,
    kind,
    type: event.type,
    at: event.metadata.at || event.recordedAt,
    actorId: event.metadata.actorId,
    actorRole: event.metadata.actorRole,
    restaurantId: kind === 'restaurant' ? id : restaurantIdIn(event.data),
    menuId: kind === 'menu' ? id : null,
    orderId: kind === 'order' ? id : null,
    summary,
  };
}

// Looked up one key at a time, only for rows that do not name their restaurant: a join made
// Postgres hash the whole of order_restaurants (every order so far) for every batch.
const INSERT_LOG = `
INSERT INTO audit_log (stream, version, position, event_id, stream_kind, type, at, actor_id,
  actor_role, restaurant_id, summary)
SELECT x.stream, x.version, x.position, x.event_id, x.kind, x.type, x.at, x.actor_id,
  x.actor_role,
  COALESCE(x.restaurant_id,
    (SELECT m.restaurant_id FROM menu_restaurants m WHERE m.menu_id = x.menu_id),
    (SELECT o.restaurant_id FROM order_restaurants o WHERE o.order_id = x.order_id)),
  x.summary
FROM unnest($1::text[], $2::bigint[], $3::text[], $4::text[], $5::text[], $6::text[],
  $7::timestamptz[], $8::text[], $9::text[], $10::text[], $11::text[], $12::text[], $13::text[])
  AS x(stream, version, position, event_id, kind, type, at, actor_id, actor_role, restaurant_id,
       menu_id, order_id, summary)
ON CONFLICT DO NOTHING`;

async function remember(
  tx: pg.PoolClient,
  table: 'menu_restaurants' | 'order_restaurants',
  column: 'menu_id' | 'order_id',
  pairs: [string, string][],
): Promise<void> {
  if (pairs.length === 0) return;
  await tx.query(
    `INSERT INTO ${table} (${column}, restaurant_id)
     SELECT * FROM unnest($1::text[], $2::text[]) ON CONFLICT DO NOTHING`,
    [pairs.map((p) => p[0]), pairs.map((p) => p[1])],
  );
}

/** A whole batch in five statements: a rebuild replays every event of the system. */
async function applyMany(tx: pg.PoolClient, events: readonly RecordedEvent[]): Promise<void> {
  // Only menu events name entries; a batch of orders has none to look up or learn.
  const names = events.some((e) => parseStream(e.stream).kind === 'menu')
    ? await batchNames(tx, events)
    : null;
  const rows = events.map((event) =>
    toRow(
      event,
      names
        ? names.summarize(event, (entries) => summarize(event, undefined, entries))
        : summarize(event),
    ),
  );
  await names?.save();
  const menus: [string, string][] = [];
  const orders: [string, string][] = [];
  for (const r of rows) {
    if (!r.restaurantId) continue;
    if (r.menuId && r.type === 'MenuCreated') menus.push([r.menuId, r.restaurantId]);
    if (r.orderId && r.type === 'OrderPlaced') orders.push([r.orderId, r.restaurantId]);
  }
  await remember(tx, 'menu_restaurants', 'menu_id', menus);
  await remember(tx, 'order_restaurants', 'order_id', orders);
  const col = <K extends keyof Row>(k: K) => rows.map((r) => r[k]);
  await tx.query(INSERT_LOG, [
    col('stream'),
    col('version'),
    col('position'),
    col('eventId'),
    col('kind'),
    col('type'),
    col('at'),
    col('actorId'),
    col('actorRole'),
    col('restaurantId'),
    col('menuId'),
    col('orderId'),
    col('summary'),
  ]);
}

export const auditLogProjection: Projection = {
  name: AUDIT_LOG_PROJECTION,
  // 2: menu entries named in summaries (menu_entry_names); a rebuild fills it.
  // 3: favorites summaries without the restaurant's id.
  version: 3,
  ddl,
  // The primary key too: it only skips an event applied again, which a rebuild never does.
  queryIndexes: [
    'audit_log_pkey',
    'audit_log_newest',
    'audit_log_actor',
    'audit_log_type',
    'audit_log_restaurant',
  ],
  apply: applyMany,
};
