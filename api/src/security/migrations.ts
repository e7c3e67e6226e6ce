import type { Migration } from '../db/migrate';

/** Tables for sessions, rate limits and per-user data keys (DESIGN.md "Identity and personal data"). */
export const securityMigrations: readonly Migration[] = [
  {
    id: 'security/001_refresh_tokens',
    sql: `
CREATE TABLE refresh_tokens (
  token_hash bytea PRIMARY KEY,
  family_id uuid NOT NULL,
  user_id text NOT NULL,
  issued_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  revoked_at timestamptz
);
CREATE INDEX refresh_tokens_family ON refresh_tokens (family_id);
CREATE INDEX refresh_tokens_user ON refresh_tokens (user_id);
`,
  },
  {
    id: 'security/002_rate_limits',
    // Counters are cheap to lose on a crash (a window restarts), so the table skips the WAL.
    sql: `
CREATE UNLOGGED TABLE rate_limits (
  key text NOT NULL,
  window_start timestamptz NOT NULL,
  count integer NOT NULL,
  PRIMARY KEY (key, window_start)
);
CREATE INDEX rate_limits_window ON rate_limits (window_start);
`,
  },
  {
    id: 'security/003_user_keys',
    sql: `
CREATE TABLE user_keys (
  user_id text PRIMARY KEY,
  key bytea,
  wrapped boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL,
  destroyed_at timestamptz,
  CHECK ((key IS NULL) = (destroyed_at IS NOT NULL))
);
`,
  },
  {
    id: 'security/004_token_cutoffs',
    // Per user: access tokens issued before valid_after are refused (logout, demotion, …).
    sql: `
CREATE TABLE token_cutoffs (
  user_id text PRIMARY KEY,
  valid_after timestamptz NOT NULL
);
`,
  },
  {
    id: 'security/005_wrapped_user_keys',
    // Issue 17: each data key is stored wrapped by the master key named here (NULL: a key
    // from before wrapping, wrapped at start-up). `wrapped` was never set by the server.
    sql: `
ALTER TABLE user_keys ADD COLUMN master_key_id text;
ALTER TABLE user_keys DROP COLUMN wrapped;
`,
  },
];
