import { FIXTURE } from './support/fixture';
import { expect, expectNoAxeViolations, readE2eEnv, screenshots, test } from './support/test';

test.describe('browsing (customer-area §2)', () => {
  test('lists restaurants, near me and not, and opens a restaurant', async ({
    page,
    context,
  }, testInfo) => {
    const e2e = readE2eEnv();
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: e2e.latitude, longitude: e2e.longitude });

    await page.goto('/restaurants');
    await expect(page.getByRole('heading', { level: 1, name: 'Find Restaurants' })).toBeVisible();
    await expect(page.getByText(/^Showing 12 of \d+ restaurants$/)).toBeVisible();
    await page.getByRole('button', { name: 'Load More' }).click();
    await expect(page.getByRole('link', { name: e2e.restaurantName })).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshots(page, testInfo, 'restaurants');

    await page.getByRole('button', { name: 'Near Me' }).click();
    await expect(page.getByText('Within 15 miles of your location')).toBeVisible();
    await expect(page.getByText('0.0 miles')).toBeVisible();
    await page.getByRole('radio', { name: 'km' }).check({ force: true });
    await expect(page.getByText('Within 15 km of your location')).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshots(page, testInfo, 'restaurants-nearby');

    await page.goto('/restaurants?search=zzzz-nothing');
    await expect(page.getByText('No restaurants found')).toBeVisible();

    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(`/restaurants/${e2e.restaurantId}`);
    await expect(page.getByRole('heading', { level: 1, name: e2e.restaurantName })).toBeVisible();
    // The fixture has no hours: open around the clock.
    await expect(page.getByText('Open 24 hours', { exact: true })).toBeVisible();
    // A customer's restaurant page fetches its own code, not the owner's edit page and forms.
    // The server rendered the text above, so the code may still be on its way: wait for it,
    // then for the page to stop fetching, before saying what it did not fetch.
    await expect
      .poll(() => scripts.some((path) => /\/assets\/restaurant-[\w-]{8}\.js$/.test(path)))
      .toBe(true);
    await page.waitForLoadState('networkidle');
    expect(
      scripts.filter((path) => /restaurant-edit|hours-editor|image-upload/.test(path)),
    ).toEqual([]);
    await expectNoAxeViolations(page);
    await screenshots(page, testInfo, 'restaurant');

    await page.goto('/restaurants/no-such-restaurant');
    await expect(page.getByRole('heading', { name: 'Restaurant not found' })).toBeVisible();
  });
});

test.describe('the header on a tablet', () => {
  // At 768 px the full header once squeezed its search box to a few pixels and wrapped
  // "How it Works" over two lines: below 1024 px the items are behind the menu button.
  for (const { width, height, full } of [
    { width: 768, height: 1024, full: false },
    { width: 1023, height: 768, full: false },
    { width: 1024, height: 768, full: true },
  ]) {
    test(`fits at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      await page.goto('/how-it-works');
      const header = page.getByRole('banner');
      const menu = header.getByRole('button', { name: 'Open menu' });
      const search = header.getByRole('searchbox', { name: /search restaurants/i });
      if (!full) {
        await expect(menu).toBeVisible();
        await expect(search).toBeHidden();
        return;
      }
      await expect(menu).toBeHidden();
      await expect(search).toBeVisible();
      expect((await search.boundingBox())?.width ?? 0).toBeGreaterThan(150);
      const link = header.getByRole('link', { name: 'How it Works' });
      const lineHeight = await link.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
      const box = await link.boundingBox();
      expect(box?.height ?? 0).toBeLessThan(lineHeight * 2);
    });
  }
});

test.describe('a restaurant page before its JavaScript has run', () => {
  test.use({ javaScriptEnabled: false });

  test('shows the restaurant and its menu, titled, as the server rendered it', async ({
    page,
  }, testInfo) => {
    const e2e = readE2eEnv();
    await page.goto(`/restaurants/${e2e.restaurantId}`);
    await expect(page).toHaveTitle(`${e2e.restaurantName} | Pickup`);
    await expect(page.getByRole('heading', { level: 1, name: e2e.restaurantName })).toBeVisible();
    await expect(page.getByText(FIXTURE.item, { exact: true })).toBeVisible();
    await screenshots(page, testInfo, 'restaurant-server-rendered');
  });
});
