import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** What the evaluation stack's services read from its secrets volume. */
export const EVAL_SECRET_FILES = {
  /** Postgres reads it through POSTGRES_PASSWORD_FILE (as its own user: world-readable). */
  postgresPassword: 'postgres-password',
  /** SeaweedFS's S3 identities: the app's key, and anonymous reads of uploaded images. */
  s3Identities: 's3.json',
  /** Sourced by the app's entrypoint before it starts. */
  appEnv: 'app.env',
} as const;

const token = (bytes: number) => randomBytes(bytes).toString('hex');

/**
 * The evaluation stack works out of the box without a secret written in any file: the first
 * `docker compose up` generates them into a volume only its own services mount, and later
 * runs keep them (the data they protect is kept too).
 */
export function writeEvalSecrets(dir: string, bucket: string): 'created' | 'kept' {
  const appEnv = join(dir, EVAL_SECRET_FILES.appEnv);
  if (existsSync(appEnv)) return 'kept';
  mkdirSync(dir, { recursive: true });
  const pgPassword = token(24);
  const accessKey = token(10);
  const secretKey = token(24);
  writeFileSync(join(dir, EVAL_SECRET_FILES.postgresPassword), pgPassword, { mode: 0o644 });
  const identities = {
    identities: [
      { name: 'anonymous', actions: [`Read:${bucket}`] },
      {
        name: 'pickup',
        credentials: [{ accessKey, secretKey }],
        actions: ['Read', 'Write', 'List', 'Tagging', 'Admin'].map((a) => `${a}:${bucket}`),
      },
    ],
  };
  writeFileSync(join(dir, EVAL_SECRET_FILES.s3Identities), JSON.stringify(identities, null, 2), {
    mode: 0o644,
  });
  // Written last: its presence means the others are complete.
  writeFileSync(
    appEnv,
    [
      `DATABASE_URL=postgres://pickup:${pgPassword}@postgres:5432/pickup`,
      `S3_ACCESS_KEY_ID=${accessKey}`,
      `S3_SECRET_ACCESS_KEY=${secretKey}`,
      '',
    ].join('\n'),
    { mode: 0o600 },
  );
  return 'created';
}

/** The settings in app.env, for tests and tooling. */
export function readEvalEnv(dir: string): Record<string, string> {
  const text = readFileSync(join(dir, EVAL_SECRET_FILES.appEnv), 'utf8');
  return Object.fromEntries(
    text
      .split('\n')
      .filter((line) => line.includes('='))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );
}
