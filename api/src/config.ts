import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { DEFAULT_CAPTCHA_MAX_NUMBER } from './captcha/captcha';
import { isTrustProxy } from './http/trust-proxy';
import { productionProblems } from './config-production';
import { decodeMasterKey, generateMasterKey, MASTER_KEY_HINT } from './security/master-keys';

/** The repository root, so that `.data/` and `web/dist` do not depend on the working directory. */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

/**
 * Every environment variable the server reads, in one place. Later features add their
 * settings here (with a default that works for `npm start`) and read them from `Config`.
 */
const schema = z.object({
  // process
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Unset: listen on every interface. */
  HOST: optionalText,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PUBLIC_URL: optionalText.pipe(z.url().optional()),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /** Local state of `npm start`: embedded Postgres, uploads, the dev JWT secret. */
  DATA_DIR: z.string().default(join(REPO_ROOT, '.data')),
  WEB_DIST: z.string().default(join(REPO_ROOT, 'web/dist')),

  // storage of events and read models
  /** Unset: an embedded Postgres with its data under DATA_DIR/pg. */
  DATABASE_URL: optionalText,
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1).max(65535).default(54329),
  /** Unset: DATA_DIR/pg, or a directory under /var/lib/pickup (see db/embedded-placement). */
  EMBEDDED_PG_DIR: optionalText,
  /** First wait before restarting an embedded Postgres that died; doubles up to 5 s. */
  EMBEDDED_PG_RESTART_MS: z.coerce.number().int().positive().default(250),
  /** Postgres cancels any statement of the app's running longer (migrations and rebuilds aside). */
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().positive().default(5_000),
  /** An API request unanswered by then gets 503 with Retry-After, whatever it waits on. */
  REQUEST_DEADLINE_MS: z.coerce.number().int().positive().default(8_000),
  /** `esdb://…` selects EventStoreDB for events; unset keeps them in Postgres. */
  EVENTSTORE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^esdb(\+discover)?:\/\//, 'EVENTSTORE_URL must start with esdb://')
      .optional(),
  ),

  // identity
  /** Required in production; in development generated once and kept under DATA_DIR. */
  JWT_SECRET: optionalText.pipe(
    z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  ),

  /**
   * Wraps every user's data key (issue 17). Required in production; in development generated
   * once and kept under DATA_DIR. Rotation: see README "Operations".
   */
  DATA_KEY_MASTER_KEY: optionalText.refine(
    (v) => v === undefined || decodeMasterKey(v) !== null,
    `DATA_KEY_MASTER_KEY must be ${MASTER_KEY_HINT}`,
  ),
  /** During a rotation only: earlier master keys, comma-separated, still read but never used to wrap. */
  DATA_KEY_PREVIOUS_MASTER_KEYS: optionalText
    .refine(
      (v) => v === undefined || v.split(',').every((k) => decodeMasterKey(k) !== null),
      `DATA_KEY_PREVIOUS_MASTER_KEYS must be comma-separated keys of ${MASTER_KEY_HINT}`,
    )
    .transform((v) => (v === undefined ? [] : v.split(',').map((k) => k.trim()))),

  /**
   * What signing in costs; a test run lowers both to save minutes, production refuses that.
   * `test`: argon2id at 1 MiB and one pass instead of OWASP's minimum.
   */
  PASSWORD_HASH_COST: z
    .enum(['owasp', 'test'], { error: "PASSWORD_HASH_COST must be 'owasp' or 'test'" })
    .default('owasp'),
  /** Upper bound of the captcha's secret number (ALTCHA maxnumber): its proof-of-work cost. */
  CAPTCHA_MAX_NUMBER: z.coerce.number().int().positive().default(DEFAULT_CAPTCHA_MAX_NUMBER),

  // notifications (unset: the dev outbox)
  SMTP_URL: optionalText,
  SMS_PROVIDER_URL: optionalText,
  /** `json` ({ to, body, channel }) or `form` (To, From, Body: Twilio's Messages API shape). */
  SMS_PROVIDER_FORMAT: z.enum(['json', 'form']).default('json'),
  /** Voice calls, when the provider takes them elsewhere (default SMS_PROVIDER_URL). */
  SMS_PROVIDER_CALL_URL: optionalText,
  SMS_PROVIDER_TOKEN: optionalText,
  SMS_PROVIDER_USER: optionalText,
  SMS_PROVIDER_PASSWORD: optionalText,
  SMS_FROM: optionalText,
  MAIL_FROM: optionalText,
  SUPPORT_EMAIL: z.email().default('support@pickup.example'),
  CONTACT_PHONE: z.string().default('+1 555 0100'),

  // catalog
  /** A geocoder of the Nominatim shape; unset (or down): the address's ZIP code centre. */
  GEOCODER_URL: optionalText.pipe(z.url('GEOCODER_URL must be a URL').optional()),
  DEFAULT_TIMEZONE: z
    .string()
    .default('America/New_York')
    .refine(isTimeZone, 'DEFAULT_TIMEZONE must be an IANA time zone'),

  // demo data
  SEED_DEMO: bool.default(true),
  DEMO_PASSWORD: z.string().min(8).default('pickup-demo'),

  // object storage (S3_BUCKET set: S3-compatible; otherwise local disk under STORAGE_DIR)
  STORAGE_DIR: optionalText,
  S3_ENDPOINT: optionalText,
  /** Where browsers reach the bucket, when that differs from S3_ENDPOINT (e.g. in compose). */
  S3_PUBLIC_ENDPOINT: optionalText,
  S3_BUCKET: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_REGION: z.string().default('us-east-1'),

  // privacy
  EXPORT_FILE_PREFIX: z.string().default('pickup-data-export'),

  // hardening (issue 17): whom to believe, who may look
  /** Proxies whose X-Forwarded-For is believed: hops, or addresses/subnets. Unset: none. */
  TRUST_PROXY: optionalText.refine(
    (v) => v === undefined || isTrustProxy(v),
    'TRUST_PROXY must be a number of hops or a comma-separated list of addresses, subnets, loopback, linklocal or uniquelocal',
  ),
  /** A session ends this many days after its sign-in, however often it refreshes. */
  SESSION_MAX_DAYS: z.coerce.number().positive().max(365).default(30),
  /**
   * Text messages and calls per hour: codes to one number, and verification codes to all
   * numbers together; restaurants' order notifications have a budget of their own, so they
   * can never use up what new customers need to sign up.
   */
  SMS_PER_NUMBER_PER_HOUR: z.coerce.number().int().positive().default(5),
  SMS_PER_HOUR: z.coerce.number().int().positive().default(500),
  SMS_NOTIFICATIONS_PER_HOUR: z.coerce.number().int().positive().default(500),
  /** Sign-ins per 15 minutes and sign-ups per hour from one address (an office behind one NAT may need more). */
  LOGINS_PER_IP_PER_15_MINUTES: z.coerce.number().int().positive().default(100),
  REGISTRATIONS_PER_IP_PER_HOUR: z.coerce.number().int().positive().default(30),
  /** Orders a customer may have in progress at one restaurant, in all, and place per hour there. */
  ORDERS_IN_PROGRESS_PER_RESTAURANT: z.coerce.number().int().positive().default(5),
  ORDERS_IN_PROGRESS: z.coerce.number().int().positive().default(30),
  ORDERS_PER_HOUR_PER_RESTAURANT: z.coerce.number().int().positive().default(10),
  /** Set: /metrics answers only `Authorization: Bearer <METRICS_TOKEN>`. */
  METRICS_TOKEN: optionalText.pipe(
    z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  ),
});

