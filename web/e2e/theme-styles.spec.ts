import { expect, readE2eEnv, test } from './support/test';

/**
 * Issue 28: the theme's global styles (reset, page styles, every token's CSS variable) are in
 * every page's HTML; the app no longer builds and serializes them again on a phone's main
 * thread before it can run.
 */
test.describe('the theme’s global styles (issue 28)', () => {
  test('come once, with the page, on pages the server rendered and those the app renders', async ({
    page,
  }) => {
    const e2e = readE2eEnv();
    await page.setViewportSize({ width: 375, height: 812 });
    for (const path of ['/', `/restaurants/${e2e.restaurantId}`, '/how-it-works']) {
      await page.goto(path);
      await page.waitForFunction(() => window.__pickupStarted === true);
      const theme = await page.evaluate(() => ({
        heldBy: [...document.querySelectorAll('style')]
          .filter((style) => style.textContent?.includes('--chakra-colors-brand-700:'))
          .map((style) => style.id || style.getAttribute('data-emotion')),
        brand: getComputedStyle(document.documentElement)
          .getPropertyValue('--chakra-colors-brand-700')
          .trim(),
        font: getComputedStyle(document.body).fontFamily,
      }));
      expect(theme, path).toEqual({
        heldBy: ['theme-css'],
        brand: '#b9330b',
        font: expect.stringContaining('Inter Variable'),
      });
    }
  });
});
