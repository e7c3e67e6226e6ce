import type { Migration } from '../../db/migrate';

/**
 * Identity secrets and uniqueness, kept out of the event log (DESIGN.md "Identity and
 * personal data"). Rows here are deleted with the account.
 */
export const identityInfraMigrations: readonly Migration[] = [
  {
    id: 'identity/001_credentials',
    sql: `
CREATE TABLE credentials (
  user_id text PRIMARY KEY,
  password_hash text NOT NULL,
  updated_at timestamptz NOT NULL
);
`,
  },
  {
    id: 'identity/002_email_reservations',
    sql: `
CREATE TABLE email_reservations (
  email text PRIMARY KEY CHECK (email = lower(email)),
  user_id text NOT NULL,
  reserved_at timestamptz NOT NULL
);
CREATE INDEX email_reservations_user ON email_reservations (user_id);
`,
  },
  {
    // One live code per user and purpose: sending a new one replaces the old.
    id: 'identity/003_verification_codes',
    sql: `
CREATE TABLE verification_codes (
  user_id text NOT NULL,
  purpose text NOT NULL CHECK (purpose IN ('email', 'phone', 'password_reset')),
  target text NOT NULL,
  code_hash text NOT NULL,
  sent_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  used_at timestamptz,
  PRIMARY KEY (user_id, purpose)
);
CREATE UNIQUE INDEX verification_codes_reset_hash ON verification_codes (code_hash)
  WHERE purpose = 'password_reset';
`,
  },
];
