import type { Migration } from '../db/migrate';

export const notificationsMigrations: readonly Migration[] = [
  {
    id: 'notifications/001_dev_outbox',
    sql: `
CREATE TABLE dev_outbox (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  channel text NOT NULL CHECK (channel IN ('email', 'sms', 'call')),
  to_address text NOT NULL,
  subject text,
  body text NOT NULL,
  key text UNIQUE,
  created_at timestamptz NOT NULL
);
`,
  },
];
