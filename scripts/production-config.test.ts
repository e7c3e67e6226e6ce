import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..');
const STRONG = 'q7Vd2kLp9XzR4mWn8TbYc3HfJs6GaE1u';
/** Everything production needs; each case takes some of it away. */
const COMPLETE = {
  JWT_SECRET: STRONG,
  DATA_KEY_MASTER_KEY: randomBytes(32).toString('base64'),
  SMTP_URL: 'smtp://mail.example:587',
  SMS_PROVIDER_URL: 'https://sms.example/send',
  SMS_PROVIDER_TOKEN: 'provider-token',
  PUBLIC_URL: 'https://pickup.example',
};

/** `npm start`'s entry in production with exactly `settings`; its exit code and output. */
function startProduction(
  settings: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: process.env.HOME };
  Object.assign(env, {
    NODE_ENV: 'production',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'pickup-prod-')),
    ...settings,
  });
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr.on('data', (c: Buffer) => (output += c.toString()));
  return new Promise((ok) => child.on('exit', (code) => ok({ code, output })));
}

const without = (...names: (keyof typeof COMPLETE)[]) =>
  Object.fromEntries(Object.entries(COMPLETE).filter(([k]) => !names.includes(k as never)));

describe.concurrent(
  'production refuses to start without safe settings',
  { timeout: 120_000 },
  () => {
    it('names every missing setting in one message and exits non-zero', async () => {
      const { code, output } = await startProduction({});
      expect(code).toBe(1);
      expect(output.match(/Invalid configuration:/g)).toHaveLength(1);
      expect(output).toContain('JWT_SECRET: required in production');
      expect(output).toContain('DATA_KEY_MASTER_KEY: required in production');
      expect(output).toContain('SMTP_URL: required in production');
      expect(output).toContain('SMS_PROVIDER_URL: required in production');
      expect(output).toContain('PUBLIC_URL: required in production');
      expect(output).not.toContain('listening');
    });

    it.each([
      [
        'a short JWT secret',
        { ...COMPLETE, JWT_SECRET: 'short-secret' },
        'JWT_SECRET must be at least 32 characters',
      ],
      [
        'a placeholder JWT secret',
        { ...COMPLETE, JWT_SECRET: 'compose-development-secret-change-me-0123456789' },
        'JWT_SECRET: too weak for production',
      ],
      [
        'a repetitive JWT secret',
        { ...COMPLETE, JWT_SECRET: 'ab'.repeat(20) },
        'JWT_SECRET: too weak for production',
      ],
      [
        'no master key for the data keys',
        without('DATA_KEY_MASTER_KEY'),
        'DATA_KEY_MASTER_KEY: required in production (32 random bytes, base64',
      ],
      ['no SMTP', without('SMTP_URL'), 'SMTP_URL: required in production'],
      ['no SMS provider', without('SMS_PROVIDER_URL'), 'SMS_PROVIDER_URL: required in production'],
      [
        'an SMS provider without credentials',
        without('SMS_PROVIDER_TOKEN'),
        'SMS_PROVIDER_TOKEN or SMS_PROVIDER_USER + SMS_PROVIDER_PASSWORD: required in production',
      ],
      [
        'a form-shaped SMS provider without a sender',
        { ...COMPLETE, SMS_PROVIDER_FORMAT: 'form' },
        'SMS_FROM: required with SMS_PROVIDER_FORMAT=form',
      ],
    ])('refuses %s', async (_case, settings, message) => {
      const { code, output } = await startProduction(settings);
      expect(code).toBe(1);
      expect(output).toContain(message);
      // Only what is wrong is named.
      expect(output.match(/^ {2}\S/gm)).toHaveLength(1);
    });
  },
);
