import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDatabase } from '../testing/test-database';
import { diffSchemas, sameRows } from './table-diff';
import { runnerDatabase } from './test-support';

let db: TestDatabase;
beforeAll(async () => {
  db = await runnerDatabase();
});
afterAll(async () => {
  await db.drop();
});

/** Same rows in both schemas, except one changed row and one duplicated row in `b`. */
async function schemas(column: 'jsonb' | 'json') {
  const tx = await db.pool.connect();
  await tx.query('DROP SCHEMA IF EXISTS a CASCADE; DROP SCHEMA IF EXISTS b CASCADE');
  for (const s of ['a', 'b']) {
    await tx.query(`CREATE SCHEMA ${s}; CREATE TABLE ${s}.t (id text, n bigint, doc ${column})`);
    await tx.query(
      `INSERT INTO ${s}.t VALUES ('x', 1, '{"p": 1}'), ('y', NULL, NULL), ('z', 3, '[1, 2]')`,
    );
  }
  await tx.query(`UPDATE b.t SET doc = '{"p": 2}' WHERE id = 'x'`);
  await tx.query(`INSERT INTO b.t VALUES ('y', NULL, NULL)`);
  return tx;
}

describe('diffSchemas', () => {
  it.each(['jsonb', 'json'] as const)(
    'counts rows only on either side, with a %s column',
    async (column) => {
      const tx = await schemas(column);
      try {
        await tx.query('BEGIN');
        const diff = await diffSchemas(tx, 'a', 'b');
        await tx.query('COMMIT');
        expect(diff).toEqual([
          {
            table: 't',
            liveRows: 3,
            rebuiltRows: 4,
            comparable: true,
            onlyLive: 1,
            onlyRebuilt: 2,
          },
        ]);
        expect(sameRows(diff)).toBe(false);
        await tx.query('BEGIN');
        expect(sameRows(await diffSchemas(tx, 'a', 'a'))).toBe(true);
        await tx.query('COMMIT');
      } finally {
        tx.release();
      }
    },
  );
});
