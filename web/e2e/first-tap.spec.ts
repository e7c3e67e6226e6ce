import { FIXTURE } from './support/fixture';
import { expect, readE2eEnv, test } from './support/test';

/** The app's code after main.tsx: held back, the page stays as the server sent it. */
const APP_CODE = /\/assets\/start-[\w-]+\.js$/;

test.describe('a server-rendered restaurant page on a slow phone (issue 28)', () => {
  test('a tap on the menu before the app has run opens the item once it has', async ({ page }) => {
    const e2e = readE2eEnv();
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(APP_CODE, async (route) => {
      await released;
      await route.continue();
    });

    await page.goto(`/restaurants/${e2e.restaurantId}`, { waitUntil: 'domcontentloaded' });
    const heading = page.getByRole('heading', { level: 1, name: e2e.restaurantName });
    await expect(heading).toBeVisible();
    const serverHeading = await heading.elementHandle();
    await page.getByRole('button', { name: new RegExp(`^${FIXTURE.item},`) }).click();
    // Nothing can answer yet: the app's code is still on its way.
    await expect(page.getByRole('dialog')).toHaveCount(0);

    release();
    await expect(page.getByRole('dialog', { name: FIXTURE.item })).toBeVisible();
    // The app adopted the server's page rather than building it again.
    expect(await serverHeading?.evaluate((element) => element.isConnected)).toBe(true);
  });
});
