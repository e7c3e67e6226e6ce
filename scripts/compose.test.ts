import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const ROOT = resolve(import.meta.dirname, '..');

interface Service {
  image?: string;
  build?: unknown;
  ports?: string[];
  environment?: Record<string, string | number>;
}
interface ComposeFile {
  services: Record<string, Service>;
}

const load = (file: string) =>
  parse(readFileSync(join(ROOT, file), 'utf8'), { merge: true }) as ComposeFile;
const FILES = ['docker-compose.yml', 'docker-compose.dev.yml', 'docker-compose.prod.yml'];
const SECRET = /SECRET|PASSWORD|TOKEN|_KEY|_URL$/;

/** What production needs, as an operator would export it (values only for the check). */
const PRODUCTION_ENV: Record<string, string> = {
  PUBLIC_URL: 'https://pickup.example',
  DATABASE_URL: 'postgres://pickup:p@db.internal:5432/pickup',
  EVENTSTORE_URL: 'esdb://admin:p@es.internal:2113',
  JWT_SECRET: 'q7Vd2kLp9XzR4mWn8TbYc3HfJs6GaE1u',
  DATA_KEY_MASTER_KEY: Buffer.alloc(32, 0x5a).toString('base64'),
  SMTP_URL: 'smtps://u:p@smtp.example:465',
  MAIL_FROM: 'Pickup <no-reply@pickup.example>',
  SMS_PROVIDER_URL: 'https://sms.example/send',
  S3_BUCKET: 'pickup-images',
  S3_ACCESS_KEY_ID: 'key',
  S3_SECRET_ACCESS_KEY: 'secret',
  SUPPORT_EMAIL: 'support@pickup.example',
  CONTACT_PHONE: '+1 555 0100',
  SITE_ADDRESS: 'pickup.example',
};

describe('compose files, read as text (no container engine needed)', () => {
  it('give no secret a default: each is generated, or required from the operator', () => {
    for (const file of FILES) {
      for (const [name, service] of Object.entries(load(file).services)) {
        for (const [key, value] of Object.entries(service.environment ?? {})) {
          // A path to a secret (`*_FILE`) is not one.
          if (!SECRET.test(key) || key.endsWith('_FILE')) continue;
          const text = String(value);
          const where = `${file} ${name}.${key}=${text}`;
          // Required (`:?`), or empty unless given; a URL may carry no credentials at all.
          const required = /^\$\{[A-Z0-9_]+(:\?[^}]*|:-)?\}$/.test(text);
          const credentialFree = /_URL$/.test(key) && !/\/\/[^/@]*:[^/@]*@/.test(text);
          expect(required || credentialFree, where).toBe(true);
        }
      }
    }
  });

  it('pin every image they pull to a version, and run Postgres 18', () => {
    for (const file of FILES) {
      for (const [name, service] of Object.entries(load(file).services)) {
        if (!service.image || service.build) continue;
        expect(service.image, `${file} ${name}`).toMatch(/:[^:/]*\d[^:/]*$/);
        expect(service.image, `${file} ${name}`).not.toMatch(/:latest$/);
      }
    }
    expect(load('docker-compose.yml').services.postgres?.image).toMatch(/^postgres:18\./);
  });

  it('publish no backing service in the evaluation stack; the developer override does', () => {
    const evaluation = load('docker-compose.yml').services;
    for (const name of ['postgres', 'eventstore', 'eval-secrets', 's3-bucket', 'sms-catcher']) {
      expect(evaluation[name]?.ports, name).toBeUndefined();
    }
    // What a browser must reach (the app, the inbox, image URLs), on loopback where it can be.
    expect(evaluation.mailpit?.ports).toEqual(['127.0.0.1:8025:8025']);
    expect(evaluation.seaweedfs?.ports).toEqual(['127.0.0.1:8333:8333']);
    const dev = load('docker-compose.dev.yml').services;
    expect(dev.postgres?.ports).toEqual(['127.0.0.1:5432:5432']);
    expect(dev.eventstore?.ports).toEqual(['127.0.0.1:2113:2113']);
  });

  it('build an image of several stages that runs compiled code as non-root, checked on /readyz', () => {
    const dockerfile = readFileSync(join(ROOT, 'Dockerfile'), 'utf8');
    expect(dockerfile.match(/^FROM /gm)?.length).toBeGreaterThanOrEqual(3);
    expect(dockerfile).toMatch(/npm ci --omit=dev/);
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toMatch(/^HEALTHCHECK [\s\S]*\/readyz/m);
    expect(dockerfile).toMatch(/^CMD \["node", "dist\/server\/start\.js"\]$/m);
    expect(dockerfile).not.toMatch(/^(CMD|ENTRYPOINT).*tsx/m);
    expect(dockerfile).toMatch(/^ARG NODE_IMAGE=node:\d+\.\d+\.\d+-/m);
  });
});

/** `docker compose` (v2 plugin), else `docker-compose` (v1), whichever answers here. */
function composeCommand(): string[] | undefined {
  for (const command of [['docker', 'compose'], ['docker-compose']]) {
    const [bin = '', ...args] = command;
    if (spawnSync(bin, [...args, 'version'], { stdio: 'ignore' }).status === 0) return command;
  }
  return undefined;
}

const compose = composeCommand();
if (!compose)
  console.warn('compose config skipped: neither `docker compose` nor `docker-compose` runs here');

describe.skipIf(!compose)('compose files, validated by `compose config`', () => {
  const config = (files: string[], env: Record<string, string> = {}, profile?: string) => {
    const [bin = '', ...args] = compose ?? [];
    const fileArgs = files.flatMap((f) => ['-f', f]);
    const profileArgs = profile ? ['--profile', profile] : [];
    const result = spawnSync(bin, [...args, ...fileArgs, ...profileArgs, 'config', '-q'], {
      cwd: ROOT,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
      encoding: 'utf8',
    });
    return { status: result.status, stderr: result.stderr };
  };

  it.each([
    ['evaluation', ['docker-compose.yml'], undefined],
    ['evaluation with two replicas', ['docker-compose.yml'], 'scale'],
    [
      'evaluation with published ports',
      ['docker-compose.yml', 'docker-compose.dev.yml'],
      undefined,
    ],
  ])('accepts the %s stack with no settings at all', (_name, files, profile) => {
    expect(config(files, {}, profile)).toEqual({ status: 0, stderr: '' });
  });

  it('accepts production with every setting, and refuses it without one', () => {
    expect(config(['docker-compose.prod.yml'], PRODUCTION_ENV).status).toBe(0);
    const { JWT_SECRET: _dropped, ...withoutSecret } = PRODUCTION_ENV;
    const refused = config(['docker-compose.prod.yml'], withoutSecret);
    expect(refused.status).not.toBe(0);
    expect(refused.stderr).toContain('set JWT_SECRET to 32+ random characters');
  });
});
