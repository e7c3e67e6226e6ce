import type { Migration } from '../db/migrate';

/** SQLSTATE the append function raises on a version conflict; the adapter maps it. */
export const CONFLICT_SQLSTATE = 'PX409';

/**
 * SQLSTATE the append function raises when nothing but its transaction's age refused it: a
 * later transaction wrote the stream first (writers can take their ids in one order and the
 * stream's lock in the other). The same append in a new transaction is judged afresh, so the
 * adapter retries it; only a true version conflict reaches the caller.
 */
export const RETRY_SQLSTATE = 'PXRTY';

/** Channel appenders notify after they commit; subscribers treat it as a wake-up hint only. */
export const NOTIFY_CHANNEL = 'pickup_events';

const events = `
CREATE TABLE events (
  global_position bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  transaction_id xid8 NOT NULL DEFAULT pg_current_xact_id(),
  stream_id text NOT NULL,
  version bigint NOT NULL,
  event_id uuid NOT NULL,
  type text NOT NULL,
  data jsonb NOT NULL,
  metadata jsonb NOT NULL,
  recorded_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (stream_id, version),
  UNIQUE (stream_id, event_id)
);
-- Subscribers page through committed transactions in this order (see DESIGN.md "Event store").
CREATE INDEX events_transaction_position ON events (transaction_id, global_position);

CREATE TABLE streams (
  stream_id text PRIMARY KEY,
  version bigint NOT NULL,
  last_transaction_id xid8 NOT NULL
);
`;

/*
 * p_expected is 'any', 'no_stream', 'stream_exists' or a version number as text.
 * p_events is a JSON array of {id, type, data, metadata}.
 * Returns the version of the last event and where it sits in the global log.
 */
