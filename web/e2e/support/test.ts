import { existsSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page, type TestInfo } from '@playwright/test';
import { CHROMIUM, hasE2eEnv, readE2eEnv } from './env';

export { readE2eEnv };

/**
 * Tests against the running server; the global setup starts it before any worker. Without
 * Debian's chromium every test of every file skips with the reason (an automatic fixture,
 * first, so it runs before any browser is launched; a file-level `test.skip` here would only
 * reach the first spec file that imports this module). Every test also fails when the browser
 * refused something under the server's Content-Security-Policy (an inline script whose hash
 * the page's header lacks, say), which would otherwise break a page silently.
 */
export const test = base.extend<{ requiresChromium: void; noCspViolations: void }>({
  requiresChromium: [
    async ({}, use, testInfo) => {
      testInfo.skip(!existsSync(CHROMIUM), `no Debian chromium at ${CHROMIUM}`);
      await use();
    },
    { auto: true },
  ],
  baseURL: async ({ baseURL }, provide) => provide(hasE2eEnv() ? readE2eEnv().baseURL : baseURL),
  noCspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
      });
      await use();
      expect(violations).toEqual([]);
    },
    { auto: true },
  ],
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

/**
 * Waits until no CSS animation or transition is running: a dialog opening over a drawer that
 * is still fading out would otherwise be measured half-transparent (low contrast).
 */
export async function waitForAnimationsToEnd(page: Page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
}

/**
 * axe-core on the page at rest (after every animation ended); the violations are listed on
 * failure. `include` limits the scan to a part of the page, e.g. 'main'.
 */
export async function expectNoAxeViolations(page: Page, include?: string) {
  await waitForAnimationsToEnd(page);
  const builder = new AxeBuilder({ page });
  const results = await (include ? builder.include(include) : builder).analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(summary).toEqual([]);
}
