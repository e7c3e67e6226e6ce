import { spawn } from 'node:child_process';
import { createDecipheriv } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, REPO_ROOT } from '../config';
import { startServer } from '../composition/root';
import { captchaFor, call, signedIn, type SignedIn } from '../testing/outsider';
import { startRunningServer, type RunningServer } from '../testing/running-server';
import { generateMasterKey, keyringFrom, unwrapDataKey } from './master-keys';
import { createPii } from './pii';
import { rewrapDataKeys } from './rewrap-keys';
import { createUserKeys } from './user-keys';

/**
 * Issue 17 item 7: what a copy of the database gives an attacker who has no master key.
 * Personal data goes in over HTTP; the test then reads the tables as a dump would.
 */
const MASTER = generateMasterKey();
let server: RunningServer;
let customer: SignedIn;
const anonymous = {
  name: 'Quinn Outsider',
  email: 'quinn.outsider@example.com',
  subject: 'Partnering with Quinn Foods',
  category: 'partnership',
  message: 'Call me about our four restaurants in Leeds.',
  company: 'Quinn Foods',
};
const signedMessage = {
  name: 'Dana Customer',
  email: 'dana.customer@example.com',
  subject: 'Refund for order 42',
  category: 'billing',
  message: 'My card was charged twice for the same burger.',
};
const secrets = [
  ...Object.values(anonymous).filter((v) => v !== 'partnership'),
  ...Object.values(signedMessage).filter((v) => v !== 'billing'),
  'Danielle',
  'Mcustomerson',
];

interface EventRow {
  stream_id: string;
  type: string;
  data: Record<string, unknown>;
}
interface KeyRow {
  user_id: string;
  key: Buffer | null;
  master_key_id: string | null;
}

/** The two tables as `pg_dump` or a replica would hand them over. */
async function dump() {
  const events = await server.db.pool.query<EventRow>(
    'SELECT stream_id, type, data FROM events ORDER BY global_position',
  );
  const keys = await server.db.pool.query<KeyRow>('SELECT * FROM user_keys ORDER BY user_id');
  return { events: events.rows, keys: keys.rows };
}

/** Every `enc:v1:` value in the events. */
function sealedValues(events: EventRow[]): string[] {
  return JSON.stringify(events).match(/enc:v1:[A-Za-z0-9_-]+:[A-Za-z0-9_-]+:[A-Za-z0-9_-]+/g) ?? [];
}

/** AES-256-GCM as the app seals values; null when `key` and `owner` do not open it. */
function open(sealed: string, key: Buffer, owner: string): string | null {
  const [iv, tag, body] = sealed.slice('enc:v1:'.length).split(':');
  if (!iv || !tag || !body || key.length !== 32) return null;
  try {
    const d = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'), {
      authTagLength: 16,
    });
    d.setAAD(Buffer.from(owner)).setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([d.update(Buffer.from(body, 'base64url')), d.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/** Every 32-byte run of the stored key material: the key itself, if it were kept plain. */
function candidateKeys(stored: Buffer): Buffer[] {
  return Array.from({ length: Math.max(0, stored.length - 31) }, (_, i) =>
    stored.subarray(i, i + 32),
  );
}

beforeAll(async () => {
  server = await startRunningServer({ DATA_KEY_MASTER_KEY: MASTER });
  customer = await signedIn(server, 'customer', {
    email: 'danielle@example.com',
    firstName: 'Danielle',
    lastName: 'Mcustomerson',
  });
  for (const [path, body, token] of [
    ['/api/contact/general', anonymous, undefined],
    ['/api/contact/support', signedMessage, customer.token],
  ] as const) {
    const sent = await call(server, 'POST', path, {
      token,
      body: { ...body, captcha: await captchaFor(server) },
    });
    expect(sent.status).toBe(201);
  }
});
afterAll(() => server.close());

describe('a dump of the events and keys tables', () => {
  it('holds no personal data in the clear', async () => {
    const text = JSON.stringify(await dump());
    for (const secret of secrets) expect(text).not.toContain(secret);
  });

  it('decrypts nothing with the stored key material alone', async () => {
    const { events, keys } = await dump();
    const sealed = sealedValues(events);
    // The customer's profile and both messages (five fields each, less an empty company).
    expect(sealed.length).toBeGreaterThanOrEqual(10);
    expect(keys.length).toBeGreaterThanOrEqual(2);
    const opened = sealed.flatMap((value) =>
      keys.flatMap((row) =>
        row.key ? candidateKeys(row.key).map((k) => open(value, k, row.user_id)) : [],
      ),
    );
    expect(opened.filter((o) => o !== null)).toEqual([]);
  });

  it('is readable with the master key, so the attempt above was a real one', async () => {
    const { events, keys } = await dump();
    const master = keyringFrom(MASTER).current;
    const opened = sealedValues(events).flatMap((value) =>
      keys.flatMap((row) => {
        if (!row.key) return [];
        const dataKey = unwrapDataKey(master, row.user_id, row.key);
        return [open(value, dataKey, row.user_id)].filter((o) => o !== null);
      }),
    );
    expect(opened).toEqual(
      expect.arrayContaining([`"${signedMessage.message}"`, `"${anonymous.email}"`]),
    );
    expect(keys.every((k) => k.master_key_id === master.id)).toBe(true);
  });
});

/** `npm run rotate-master-key` against the server's database, with `env` as its settings. */
function rotateMasterKey(
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/rotate-master-key.ts'], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH,
      DATABASE_URL: server.db.url,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'pickup-rotate-')),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr.on('data', (c: Buffer) => (output += c.toString()));
  return new Promise((ok) => child.on('exit', (code) => ok({ code, output })));
}

