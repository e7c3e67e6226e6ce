import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres, type EmbeddedServer } from '../src/db/embedded';
import { freePort } from '../src/testing/free-port';

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
  }
}

/**
 * One Postgres for the whole test run: TEST_DATABASE_URL when given, otherwise a real
 * embedded Postgres in a temporary directory. Each test file creates its own database.
 */
export default async function setup(project: TestProject) {
  const given = process.env.TEST_DATABASE_URL;
  if (given) {
    project.provide('pgAdminUrl', given);
    return;
  }
  const dir = await mkdtemp(join(tmpdir(), 'pickup-test-pg-'));
  const port = await freePort();
  let server: EmbeddedServer | undefined;
  try {
    server = await startEmbeddedPostgres({ dataDir: dir, port });
  } catch (err) {
    await rm(dir, { recursive: true, force: true });
    throw err;
  }
  project.provide('pgAdminUrl', server.url);
  return async () => {
    await server?.stop();
    await rm(dir, { recursive: true, force: true });
  };
}
