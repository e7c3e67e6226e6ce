import type { Page } from '@playwright/test';
import { expect, test } from './support/test';

/** Lighthouse's "slow 4G" (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up), through CDP. */
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

type Counted = { name: string; orderCount: number };

/** Waits for two frames to be drawn: whatever the page did before has been painted. */
const twoFrames = (page: Page) =>
  page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );

declare global {
  interface Window {
    __layoutShift?: number;
  }
}

/**
 * Issue 28, item 10: on a phone the restaurants list measured a cumulative layout shift of
 * 0.2: the list was shown in the server's order as soon as it came, then sorted again when
 * the order counts behind "Most Popular" came, moving a card from below the screen to the top.
 */
test.describe('the restaurants list on a slow phone (issue 28)', () => {
  test('does not move under the customer’s finger while it loads', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.addInitScript(() => {
      window.__layoutShift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
        })[]) {
          if (!entry.hadRecentInput)
            window.__layoutShift = (window.__layoutShift ?? 0) + entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);

    // The order counts come after the list has been received and drawn, as on a slow phone.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/restaurants/popular', async (route) => {
      await released;
      await route.continue();
    });
    const responseTo = (pathname: string) =>
      page.waitForResponse((response) => new URL(response.url()).pathname === pathname);
    const listed = responseTo('/api/restaurants');
    const counted = responseTo('/api/restaurants/popular');

    await page.goto('/restaurants');
    await (await listed).finished();
    await twoFrames(page);
    release();
    const [mostPopular] = ((await (await counted).json()) as Counted[]).sort(
      (a, b) => b.orderCount - a.orderCount || a.name.localeCompare(b.name),
    );

    // Most Popular: the list ends up led by the restaurant with the most orders.
    const first = page.getByRole('list', { name: 'Restaurants' }).getByRole('heading').first();
    await expect(first).toHaveText(mostPopular?.name ?? '');
    await expect(page.getByText(/^Showing \d+ of \d+ restaurants$/)).toBeVisible();
    // Two frames more, so that the shift of the last render, if any, has been reported.
    await twoFrames(page);
    const shift = await page.evaluate(() => window.__layoutShift ?? 0);
    expect(shift).toBeLessThan(0.1);
  });
});