const appendFunction = `
CREATE OR REPLACE FUNCTION eventstore_append(p_stream text, p_expected text, p_events jsonb,
  OUT out_version bigint, OUT out_transaction_id xid8, OUT out_position bigint)
LANGUAGE plpgsql AS $$
DECLARE
  v_current bigint;
  v_last_tx xid8;
  v_count int := jsonb_array_length(p_events);
  v_known int;
  v_xid xid8;
  v_matches boolean;
BEGIN
  -- A new stream, as most 'no_stream' appends are (an order's first events): its row made
  -- with the events' last version at once (the inserted row is this transaction's lock).
  -- A stream that exists, or is being made by a transaction still open, goes the general way.
  IF p_expected = 'no_stream' AND v_count > 0 THEN
    v_xid := pg_current_xact_id();
    INSERT INTO streams (stream_id, version, last_transaction_id)
      VALUES (p_stream, v_count - 1, v_xid) ON CONFLICT DO NOTHING;
    IF FOUND THEN
      WITH inserted AS (
        INSERT INTO events (stream_id, version, event_id, type, data, metadata)
          SELECT p_stream, t.ord - 1, (t.x->>'id')::uuid, t.x->>'type',
                 coalesce(t.x->'data', 'null'::jsonb), coalesce(t.x->'metadata', '{}'::jsonb)
            FROM jsonb_array_elements(p_events) WITH ORDINALITY AS t(x, ord)
            ORDER BY t.ord
          RETURNING global_position)
      SELECT max(global_position) INTO out_position FROM inserted;
      out_version := v_count - 1;
      out_transaction_id := v_xid;
      RETURN;
    END IF;
  END IF;

  -- The stream row is the lock that serialises writers of one stream.
  SELECT s.version, s.last_transaction_id INTO v_current, v_last_tx
    FROM streams s WHERE s.stream_id = p_stream FOR UPDATE;
  IF NOT FOUND AND v_count > 0 THEN
    INSERT INTO streams (stream_id, version, last_transaction_id)
      VALUES (p_stream, -1, pg_current_xact_id()) ON CONFLICT DO NOTHING;
    SELECT s.version, s.last_transaction_id INTO v_current, v_last_tx
      FROM streams s WHERE s.stream_id = p_stream FOR UPDATE;
  END IF;
  v_current := coalesce(v_current, -1);
  v_matches := p_expected = 'any'
    OR (p_expected = 'no_stream' AND v_current = -1)
    OR (p_expected = 'stream_exists' AND v_current >= 0)
    OR (p_expected ~ '^-?[0-9]+$' AND p_expected::bigint = v_current);

  -- A retry of events already stored returns the original result instead of duplicating them.
  -- A retry with an exact version fails the version check, so only then is it worth looking.
  IF v_count > 0 AND v_current >= 0
      AND (NOT v_matches OR p_expected IN ('any', 'stream_exists')) THEN
    SELECT count(*) INTO v_known FROM events e
      WHERE e.stream_id = p_stream
        AND e.event_id IN (SELECT (x->>'id')::uuid FROM jsonb_array_elements(p_events) x);
    IF v_known = v_count THEN
      SELECT e.version, e.transaction_id, e.global_position
        INTO out_version, out_transaction_id, out_position
        FROM events e
        WHERE e.stream_id = p_stream AND e.event_id = (p_events->(v_count - 1)->>'id')::uuid;
      RETURN;
    ELSIF v_known > 0 THEN
      RAISE EXCEPTION USING ERRCODE = '${CONFLICT_SQLSTATE}', DETAIL = v_current::text,
        MESSAGE = format('stream %s already holds some of these events', p_stream);
    END IF;
  END IF;

  IF NOT v_matches THEN
    RAISE EXCEPTION USING ERRCODE = '${CONFLICT_SQLSTATE}', DETAIL = v_current::text,
      MESSAGE = format('stream %s is at version %s, expected %s', p_stream, v_current, p_expected);
  END IF;

  IF v_count = 0 THEN
    out_version := v_current;
    RETURN;
  END IF;

  -- A writer whose transaction id is below the last writer's would commit events that a
  -- subscriber orders before that writer's, breaking per-stream order.
  v_xid := pg_current_xact_id();
  IF v_last_tx IS NOT NULL AND v_xid < v_last_tx THEN
    RAISE EXCEPTION USING ERRCODE = '${RETRY_SQLSTATE}', DETAIL = v_current::text,
      MESSAGE = format('stream %s was written by a later transaction', p_stream);
  END IF;

  WITH inserted AS (
    INSERT INTO events (stream_id, version, event_id, type, data, metadata)
      SELECT p_stream, v_current + t.ord, (t.x->>'id')::uuid, t.x->>'type',
             coalesce(t.x->'data', 'null'::jsonb), coalesce(t.x->'metadata', '{}'::jsonb)
        FROM jsonb_array_elements(p_events) WITH ORDINALITY AS t(x, ord)
        ORDER BY t.ord
      RETURNING global_position)
  SELECT max(global_position) INTO out_position FROM inserted;
  out_version := v_current + v_count;
  out_transaction_id := v_xid;

  UPDATE streams SET version = out_version, last_transaction_id = v_xid
    WHERE stream_id = p_stream;
  -- No pg_notify here: a notifying transaction holds a database-wide lock through its commit
  -- (WAL flush included), which serialises every concurrent append. The adapter notifies
  -- after the commit instead.
END;
$$;
`;

export const eventStoreMigrations: Migration[] = [
  { id: 'eventstore/001_events', sql: events },
  { id: 'eventstore/002_append', sql: appendFunction },
  // Databases made before this step got an append that notified inside the transaction.
  // The events table needs no primary key: the identity keeps positions unique and every
  // reader goes through (transaction_id, global_position); one index less per append.
  {
    id: 'eventstore/003_lighter_append',
    sql: `ALTER TABLE events DROP CONSTRAINT IF EXISTS events_pkey;\n${appendFunction}`,
  },
  // Databases made before this step make a new stream in five statements instead of two.
  { id: 'eventstore/004_new_stream_append', sql: appendFunction },
  // Databases made before this step refuse an append whose transaction is older than the
  // stream's last writer as a version conflict, which 'any' appends racing a new stream met.
  { id: 'eventstore/005_retryable_append', sql: appendFunction },
];
