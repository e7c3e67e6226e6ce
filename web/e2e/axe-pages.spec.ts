import type { Page } from '@playwright/test';
import { DEMO_PASSWORD } from './support/fixture';
import { expect, expectNoAxeViolations, test } from './support/test';

const CUSTOMER_EMAIL = 'customer@pickup.test';

/** The page has its heading and nothing is loading any more, so axe sees the real content. */
async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

async function scan(page: Page, path: string) {
  await page.goto(path);
  await settled(page);
  await expectNoAxeViolations(page);
}

test.describe('axe finds no violations (customer-area §2, issue 6)', () => {
  test('on the public pages, signed out', async ({ page }) => {
    await page.goto('/auth');
    await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await expect(page.getByRole('tabpanel').getByLabel('Email')).toBeVisible();
    await expectNoAxeViolations(page);

    for (const path of [
      '/how-it-works',
      '/support',
      '/contact',
      '/privacy-policy',
      '/terms-of-service',
      '/dev/outbox',
      '/no-such-page',
    ]) {
      await test.step(path, () => scan(page, path));
    }
  });

  test('on the demo customer’s pages', async ({ page }) => {
    await page.goto('/auth');
    const signIn = page.getByRole('tabpanel');
    await signIn.getByLabel('Email').fill(CUSTOMER_EMAIL);
    await signIn.getByLabel('Password').fill(DEMO_PASSWORD);
    await signIn.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/$/);
    await settled(page);
    await expectNoAxeViolations(page);

    await test.step('/customer-dashboard', () => scan(page, '/customer-dashboard'));
    for (const tab of ['profile', 'privacy', 'data', 'account']) {
      await test.step(`/privacy-account ${tab}`, async () => {
        await page.goto(`/privacy-account?tab=${tab}`);
        await settled(page);
        await expect(page.getByRole('tabpanel')).toBeVisible();
        await expectNoAxeViolations(page);
      });
    }
  });
});
