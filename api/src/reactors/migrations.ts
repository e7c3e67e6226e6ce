import type { Migration } from '../db/migrate';

export const reactorMigrations: readonly Migration[] = [
  {
    id: 'reactors/001_checkpoints_and_sent_notifications',
    sql: `
CREATE TABLE reactor_checkpoints (
  name text PRIMARY KEY,
  checkpoint text COLLATE "C" NOT NULL,
  updated_at timestamptz NOT NULL
);
-- One row per message handed to a provider; the key is the event id and the channel.
-- No address or text: personal data stays in the (encrypted) event log only.
CREATE TABLE sent_notifications (
  key text PRIMARY KEY,
  sent_at timestamptz NOT NULL
);
`,
  },
  {
    // The confirmation reactor starts where the ready reactor is, so that a database that
    // already has orders does not confirm them all again at its first start (a new one has
    // no row to copy and starts from the beginning).
    id: 'reactors/002_customer_order_placed_starts_now',
    sql: `
INSERT INTO reactor_checkpoints (name, checkpoint, updated_at)
SELECT 'customer_order_placed', checkpoint, now()
  FROM reactor_checkpoints WHERE name = 'customer_order_ready'
ON CONFLICT (name) DO NOTHING;
`,
  },
];
