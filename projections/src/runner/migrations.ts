import { PROJECTION_CHANNEL, type Migration } from './projection';

/** SQLSTATE projection_advance raises when the checkpoint is no longer where the batch began. */
export const CHECKPOINT_MOVED_SQLSTATE = 'PX412';

/**
 * Tables the runner needs. Checkpoints compare as text in the C collation so that Postgres
 * orders them exactly as JavaScript does. The lease lives in its own table so that the
 * heartbeat never waits on the row lock a batch holds on its checkpoint row. Then the
 * checkpoint move of a pipelined batch (apply-batch.ts), which refuses by raising: the
 * statements sent behind it then fail, and the commit sent last rolls back.
 */
export function runnerMigrations(): Migration[] {
  return [
    {
      id: 'projections/001_runner',
      sql: `
        CREATE TABLE IF NOT EXISTS projection_checkpoints (
          name text PRIMARY KEY,
          version integer NOT NULL,
          checkpoint text COLLATE "C" NOT NULL DEFAULT '',
          events_applied bigint NOT NULL DEFAULT 0,
          last_event_at timestamptz,
          updated_at timestamptz NOT NULL DEFAULT now()
        );
        CREATE TABLE IF NOT EXISTS projection_leases (
          name text PRIMARY KEY,
          owner text NOT NULL,
          pid integer NOT NULL,
          expires_at timestamptz NOT NULL
        );`,
    },
    {
      id: 'projections/002_advance',
      sql: `
        CREATE OR REPLACE FUNCTION projection_advance(p_row text, p_name text, p_expected text,
          p_to text, p_version integer, p_owner text, p_events bigint,
          p_last_event_at timestamptz, p_announce text)
        RETURNS void LANGUAGE plpgsql AS $$
        BEGIN
          UPDATE projection_checkpoints
          SET checkpoint = p_to, events_applied = events_applied + p_events,
              last_event_at = COALESCE(p_last_event_at, last_event_at), updated_at = now()
          WHERE name = p_row AND checkpoint = p_expected AND version = p_version
            AND (p_owner IS NULL OR EXISTS (
              SELECT 1 FROM projection_leases l WHERE l.name = p_name AND l.owner = p_owner));
          IF NOT FOUND THEN
            RAISE EXCEPTION USING ERRCODE = '${CHECKPOINT_MOVED_SQLSTATE}',
              MESSAGE = format('projection checkpoint %s is no longer at %s', p_row, p_expected);
          END IF;
          IF p_announce IS NOT NULL THEN
            PERFORM pg_notify('${PROJECTION_CHANNEL}', p_announce);
          END IF;
        END $$;`,
    },
  ];
}
