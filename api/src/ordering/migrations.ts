import type { Migration } from '../db/migrate';

/**
 * Idempotency keys of order submissions: claimed (key → the order id it will create) before
 * the order is appended, so a retried submission finds the first order's id.
 */
export const idempotencyMigrations: readonly Migration[] = [
  {
    id: 'ordering/001_idempotency_keys',
    sql: `
CREATE TABLE order_idempotency_keys (
  customer_id text NOT NULL,
  key text NOT NULL,
  order_id text NOT NULL,
  request_hash text NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (customer_id, key)
);`,
  },
];
