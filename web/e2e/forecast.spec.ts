import type { Browser } from '@playwright/test';
import { DEMO_PASSWORD, OWNER_EMAIL, signIn } from './support/fixture';
import { expect, expectNoAxeViolations, readE2eEnv, test } from './support/test';
import { shotPath } from './support/env';

/**
 * Issue 32's forecast in the running app: the demo seeds eight weeks of dinners for North End
 * Trattoria relative to the moment it starts, so the owner's Tonight tab forecasts every
 * weekday, whatever the hour the test runs at.
 */

async function trattoriaId(): Promise<string> {
  const { baseURL } = readE2eEnv();
  const token = await signIn(baseURL, OWNER_EMAIL);
  const response = await fetch(`${baseURL}/api/restaurants?limit=100`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const body = (await response.json()) as
    { id: string; name: string }[] | { items: { id: string; name: string }[] };
  const list = Array.isArray(body) ? body : body.items;
  const found = list.find((r) => r.name === 'North End Trattoria');
  if (!found) throw new Error('the demo trattoria is missing');
  return found.id;
}

async function ownerPage(browser: Browser, width: number) {
  const { baseURL } = readE2eEnv();
  const context = await browser.newContext({
    baseURL,
    viewport: { width, height: width > 800 ? 900 : 812 },
  });
  const page = await context.newPage();
  await page.goto('/auth');
  const form = page.getByRole('tabpanel');
  await form.getByLabel('Email').fill(OWNER_EMAIL);
  await form.getByLabel('Password').fill(DEMO_PASSWORD);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(`${baseURL}/`);
  return page;
}

test('the forecast and prep list render with the demo data', async ({ browser }) => {
  test.setTimeout(120_000);
  const id = await trattoriaId();
  for (const width of [1366, 375]) {
    const page = await ownerPage(browser, width);
    await page.goto(`/owner-dashboard?restaurant=${id}`);
    await page.getByRole('tab', { name: 'Tonight' }).click();
    await expect(page.getByRole('heading', { name: /^Tonight, / })).toBeVisible();
    await expect(page.getByText(/^From 8 past \w+days;/)).toBeVisible();
    const prep = page.getByRole('heading', { name: 'Prep list' }).locator('..');
    await expect(prep.getByText(/^By \d{1,2}:00 [AP]M$/).first()).toBeVisible();
    await expect(prep.getByText(/^\d+ Margherita$/).first()).toBeVisible();
    const slots = page.getByRole('table', { name: 'Orders per pickup slot' });
    await expect(slots.getByRole('row').nth(1)).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'Yesterday: forecast against actual' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: shotPath(`forecast-tonight-${width}.png`), fullPage: true });
    await slots.scrollIntoViewIfNeeded();
    await page.screenshot({ path: shotPath(`forecast-slots-${width}.png`) });
    await page.context().close();
  }
});
