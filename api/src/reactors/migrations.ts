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
];
