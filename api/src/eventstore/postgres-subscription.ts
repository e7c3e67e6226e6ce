import type pg from 'pg';
import type {
  CaughtUp,
  RecordedEvent,
  SubscribeOptions,
  SubscriptionFilter,
} from '@pickup/domain/eventstore/types';
import {
  EVENT_COLUMNS,
  parseCheckpoint,
  toCheckpoint,
  toRecorded,
  type EventRow,
  type LogPosition,
} from './postgres-rows';
import type { Wakeup } from './postgres-wakeup';

/** What one read of the log gives a subscriber: events after its cursor, and the horizon. */
export interface Page {
  events: EventRow[];
  horizon: string;
}

/**
 * How a subscription reads the log: `live` once it has caught up, `since` the wake-up
 * generation it is answering. Why a function: the shared tail is a layer over the plain read.
 */
export type PageReader = (
  after: LogPosition,
  filter: SubscriptionFilter | undefined,
  limit: number,
  live: boolean,
  since: number,
) => Promise<Page>;

export interface PollSettings {
  batchSize: number;
  pollMs: number;
  maxPollMs: number;
  /** First re-poll interval while an announced append is still above the horizon. */
  heldPollMs: number;
}

export function pollSettings(opts: { batchSize?: number; pollMs?: number }): PollSettings {
  const pollMs = opts.pollMs ?? 50;
  return {
    batchSize: opts.batchSize ?? 5000,
    pollMs,
    maxPollMs: Math.max(pollMs, 1000),
    heldPollMs: Math.min(pollMs, 5),
  };
}

/*
 * Only transactions below the oldest running one are final: an open transaction may still
 * commit events with lower global positions than rows already visible. Reading in
 * (transaction_id, global_position) order below that horizon never skips nor repeats a row.
 */
const PAGE_SQL = `
WITH horizon AS (SELECT pg_snapshot_xmin(pg_current_snapshot()) AS xmin)
SELECT h.xmin::text AS horizon, page.*
FROM horizon h
LEFT JOIN LATERAL (
  SELECT ${EVENT_COLUMNS}
  FROM events e
  WHERE (e.transaction_id, e.global_position) > ($1::xid8, $2::bigint)
    AND e.transaction_id < h.xmin
    AND ($3::text[] IS NULL OR e.stream_id LIKE ANY ($3::text[]))
    AND ($4::text[] IS NULL OR e.type = ANY ($4::text[]))
  ORDER BY e.transaction_id, e.global_position
  LIMIT $5
) page ON true`;

type PageRow = { horizon: string } & (EventRow | { [K in keyof EventRow]: null });

