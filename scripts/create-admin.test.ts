import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { loadConfig } from '@pickup/api/config';
import { startServer } from '@pickup/api/composition/root';
import { fakeWebDist } from '@pickup/api/testing/app-harness';
import { createTestDatabase, type TestDatabase } from '@pickup/projections/testing/test-database';

const ROOT = resolve(import.meta.dirname, '..');
let db: TestDatabase;
let env: Record<string, string>;

beforeAll(async () => {
  db = await createTestDatabase(inject('pgAdminUrl'));
  env = {
    DATABASE_URL: db.url,
    DATA_DIR: mkdtempSync(join(tmpdir(), 'pickup-admin-')),
    WEB_DIST: fakeWebDist(),
    PUBLIC_URL: 'https://pickup.test',
    NODE_ENV: 'development',
    SEED_DEMO: 'false',
  };
});
afterAll(() => db.drop());

function createAdmin(...args: string[]): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/create-admin.ts', ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr.on('data', (c: Buffer) => (output += c.toString()));
  return new Promise((ok) => child.on('exit', (code) => ok({ code, output })));
}

it('never takes a password on the command line', async () => {
  const { code, output } = await createAdmin('--email', 'a@pickup.test', '--password', 'x');
  expect(code).toBe(2);
  expect(output).toContain('create-admin never takes a password');
});

it(
  'creates the first admin on an empty database, whose link sets the password; a second needs --force',
  { timeout: 120_000 },
  async () => {
    const first = await createAdmin('--email', 'First.Admin@Pickup.test', '--first-name', 'Ada');
    expect(first.output).toContain('Admin first.admin@pickup.test created');
    expect(first.code).toBe(0);
    const link = /(https:\/\/pickup\.test\/auth\?reset-token=\S+)/.exec(first.output)?.[1];
    expect(link).toBeDefined();

    const refused = await createAdmin('--email', 'second@pickup.test');
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('An admin exists already; add --force to create another');

    const forced = await createAdmin('--email', 'second@pickup.test', '--force');
    expect(forced.code).toBe(0);
    expect(forced.output).toContain('Admin second@pickup.test created');

    // The link is the way in: it sets the password, and the account signs in as an admin.
    const server = await startServer({ ...loadConfig(env), PORT: 0, LOG_LEVEL: 'silent' });
    try {
      const token = new URL(link ?? '').searchParams.get('reset-token');
      const post = (path: string, body: object) =>
        fetch(`${server.url}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
      const reset = await post('/api/auth/reset-password', { token, password: 'a-new-password-1' });
      expect(reset.status).toBe(200);
      const login = await post('/api/auth/login', {
        email: 'first.admin@pickup.test',
        password: 'a-new-password-1',
      });
      expect(login.status).toBe(200);
      expect(await login.json()).toMatchObject({ user: { role: 'admin', firstName: 'Ada' } });
    } finally {
      await server.close();
    }
  },
);
