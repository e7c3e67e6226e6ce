import type pg from 'pg';
import type { AppendResult, StreamRead } from '@pickup/domain/eventstore/types';
import type { PendingAppend } from './batching';
import { EVENT_COLUMNS, toCheckpoint, toRecorded, type EventRow } from './postgres-rows';

/**
 * The statements behind the adapter's many-stream calls: many streams read in one query,
 * and appends to several streams committed in one transaction (what group commit sends).
 */

/**
 * The events of each named stream from a version on; a stream that does not exist, or has
 * nothing from that version, yields one row of nulls (with its version).
 *
 * `OFFSET 0` keeps each lateral lookup a per-name index probe. Flattened into joins, a plan
 * made while the tables were small (a prepared statement keeps its generic plan) hashes
 * the whole streams table on every read, and reads slow down as the store grows.
 */
export const READ_MANY_SQL = `
SELECT q.stream_id AS requested, s.version::text AS stream_version, page.*
FROM unnest($1::text[], $2::bigint[]) WITH ORDINALITY AS q(stream_id, from_version, n)
LEFT JOIN LATERAL (
  SELECT version FROM streams WHERE stream_id = q.stream_id OFFSET 0
) s ON true
LEFT JOIN LATERAL (
  SELECT ${EVENT_COLUMNS} FROM events e
  WHERE e.stream_id = q.stream_id AND e.version >= q.from_version AND s.version IS NOT NULL
  OFFSET 0
) page ON true
ORDER BY q.n, page.version::bigint`;

type NoEvent = { [K in keyof EventRow]: null };
type ReadManyRow = { requested: string; stream_version: string | null } & (EventRow | NoEvent);

/** Streams from a version (`from`, else whole); each name once, whatever it was asked. */
export async function readMany(
  pool: pg.Pool,
  streams: readonly string[],
  from?: ReadonlyMap<string, bigint>,
): Promise<Map<string, StreamRead>> {
  const names = [...new Set(streams)];
  const reads = new Map<string, StreamRead>(
    names.map((stream) => [stream, { events: [], version: -1n, exists: false }]),
  );
  if (names.length === 0) return reads;
  const { rows } = await pool.query<ReadManyRow>({
    name: 'eventstore_read_many',
    text: READ_MANY_SQL,
    values: [names, names.map((n) => (from?.get(n) ?? 0n).toString())],
  });
  for (const row of rows) {
    const read = reads.get(row.requested);
    if (!read || row.stream_version === null) continue;
    read.version = BigInt(row.stream_version);
    read.exists = true;
    if (row.tx !== null) read.events.push(toRecorded(row));
  }
  return reads;
}

/**
 * The append function once per stream, in stream-name order (so two such transactions
 * lock streams in the same order and cannot deadlock), all in one transaction.
 */
const APPEND_MANY_SQL = `
SELECT r.out_version::text AS version, r.out_transaction_id::text AS tx,
  r.out_position::text AS pos
FROM jsonb_array_elements($1::jsonb) WITH ORDINALITY AS a(x, n),
  LATERAL eventstore_append(a.x->>'stream', a.x->>'expected', a.x->'events') r
ORDER BY a.n`;

interface AppendRow {
  version: string;
  tx: string | null;
  pos: string | null;
}

/**
 * Appends to distinct streams, all or nothing: a single refusal (a version conflict, a repeated
 * event id) fails the whole statement, and the caller then appends each one alone to get
 * each its own answer. Results come back in the order given, with each one's transaction.
 */
export async function appendMany(
  pool: pg.Pool,
  appends: readonly PendingAppend[],
): Promise<(AppendResult & { tx: bigint | null })[]> {
  const order = appends.map((a, i) => ({ a, i })).sort((x, y) => compare(x.a.stream, y.a.stream));
  const payload = order.map(({ a }) => ({
    stream: a.stream,
    expected: typeof a.expected === 'bigint' ? a.expected.toString() : a.expected,
    events: a.events.map((e) => ({ id: e.id, type: e.type, data: e.data, metadata: e.metadata })),
  }));
  const { rows } = await pool.query<AppendRow>({
    name: 'eventstore_append_many',
    text: APPEND_MANY_SQL,
    values: [JSON.stringify(payload)],
  });
  if (rows.length !== appends.length) throw new Error('eventstore_append answered too few rows');
  const results = new Array<AppendResult & { tx: bigint | null }>(appends.length);
  order.forEach(({ i }, n) => {
    const row = rows[n] as AppendRow;
    results[i] = {
      nextVersion: BigInt(row.version),
      checkpoint: toCheckpoint({ tx: row.tx ?? '0', pos: row.pos ?? '0' }),
      tx: row.tx === null ? null : BigInt(row.tx),
    };
  });
  return results;
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