function likePrefix(prefix: string): string {
  return `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export async function fetchPage(
  pool: pg.Pool,
  after: LogPosition,
  filter: SubscriptionFilter | undefined,
  limit: number,
): Promise<Page> {
  const { rows } = await pool.query<PageRow>({
    name: 'eventstore_page',
    text: PAGE_SQL,
    values: [
      after.tx,
      after.pos,
      filter?.streamPrefixes?.map(likePrefix) ?? null,
      filter?.eventTypes ?? null,
      limit,
    ],
  });
  const horizon = rows[0]?.horizon ?? '0';
  const events = rows.filter((r): r is { horizon: string } & EventRow => r.tx !== null);
  return { events, horizon };
}

/** Every subscriber reads the log itself. */
export function plainPages(pool: pg.Pool): PageReader {
  return (after, filter, limit) => fetchPage(pool, after, filter, limit);
}

export async function startPosition(
  pool: pg.Pool,
  after: SubscribeOptions['after'],
): Promise<LogPosition> {
  if (after === 'start') return { tx: '0', pos: '0' };
  if (after !== 'end') return parseCheckpoint(after);
  const { rows } = await pool.query<{ xmin: string }>(
    'SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS xmin',
  );
  // Everything below the horizon is history; a transaction still open may yet commit new events.
  return { tx: rows[0]?.xmin ?? '0', pos: '0' };
}

/**
 * Where a subscription from 'end' starts, and which of the transactions from there on had
 * already committed when it started (its events are history): one snapshot, so an event
 * is delivered exactly when its transaction was still open or had not begun. The horizon
 * (xmin) is the whole Postgres server's: another database's open transaction holds it
 * back, and the events committed above it before the start are not this subscriber's.
 */
async function endSnapshot(
  pool: pg.Pool,
): Promise<{ from: LogPosition; history: (tx: string) => boolean }> {
  const { rows } = await pool.query<{ xmin: string; xmax: string; open: string[] }>(
    `SELECT pg_snapshot_xmin(s)::text AS xmin, pg_snapshot_xmax(s)::text AS xmax,
            ARRAY(SELECT pg_snapshot_xip(s)::text) AS open
       FROM pg_current_snapshot() AS s`,
  );
  const row = rows[0] ?? { xmin: '0', xmax: '0', open: [] };
  const xmax = BigInt(row.xmax);
  const open = new Set(row.open);
  return {
    from: { tx: row.xmin, pos: '0' },
    history: (tx) => BigInt(tx) < xmax && !open.has(tx),
  };
}

function later(a: LogPosition, b: LogPosition): LogPosition {
  const [at, bt] = [BigInt(a.tx), BigInt(b.tx)];
  if (at !== bt) return at > bt ? a : b;
  return BigInt(a.pos) >= BigInt(b.pos) ? a : b;
}

const TRANSIENT = /^(08|57P|53)/;

function isTransient(err: unknown): boolean {
  const code = (err as { code?: unknown }).code;
  return typeof code === 'string' && (TRANSIENT.test(code) || code.startsWith('ECONN'));
}

/** Catch-up then live subscription to the whole log, by polling (see DESIGN.md "Event store"). */
export async function* subscribeByPolling(
  pool: pg.Pool,
  wakeup: Wakeup,
  settings: PollSettings,
  opts: SubscribeOptions,
  pages: PageReader,
): AsyncIterable<RecordedEvent | CaughtUp> {
  const { signal, filter } = opts;
  const end = opts.after === 'end' ? await endSnapshot(pool) : undefined;
  let cursor = end ? end.from : await startPosition(pool, opts.after);
  const read = (after: LogPosition, since: number): Promise<Page> =>
    pages(after, filter, settings.batchSize, announced, since);
  let announced = false;
  let delay = settings.pollMs;
  let heldDelay = settings.heldPollMs;
  let pending: Promise<Page> | undefined;

  // The wake-up generation a tail read must have started at to be fresh enough: the one
  // that woke this subscriber; after a timer instead, any read that starts from now on.
  let since = Number.POSITIVE_INFINITY;
  const woken = (before: number) =>
    wakeup.generation === before ? Number.POSITIVE_INFINITY : wakeup.generation;
  while (!signal.aborted) {
    const generation = wakeup.generation;
    let page: Page;
    try {
      page = await (pending ?? read(cursor, since));
    } catch (err) {
      pending = undefined;
      if (!isTransient(err)) throw err;
      await wakeup.wait(wakeup.generation, delay, signal);
      since = Number.POSITIVE_INFINITY;
      delay = Math.min(delay * 2, settings.maxPollMs);
      continue;
    }
    pending = undefined;
    const last = page.events[page.events.length - 1];
    const full = page.events.length === settings.batchSize;
    if (last) cursor = { tx: last.tx, pos: last.pos };
    // Read the next page while the caller handles this one: catch-up speed.
    if (full) pending = pages(cursor, filter, settings.batchSize, false, Number.POSITIVE_INFINITY);
    pending?.catch(() => {});

    for (const row of page.events) {
      if (end?.history(row.tx)) continue;
      yield toRecorded(row);
      if (signal.aborted) return;
    }
    if (full) continue;

    // Every matching row below the horizon has now been delivered.
    cursor = later(cursor, { tx: page.horizon, pos: '0' });
    if (last || !announced) {
      announced = true;
      delay = settings.pollMs;
      heldDelay = settings.heldPollMs;
      yield { caughtUp: toCheckpoint(cursor) };
      if (signal.aborted) return;
    }
    // An append announced as committed sits at or above the horizon: an older transaction
    // (any writer's, a projection's too) is still open and usually ends within milliseconds
    // without notifying. Look again soon, never later than the first idle interval, rather
    // than sleep the idle back-off; a transaction held open for long costs polls, not latency.
    if (wakeup.announcedTx >= BigInt(page.horizon)) {
      await wakeup.wait(generation, heldDelay, signal);
      since = woken(generation);
      heldDelay = Math.min(heldDelay * 2, settings.pollMs);
      continue;
    }
    heldDelay = settings.heldPollMs;
    await wakeup.wait(generation, delay, signal);
    since = woken(generation);
    delay = Math.min(delay * 2, settings.maxPollMs);
  }
}
