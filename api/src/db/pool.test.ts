import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { inject } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@pickup/projections/testing/test-database';
import { isDatabaseUnavailable } from './unavailable';
import { createPool } from './pool';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase(inject('pgAdminUrl'));
});
afterAll(() => db.drop());

const warnings: string[] = [];
const log = { warn: (_obj: object, msg: string) => void warnings.push(msg) };

it('survives the connection of a checked-out client dying between two queries', async () => {
  const pool = createPool(db.url, log);
  try {
    const client = await pool.connect();
    const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    // As when Postgres dies or fails over while a transaction holds the client: without a
    // listener of its own the client's 'error' event would end the process.
    await db.pool.query('SELECT pg_terminate_backend($1)', [rows[0]?.pid]);
    while (!warnings.includes('database connection lost while in use')) await sleep(20);
    const failed = await client.query('SELECT 1').catch((err: unknown) => err);
    expect(isDatabaseUnavailable(failed)).toBe(true);
    client.release(failed as Error);
    // The pool carries on with a new connection.
    expect((await pool.query<{ one: number }>('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
  } finally {
    await pool.end();
  }
});

it('cancels a statement that runs longer than the statement timeout, as unavailable', async () => {
  const pool = createPool(db.url, log, { statementTimeoutMs: 200 });
  try {
    const failed = await pool.query('SELECT pg_sleep(5)').catch((err: unknown) => err);
    expect(failed).toMatchObject({ code: '57014' });
    expect(isDatabaseUnavailable(failed)).toBe(true);
  } finally {
    await pool.end();
  }
});
