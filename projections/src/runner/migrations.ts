import type { Migration } from './projection';

/**
 * Tables the runner needs. Checkpoints compare as text in the C collation so that Postgres
 * orders them exactly as JavaScript does. The lease lives in its own table so that the
 * heartbeat never waits on the row lock a batch holds on its checkpoint row.
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
  ];
}
