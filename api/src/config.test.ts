import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const MASTER = Buffer.alloc(32, 0x5a).toString('base64');
const dataDir = () => mkdtempSync(join(tmpdir(), 'pickup-config-'));

it('defaults every setting so that `npm start` needs no environment', () => {
  const config = loadConfig({ DATA_DIR: dataDir() });
  expect(config).toMatchObject({
    PORT: 3000,
    PUBLIC_URL: 'http://localhost:3000',
    EMBEDDED_PG_PORT: 54329,
    SUPPORT_EMAIL: 'support@pickup.example',
    DEFAULT_TIMEZONE: 'America/New_York',
    SEED_DEMO: true,
    DEMO_PASSWORD: 'pickup-demo',
    EXPORT_FILE_PREFIX: 'pickup-data-export',
  });
  expect(config.STORAGE_DIR).toBe(join(config.DATA_DIR, 'uploads'));
  expect(config.DATABASE_URL).toBeUndefined();
  expect(config.EVENTSTORE_URL).toBeUndefined();
});

it('keeps the generated development JWT secret across restarts', () => {
  const dir = dataDir();
  const first = loadConfig({ DATA_DIR: dir }).JWT_SECRET;
  expect(first.length).toBeGreaterThanOrEqual(32);
  expect(loadConfig({ DATA_DIR: dir }).JWT_SECRET).toBe(first);
  expect(readFileSync(join(dir, 'jwt-secret'), 'utf8').trim()).toBe(first);
});

it('generates a development master key once per data directory, never without one', () => {
  const dir = dataDir();
  const first = loadConfig({ DATA_DIR: dir }).DATA_KEY_MASTER_KEY;
  expect(Buffer.from(first, 'base64')).toHaveLength(32);
  expect(loadConfig({ DATA_DIR: dir }).DATA_KEY_MASTER_KEY).toBe(first);
  expect(loadConfig({ DATA_DIR: dataDir() }).DATA_KEY_MASTER_KEY).not.toBe(first);
});

it('refuses a master key that is not 32 bytes of base64, naming the setting', () => {
  for (const bad of ['c2hvcnQ=', 'not base64 at all!', Buffer.alloc(33).toString('base64')]) {
    expect(() => loadConfig({ DATA_DIR: dataDir(), DATA_KEY_MASTER_KEY: bad })).toThrow(
      'DATA_KEY_MASTER_KEY must be 32 random bytes, base64',
    );
  }
  expect(() =>
    loadConfig({ DATA_DIR: dataDir(), DATA_KEY_PREVIOUS_MASTER_KEYS: 'c2hvcnQ=' }),
  ).toThrow('DATA_KEY_PREVIOUS_MASTER_KEYS must be comma-separated keys');
});

it('requires DATA_KEY_MASTER_KEY in production, with how to make one', () => {
  expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir() })).toThrow(
    /DATA_KEY_MASTER_KEY: required in production \(32 random bytes, base64, e\.g\. `openssl rand -base64 32`/,
  );
});

it('requires JWT_SECRET in production', () => {
  expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir() })).toThrow(
    /JWT_SECRET: required in production/,
  );
});

it('names every invalid variable at once', () => {
  let error: unknown;
  try {
    loadConfig({ PORT: 'eighty', EVENTSTORE_URL: 'http://x', DEFAULT_TIMEZONE: 'Mars/Base' });
  } catch (err) {
    error = err;
  }
  expect(error).toBeInstanceOf(ConfigError);
  const message = (error as Error).message;
  expect(message).toContain('PORT');
  expect(message).toContain('EVENTSTORE_URL must start with esdb://');
  expect(message).toContain('DEFAULT_TIMEZONE must be an IANA time zone');
});

it('treats empty variables as unset and derives PUBLIC_URL from PORT', () => {
  const config = loadConfig({
    DATA_DIR: dataDir(),
    PORT: '8080',
    DATABASE_URL: '',
    SEED_DEMO: 'false',
  });
  expect(config.DATABASE_URL).toBeUndefined();
  expect(config.PUBLIC_URL).toBe('http://localhost:8080');
  expect(config.SEED_DEMO).toBe(false);
});

it('trusts no proxy unless TRUST_PROXY names hops or proxy addresses', () => {
  expect(loadConfig({ DATA_DIR: dataDir() }).TRUST_PROXY).toBeUndefined();
  for (const good of ['1', 'loopback', '10.0.0.0/8, 172.16.0.1', 'uniquelocal,::1', 'fd00::/8']) {
    expect(loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: good }).TRUST_PROXY).toBe(good);
  }
  for (const bad of ['yes', '10.0.0.0/33', 'loopback/8', '10.0.0', 'everyone']) {
    expect(() => loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: bad })).toThrow(
      /TRUST_PROXY must be a number of hops/,
    );
  }
});

it('accepts production with a strong secret, SMTP, an SMS provider and its public address', () => {
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir(),
    JWT_SECRET: 'q7Vd2kLp9XzR4mWn8TbYc3HfJs6GaE1u',
    DATA_KEY_MASTER_KEY: MASTER,
    SMTP_URL: 'smtp://mail.example:587',
    SMS_PROVIDER_URL: 'https://api.twilio.example/2010-04-01/Accounts/AC1/Messages.json',
    SMS_PROVIDER_FORMAT: 'form',
    SMS_PROVIDER_USER: 'AC1',
    SMS_PROVIDER_PASSWORD: 'auth-token',
    SMS_FROM: '+15550000000',
    PUBLIC_URL: 'https://pickup.example/',
  });
  expect(config).toMatchObject({
    JWT_SECRET: 'q7Vd2kLp9XzR4mWn8TbYc3HfJs6GaE1u',
    DATA_KEY_MASTER_KEY: MASTER,
    SMS_PROVIDER_FORMAT: 'form',
    PUBLIC_URL: 'https://pickup.example',
  });
});

it('hashes passwords at the OWASP cost and asks a full captcha unless a test run lowers them; production refuses lower', () => {
  expect(loadConfig({ DATA_DIR: dataDir() })).toMatchObject({
    PASSWORD_HASH_COST: 'owasp',
    CAPTCHA_MAX_NUMBER: 100_000,
  });
  const cheap = { PASSWORD_HASH_COST: 'test', CAPTCHA_MAX_NUMBER: '1000' };
  expect(loadConfig({ DATA_DIR: dataDir(), ...cheap })).toMatchObject({
    PASSWORD_HASH_COST: 'test',
    CAPTCHA_MAX_NUMBER: 1000,
  });
  const production = {
    NODE_ENV: 'production',
    DATA_DIR: dataDir(),
    JWT_SECRET: 'q7Vd2kLp9XzR4mWn8TbYc3HfJs6GaE1u',
    DATA_KEY_MASTER_KEY: MASTER,
    SMTP_URL: 'smtp://mail.example:587',
    SMS_PROVIDER_URL: 'https://sms.example/send',
    SMS_PROVIDER_TOKEN: 'sms-token',
    PUBLIC_URL: 'https://pickup.example',
  };
  expect(() => loadConfig({ ...production, PASSWORD_HASH_COST: 'test' })).toThrow(
    'PASSWORD_HASH_COST: test is for test runs only',
  );
  expect(() => loadConfig({ ...production, CAPTCHA_MAX_NUMBER: '1000' })).toThrow(
    'CAPTCHA_MAX_NUMBER: below 100000 is for test runs only',
  );
  expect(loadConfig({ ...production, CAPTCHA_MAX_NUMBER: '500000' }).CAPTCHA_MAX_NUMBER).toBe(
    500_000,
  );
});
