import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS } from './web/e2e/support/env';

/**
 * End-to-end journeys in Debian's chromium against the real server on a fresh embedded
 * database (web/e2e/global-setup.ts starts it). Playwright's own browser downloads are never
 * used; without /usr/bin/chromium every test is skipped with the reason printed.
 */
if (!existsSync(CHROMIUM)) {
  console.log(`Skipping end-to-end tests: no Debian chromium at ${CHROMIUM}`);
}

export default defineConfig({
  testDir: 'web/e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './web/e2e/global-setup.ts',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    ...devices['Desktop Chrome'],
    viewport: { width: 1366, height: 900 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // Browser checks measure pages at rest; the app honours the setting (no sliding dialogs).
    contextOptions: { reducedMotion: 'reduce' },
    launchOptions: {
      executablePath: CHROMIUM,
      args: [...CHROMIUM_ARGS],
    },
  },
});