describe('rotating the master key', () => {
  it('re-wraps every key in one go; the old master no longer opens any', async () => {
    const sealed = (await dump()).events.find(
      (e) => e.type === 'MessageReceived' && e.data.senderId,
    )!;
    const next = generateMasterKey();
    const live = (await dump()).keys.filter((k) => k.key).length;
    const rotated = await rotateMasterKey({
      DATA_KEY_MASTER_KEY: next,
      DATA_KEY_PREVIOUS_MASTER_KEYS: MASTER,
    });
    expect(rotated).toEqual({
      code: 0,
      output: expect.stringContaining(
        `Re-wrapped ${live} data keys in ${new URL(server.db.url).host}`,
      ) as string,
    });

    const { keys } = await dump();
    const old = keyringFrom(MASTER);
    for (const row of keys.filter((k) => k.key)) {
      expect(row.master_key_id).toBe(keyringFrom(next).current.id);
      expect(() => unwrapDataKey(old.current, row.user_id, row.key!)).toThrow();
    }
    const readWith = (keyring: ReturnType<typeof keyringFrom>) =>
      createPii(createUserKeys(server.db.pool, keyring, { cacheMs: 0 })).decryptFields(
        customer.id,
        { message: sealed.data.message },
      );
    expect(await readWith(keyringFrom(next))).toEqual({ message: signedMessage.message });
    await expect(readWith(old)).rejects.toThrow('is not configured');
    // Again, with nothing left to move: harmless.
    expect((await rewrapDataKeys(server.db.pool, keyringFrom(next, [MASTER]))).rewrapped).toBe(0);
    // Put back for the other tests.
    await rewrapDataKeys(server.db.pool, keyringFrom(MASTER, [next]));
  });

  it('changes nothing when a key it needs is missing', async () => {
    const before = (await dump()).keys;
    await server.db.pool.query(
      `INSERT INTO user_keys (user_id, key, created_at) VALUES ('legacy-user', $1, now())`,
      [Buffer.alloc(32, 7)],
    );
    // Rotating to a new key without naming the current one as previous must not half-finish.
    await expect(rewrapDataKeys(server.db.pool, keyringFrom(generateMasterKey()))).rejects.toThrow(
      'is not configured',
    );
    const after = (await dump()).keys.filter((k) => k.user_id !== 'legacy-user');
    expect(after).toEqual(before);
    const legacy = (await dump()).keys.find((k) => k.user_id === 'legacy-user');
    expect(legacy?.master_key_id).toBeNull();
  });

  it('wraps keys stored before wrapping existed, as start-up does', async () => {
    const moved = await rewrapDataKeys(server.db.pool, keyringFrom(MASTER), { legacyOnly: true });
    expect(moved.rewrapped).toBe(1);
    const legacy = (await dump()).keys.find((k) => k.user_id === 'legacy-user')!;
    expect(legacy.key?.equals(Buffer.alloc(32, 7))).toBe(false);
    const dataKey = await createUserKeys(server.db.pool, keyringFrom(MASTER)).existingKey(
      'legacy-user',
    );
    expect(dataKey?.equals(Buffer.alloc(32, 7))).toBe(true);
  });
});

it('refuses to start on a database whose keys another master key wrapped, saying which', async () => {
  const config = loadConfig({
    DATABASE_URL: server.db.url,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'pickup-wrong-key-')),
    JWT_SECRET: 'wrong-key-server-secret-0123456789-abcdef',
    SEED_DEMO: 'false',
    DATA_KEY_MASTER_KEY: generateMasterKey(),
  });
  await expect(startServer(config)).rejects.toThrow(
    `DATA_KEY_MASTER_KEY: the database's data keys are wrapped by master key ${keyringFrom(MASTER).current.id}`,
  );
});
