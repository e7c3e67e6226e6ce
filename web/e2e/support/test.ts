import { existsSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page, type TestInfo } from '@playwright/test';
import { CHROMIUM, hasE2eEnv, readE2eEnv } from './env';

export { readE2eEnv };

/**
 * Tests against the running server; the global setup starts it before any worker. Without
 * Debian's chromium every test of every file skips with the reason (an automatic fixture, so
 * it runs before any browser is launched; a file-level `test.skip` here would only reach the
 * first spec file that imports this module).
 */
export const test = base.extend<{ requiresChromium: void }>({
  requiresChromium: [
    async ({}, use, testInfo) => {
      testInfo.skip(!existsSync(CHROMIUM), `no Debian chromium at ${CHROMIUM}`);
      await use();
    },
    { auto: true },
  ],
  baseURL: async ({ baseURL }, provide) => provide(hasE2eEnv() ? readE2eEnv().baseURL : baseURL),
});

export { expect };

/** A full-page screenshot kept in test-results/ at phone and desktop widths. */
export async function screenshots(page: Page, testInfo: TestInfo, name: string) {
  const original = page.viewportSize();
  for (const width of [1366, 375]) {
    await page.setViewportSize({ width, height: width > 800 ? 900 : 812 });
    await page.waitForTimeout(150);
    await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });
  }
  if (original) await page.setViewportSize(original);
}

/** axe-core on the page as it is now; the violations are listed on failure. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(summary).toEqual([]);
}
