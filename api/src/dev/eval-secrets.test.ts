import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { readEvalEnv, writeEvalSecrets } from './eval-secrets';

it('generates the evaluation secrets once, consistent across the services that read them', () => {
  const dir = join(mkdtempSync(join(tmpdir(), 'pickup-eval-')), 'secrets');
  expect(writeEvalSecrets(dir, 'pickup')).toBe('created');
  const env = readEvalEnv(dir);
  const pgPassword = readFileSync(join(dir, 'postgres-password'), 'utf8');
  expect(pgPassword).toMatch(/^[0-9a-f]{48}$/);
  expect(env.DATABASE_URL).toBe(`postgres://pickup:${pgPassword}@postgres:5432/pickup`);
  const s3 = JSON.parse(readFileSync(join(dir, 's3.json'), 'utf8')) as {
    identities: { name: string; actions: string[]; credentials?: object[] }[];
  };
  expect(s3.identities).toEqual([
    // Uploaded images are shown straight from the bucket, to anyone.
    { name: 'anonymous', actions: ['Read:pickup'] },
    {
      name: 'pickup',
      credentials: [{ accessKey: env.S3_ACCESS_KEY_ID, secretKey: env.S3_SECRET_ACCESS_KEY }],
      actions: ['Read:pickup', 'Write:pickup', 'List:pickup', 'Tagging:pickup', 'Admin:pickup'],
    },
  ]);
  expect(statSync(join(dir, 'app.env')).mode & 0o777).toBe(0o600);

  expect(writeEvalSecrets(dir, 'pickup')).toBe('kept');
  expect(readEvalEnv(dir)).toEqual(env);
});
