import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject, it, expect } from 'vitest';
import { createTestDatabase } from '@pickup/projections/testing/test-database';
import { startEmbeddedPostgres } from './embedded';

it('the test database server answers', async () => {
  const db = await createTestDatabase(inject('pgAdminUrl'));
  const { rows } = await db.pool.query<{ v: string }>('SELECT current_setting($1) AS v', [
    'server_version_num',
  ]);
  expect(Number(rows[0]?.v)).toBeGreaterThan(150000);
  await db.drop();
});

it('says so, and does not wait, when its port is taken', async () => {
  const taken = createServer();
  await new Promise<void>((ok) => taken.listen(0, '127.0.0.1', ok));
  const address = taken.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const dataDir = mkdtempSync(join(tmpdir(), 'pickup-port-taken-'));
  chmodSync(dataDir, 0o755);
  try {
    await expect(startEmbeddedPostgres({ dataDir: join(dataDir, 'pg'), port })).rejects.toThrow(
      `The embedded Postgres cannot listen on port ${port}: it is taken. Set EMBEDDED_PG_PORT to a free port, or stop what uses ${port}.`,
    );
  } finally {
    taken.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
