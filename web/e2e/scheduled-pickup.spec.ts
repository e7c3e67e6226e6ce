import { DEMO_PASSWORD, OWNER_EMAIL, signIn } from './support/fixture';
import { expect, expectNoAxeViolations, readE2eEnv, screenshots, test } from './support/test';
import { shotPath } from './support/env';

const CUSTOMER_EMAIL = 'customer@pickup.test';
const HOUR = 3_600_000;
const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

const hhmm = (ms: number) => new Date(ms).toISOString().slice(11, 16);

/**
 * Hours (UTC) open one hour a day, starting three hours from now: closed now by
 * construction whatever the time of day, with pickup slots three hours ahead.
 */
function closedNowHours() {
  const start = Math.ceil((Date.now() + 3 * HOUR) / HOUR) * HOUR;
  const window = { start: hhmm(start), end: hhmm(start + HOUR), closed: false };
  return {
    opensAt: start,
    hours: Object.fromEntries(DAYS.map((d) => [d, window])),
  };
}

async function call<T>(
  baseURL: string,
  token: string,
  method: string,
  path: string,
  body?: unknown,
) {
  const response = await fetch(`${baseURL}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

test('a customer schedules an order at a closed restaurant and sees the time on the receipt', async ({
  browser,
}, testInfo) => {
  const { baseURL } = readE2eEnv();
  const admin = await signIn(baseURL, 'admin@pickup.test');
  const ownerToken = await signIn(baseURL, OWNER_EMAIL);
  const me = await call<{ id: string }>(baseURL, ownerToken, 'GET', '/api/auth/user');
  const { hours, opensAt } = closedNowHours();
  const name = `Night Owl Noodles ${Date.now()}`;
  const restaurant = await call<{ id: string }>(baseURL, admin, 'POST', '/api/restaurants', {
    name,
    cuisine: 'asian',
    description: 'Hand-pulled noodles for later.',
    address: '5 Late St, Boston, MA 02108',
    phone: '(617) 555-0100',
    latitude: null,
    longitude: null,
    hours,
    taxRate: '0.0625',
    estimatedPickupTime: 20,
    ownerId: me.id,
    timezone: 'UTC',
  });
  const menu = await call<{ id: string }>(
    baseURL,
    ownerToken,
    'POST',
    `/api/restaurants/${restaurant.id}/menus`,
    {
      name: 'Noodles',
      description: 'All day.',
    },
  );
  const bowls = await call<{ id: string }>(
    baseURL,
    ownerToken,
    'POST',
    `/api/menus/${menu.id}/categories`,
    {
      name: 'Bowls',
      description: 'Big bowls.',
    },
  );
  await call(baseURL, ownerToken, 'POST', `/api/categories/${bowls.id}/items`, {
    name: 'Dan Dan Noodles',
    description: 'Sesame, chilli, pork.',
    price: 13,
  });

  const context = await browser.newContext({ baseURL, viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  await page.goto('/auth');
  const form = page.getByRole('tabpanel');
  await form.getByLabel('Email').fill(CUSTOMER_EMAIL);
  await form.getByLabel('Password').fill(DEMO_PASSWORD);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(`${baseURL}/`);

  await page.goto(`/restaurants/${restaurant.id}`);
  await expect(page.getByText(/Schedule for later/)).toBeVisible();
  await page.getByRole('button', { name: /^Dan Dan Noodles,/ }).click();
  await page
    .getByRole('dialog', { name: 'Dan Dan Noodles' })
    .getByRole('button', { name: /Add to Cart/ })
    .click();
  const cart = page.getByRole('dialog', { name: 'Your Cart' });
  await cart.getByRole('button', { name: 'Checkout' }).click();

  const confirmation = page.getByRole('dialog', { name: 'Confirm Your Order' });
  await expect(
    confirmation.getByText('The restaurant is not taking orders right now: choose a pickup time.'),
  ).toBeVisible();
  await expect(confirmation.getByRole('radio', { name: /As soon as possible/ })).toBeDisabled();
  const slot = `${hhmm(opensAt + 15 * 60_000)}–${hhmm(opensAt + 30 * 60_000)}`;
  const picker = confirmation.getByLabel('Pickup time', { exact: true }).last();
  const option = picker.locator('option', { hasText: slot }).first();
  await picker.selectOption((await option.getAttribute('value')) ?? '');
  await expectNoAxeViolations(page);
  await page.waitForTimeout(300);
  for (const width of [1366, 375]) {
    await page.setViewportSize({ width, height: width > 800 ? 900 : 812 });
    await page.waitForTimeout(200);
    await page.screenshot({
      path: shotPath(`timing-checkout-${width}.png`),
      fullPage: true,
    });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
  await confirmation.getByRole('button', { name: 'Place Order' }).click();

  await expect(page).toHaveURL(/\/orders\//);
  await expect(page.getByTestId('pickup-time')).toContainText(`Pickup`);
  // The receipt reads times one way, 12-hour on the restaurant's clock (issue 28).
  const receiptSlot = new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).formatRange(new Date(opensAt + 15 * 60_000), new Date(opensAt + 30 * 60_000));
  await expect(page.getByTestId('pickup-time')).toContainText(receiptSlot);
  await expect(page.getByTestId('pickup-time')).toContainText('(scheduled)');
  await expectNoAxeViolations(page);
  for (const width of [1366, 375]) {
    await page.setViewportSize({ width, height: width > 800 ? 900 : 812 });
    await page.waitForTimeout(200);
    await page.screenshot({
      path: shotPath(`timing-receipt-${width}.png`),
      fullPage: true,
    });
  }
  await screenshots(page, testInfo, 'scheduled-receipt');
  await context.close();

  // The owner sees the new settings and figures (screenshots of the new screens).
  const ownerContext = await browser.newContext({
    baseURL,
    viewport: { width: 1366, height: 900 },
  });
  const owner = await ownerContext.newPage();
  await owner.goto('/auth');
  const ownerForm = owner.getByRole('tabpanel');
  await ownerForm.getByLabel('Email').fill(OWNER_EMAIL);
  await ownerForm.getByLabel('Password').fill(DEMO_PASSWORD);
  await ownerForm.getByRole('button', { name: 'Sign In' }).click();
  await expect(owner).toHaveURL(`${baseURL}/`);
  await owner.goto(`/owner-dashboard?restaurant=${restaurant.id}`);
  await owner.getByRole('tab', { name: 'Promises' }).click();
  await expect(owner.getByRole('button', { name: 'Replay the day' })).toBeVisible();
  await expectNoAxeViolations(owner);
  for (const width of [1366, 375]) {
    await owner.setViewportSize({ width, height: width > 800 ? 900 : 812 });
    await owner.waitForTimeout(200);
    await owner.screenshot({
      path: shotPath(`timing-promises-${width}.png`),
      fullPage: true,
    });
  }
  await owner.setViewportSize({ width: 1366, height: 900 });
  await owner.getByRole('tab', { name: 'Restaurant Settings' }).click();
  const orders = owner.getByLabel('Every day: orders per slot');
  await orders.fill('4');
  await owner.getByRole('button', { name: 'Save capacity' }).click();
  await expect(owner.getByText('Pickup slot capacity saved')).toBeVisible();
  await expectNoAxeViolations(owner);
  for (const width of [1366, 375]) {
    await owner.setViewportSize({ width, height: width > 800 ? 900 : 812 });
    await owner.waitForTimeout(200);
    await owner.screenshot({
      path: shotPath(`timing-capacity-${width}.png`),
      fullPage: true,
    });
  }
  await ownerContext.close();
});
