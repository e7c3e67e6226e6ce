import { inject, it, expect } from 'vitest';
import { createTestDatabase } from '@pickup/projections/testing/test-database';

it('the test database server answers', async () => {
  const db = await createTestDatabase(inject('pgAdminUrl'));
  const { rows } = await db.pool.query<{ v: string }>('SELECT current_setting($1) AS v', [
    'server_version_num',
  ]);
  expect(Number(rows[0]?.v)).toBeGreaterThan(150000);
  await db.drop();
});
