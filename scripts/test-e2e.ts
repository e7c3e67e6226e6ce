/**
 * `npm run test:e2e`: the browser tests in Debian's chromium. Where chromium is missing and
 * this machine can install it (root with apt-get), it is installed first, as CI does; where it
 * cannot, every browser test is skipped with one printed reason and the command passes. In CI
 * a missing browser is a failure: CI runs every browser test.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { CHROMIUM } from '../web/e2e/support/env';

const DEBIAN_PACKAGES = ['chromium', 'fonts-liberation'];

const hasCommand = (name: string) =>
  spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0;

const canInstall = () => process.getuid?.() === 0 && hasCommand('apt-get');

function install(): boolean {
  console.log(`Installing Debian's ${DEBIAN_PACKAGES.join(' and ')} for the browser tests…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  if (update.status !== 0) return false;
  const add = spawnSync('apt-get', ['install', '-y', '-qq', ...DEBIAN_PACKAGES], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env,
  });
  return add.status === 0 && existsSync(CHROMIUM);
}

function main(): number {
  if (!existsSync(CHROMIUM) && canInstall()) install();
  if (!existsSync(CHROMIUM)) {
    const why = canInstall()
      ? `installing it with apt-get failed`
      : `installing it needs root and apt-get (apt-get install ${DEBIAN_PACKAGES.join(' ')})`;
    if (process.env.CI === 'true') {
      console.error(`Browser tests cannot run: no Debian chromium at ${CHROMIUM}, and ${why}.`);
      return 1;
    }
    console.log(`Skipping every browser test: no Debian chromium at ${CHROMIUM}, and ${why}.`);
    return 0;
  }
  const playwright = join(import.meta.dirname, '../node_modules/.bin/playwright');
  return (
    spawnSync(playwright, ['test', ...process.argv.slice(2)], { stdio: 'inherit' }).status ?? 1
  );
}

process.exitCode = main();
