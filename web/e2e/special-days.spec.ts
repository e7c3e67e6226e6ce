import { localDate } from '@pickup/domain/catalog/special-day-status';
import { dateOfDayNumber, dayNumber } from '@pickup/domain/catalog/special-days';
import { OWNER_EMAIL, signIn } from './support/fixture';
import { ADMIN_EMAIL, CUSTOMER_EMAIL, callerWithStatus, signedInPage } from './support/api';
import { expect, expectNoAxeViolations, readE2eEnv, test } from './support/test';
import { shotPath } from './support/env';

/**
 * Issue 32's special days in the running app: the owner sets a closure for tomorrow in
 * Restaurant Settings, the customer's restaurant page shows its note and checkout's slot
 * picker offers no time that day. The restaurant has no hours (open around the clock) and
 * "tomorrow" is read in its zone, so nothing depends on the time of day.
 */

const ZONE = 'America/New_York';
const NOTE = 'Closed for a private event';

async function aroundTheClock() {
  const { baseURL } = readE2eEnv();
  const admin = callerWithStatus(await signIn(baseURL, ADMIN_EMAIL));
  const owner = callerWithStatus(await signIn(baseURL, OWNER_EMAIL));
  const me = await owner<{ id: string }>('GET', '/api/auth/user');
  const r = await admin<{ id: string }>('POST', '/api/restaurants', {
    name: `Holiday Diner ${Date.now().toString(36)}`,
    address: '9 Feast St, Boston, MA',
    taxRate: '0.0625',
    hours: null,
    ownerId: me.body.id,
    timezone: ZONE,
  });
  const menu = await owner<{ id: string }>('POST', `/api/restaurants/${r.body.id}/menus`, {
    name: 'All day',
  });
  const mains = await owner<{ id: string }>('POST', `/api/menus/${menu.body.id}/categories`, {
    name: 'Mains',
  });
  await owner('POST', `/api/categories/${mains.body.id}/items`, {
    name: 'Turkey Plate',
    description: 'Roast turkey, stuffing, cranberry.',
    price: 16,
  });
  return r.body.id;
}

test('the owner closes tomorrow; the customer sees the note and no pickup time that day', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const restaurantId = await aroundTheClock();
  const tomorrow = dateOfDayNumber(dayNumber(localDate(ZONE, new Date())) + 1);
  const slotDates = async () => {
    const res = await fetch(`${readE2eEnv().baseURL}/api/restaurants/${restaurantId}/pickup-slots`);
    const body = (await res.json()) as { slots: { serviceDate: string }[] };
    return new Set(body.slots.map((s) => s.serviceDate));
  };
  expect(await slotDates()).toContain(tomorrow);

  const owner = await signedInPage(browser, OWNER_EMAIL, 1366);
  await owner.goto(`/owner-dashboard?restaurant=${restaurantId}`);
  await owner.getByRole('tab', { name: 'Restaurant Settings' }).click();
  const card = owner.getByRole('heading', { name: 'Special days' }).locator('xpath=ancestor::*[3]');
  await expect(card.getByText('No special days ahead.')).toBeVisible();
  await expect(owner.getByLabel('First day')).toHaveValue(tomorrow);
  await owner.getByLabel('Note for customers').fill(NOTE);
  await owner.getByRole('button', { name: 'Add special day' }).click();
  const row = owner.getByTestId('special-day');
  await expect(row).toContainText('Closed');
  await expect(row).toContainText(NOTE);
  await expectNoAxeViolations(owner);
  await row.scrollIntoViewIfNeeded();
  await owner.screenshot({ path: shotPath('special-days-owner-1366.png') });
  await owner.setViewportSize({ width: 375, height: 812 });
  await row.scrollIntoViewIfNeeded();
  await owner.screenshot({ path: shotPath('special-days-owner-375.png') });
  await owner.context().close();
  expect(await slotDates()).not.toContain(tomorrow);

  const page = await signedInPage(browser, CUSTOMER_EMAIL, 1366);
  await page.goto(`/restaurants/${restaurantId}`);
  await expect(page.getByTestId('special-days-notice')).toContainText(NOTE);
  await page.getByRole('button', { name: /^Turkey Plate,/ }).click();
  await page
    .getByRole('dialog', { name: 'Turkey Plate' })
    .getByRole('button', { name: /Add to Cart/ })
    .click();
  await page
    .getByRole('dialog', { name: 'Your Cart' })
    .getByRole('button', { name: 'Checkout' })
    .click();
  const confirmation = page.getByRole('dialog', { name: 'Confirm Your Order' });
  const later = confirmation.getByRole('radio', { name: 'Schedule for later' });
  // Late in the evening today may have no slot left, and tomorrow has none: then none at all.
  if (await later.isEnabled()) {
    await later.click({ force: true });
    const picker = confirmation.getByLabel('Pickup time', { exact: true }).last();
    await expect(picker.locator('option').first()).toBeAttached();
    await expect(picker.locator('optgroup[label="Tomorrow"]')).toHaveCount(0);
    await expect(picker.locator('option', { hasText: 'Tomorrow' })).toHaveCount(0);
  }
  await expectNoAxeViolations(page);
  await page.screenshot({ path: shotPath('special-days-checkout-1366.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: shotPath('special-days-checkout-390.png'), fullPage: true });
  await page.keyboard.press('Escape');
  await page.goto(`/restaurants/${restaurantId}`);
  await page.screenshot({ path: shotPath('special-days-customer-390.png') });
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.screenshot({ path: shotPath('special-days-customer-1366.png') });
  await page.context().close();
});