export type Env = z.input<typeof schema>;

type Parsed = z.output<typeof schema>;

/** Defaults that depend on other settings are filled in, so these are never undefined. */
export type Config = Omit<
  Parsed,
  'PUBLIC_URL' | 'JWT_SECRET' | 'DATA_KEY_MASTER_KEY' | 'STORAGE_DIR'
> & {
  PUBLIC_URL: string;
  JWT_SECRET: string;
  DATA_KEY_MASTER_KEY: string;
  STORAGE_DIR: string;
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/**
 * Reads and validates the environment. Throws a ConfigError listing every bad variable.
 * Empty strings count as unset so that `FOO=` in a compose file falls back to the default.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const known = Object.fromEntries(
    Object.keys(schema.shape).flatMap((k) => (env[k] === undefined ? [] : [[k, env[k]]])),
  );
  const result = schema.safeParse(known);
  const problems = [
    ...(result.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? []),
    ...(known.NODE_ENV === 'production' ? productionProblems(known) : []),
  ];
  if (!result.success || problems.length > 0) {
    throw new ConfigError(`Invalid configuration:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  }
  const c = result.data;
  const dataDir = resolve(c.DATA_DIR);
  return {
    ...c,
    DATA_DIR: dataDir,
    WEB_DIST: resolve(c.WEB_DIST),
    PUBLIC_URL: (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, ''),
    JWT_SECRET: c.JWT_SECRET ?? devJwtSecret(dataDir),
    DATA_KEY_MASTER_KEY: c.DATA_KEY_MASTER_KEY ?? devMasterKey(dataDir),
    STORAGE_DIR: resolve(c.STORAGE_DIR ?? join(dataDir, 'uploads')),
  };
}

/** Generated once per data directory, so restarting `npm start` keeps everyone signed in. */
function devJwtSecret(dataDir: string): string {
  return kept(
    dataDir,
    'jwt-secret',
    (s) => s.length >= 32,
    () => randomBytes(48).toString('base64url'),
  );
}

/**
 * Generated once per data directory beside the embedded database it protects (never in the
 * repository); losing the file makes that database's personal data unreadable, as designed.
 */
function devMasterKey(dataDir: string): string {
  return kept(
    dataDir,
    'data-key-master-key',
    (s) => decodeMasterKey(s) !== null,
    generateMasterKey,
  );
}

function kept(
  dataDir: string,
  name: string,
  valid: (stored: string) => boolean,
  generate: () => string,
): string {
  const file = join(dataDir, name);
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (valid(stored)) return stored;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = generate();
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
