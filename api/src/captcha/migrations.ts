import type { Migration } from '../db/migrate';

export const captchaMigrations: readonly Migration[] = [
  {
    // A solved challenge is remembered until it would have expired anyway.
    id: 'captcha/001_captcha_used',
    sql: `
CREATE TABLE captcha_used (
  signature text PRIMARY KEY,
  expires_at timestamptz NOT NULL
);
CREATE INDEX captcha_used_expires ON captcha_used (expires_at);
`,
  },
];
