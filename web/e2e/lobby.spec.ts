import type { Browser, Page } from '@playwright/test';
import { DEMO_PASSWORD, OWNER_EMAIL, signIn } from './support/fixture';
import { ADMIN_EMAIL, CUSTOMER_EMAIL, caller } from './support/api';
import { shotPath } from './support/env';
import { expect, expectNoAxeViolations, readE2eEnv, test } from './support/test';

/**
 * Issue 31, the lobby screen: the owner creates a display link on a 375 px phone; the link
 * opened on a 1920×1080 TV shows an order move from Preparing to Ready for pickup, live, and
 * leave once collected; revoking the link turns the open screen off. The restaurant has no
 * hours (always open), so the order is placed whatever the time of day.
 */

const PHONE = { width: 375, height: 812 };
const TV = { width: 1920, height: 1080 };

/** A restaurant of the demo owner with one item, and a confirmed order of the demo customer. */
async function confirmedOrder() {
  const { baseURL } = readE2eEnv();
  const admin = caller(await signIn(baseURL, ADMIN_EMAIL));
  const owner = caller(await signIn(baseURL, OWNER_EMAIL));
  const customer = caller(await signIn(baseURL, CUSTOMER_EMAIL));
  const me = await owner<{ id: string }>('GET', '/api/auth/user');
  const r = await admin<{ id: string }>('POST', '/api/restaurants', {
    name: `Lobby Kitchen ${Date.now().toString(36)}`,
    address: '5 School St, Boston, MA 02108',
    taxRate: '0.0625',
    hours: null,
    estimatedPickupTime: 15,
    ownerId: me.id,
    timezone: 'America/New_York',
  });
  const menu = await owner<{ id: string }>('POST', `/api/restaurants/${r.id}/menus`, {
    name: 'All day',
  });
  const mains = await owner<{ id: string }>('POST', `/api/menus/${menu.id}/categories`, {
    name: 'Bowls',
  });
  const bowl = await owner<{ id: string }>('POST', `/api/categories/${mains.id}/items`, {
    name: 'Grain Bowl',
    description: 'Farro, greens, tahini.',
    price: 11,
  });
  const placed = await customer<{ id: string }>('POST', '/api/orders', {
    restaurantId: r.id,
    items: [{ menuItemId: bowl.id, quantity: 1 }],
    notes: 'Call me on arrival',
  });
  await owner('PATCH', `/api/orders/${placed.id}/status`, { status: 'confirmed' });
  return { restaurantId: r.id, orderId: placed.id, owner };
}

async function signedIn(browser: Browser, email: string): Promise<Page> {
  const { baseURL } = readE2eEnv();
  const page = await (await browser.newContext({ baseURL, viewport: PHONE })).newPage();
  await page.goto('/auth');
  const form = page.getByRole('tabpanel');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(DEMO_PASSWORD);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(`${baseURL}/`);
  return page;
}

test('the lobby screen shows an order move from Preparing to Ready and leave on collection', async ({
  browser,
}) => {
  const { restaurantId, orderId, owner } = await confirmedOrder();
  const number = orderId.slice(-8).toUpperCase();

  const phone = await signedIn(browser, OWNER_EMAIL);
  await phone.goto(`/owner-dashboard?restaurant=${restaurantId}`);
  await phone.getByRole('tab', { name: 'Restaurant Settings' }).click();
  await phone.getByLabel('Screen name').fill('Counter TV');
  await phone.getByRole('button', { name: 'Create display link' }).click();
  const row = phone.getByTestId('display-link');
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Counter TV')).toBeVisible();
  // Names are the owner's explicit choice (decision 35): left alone, the screen shows numbers.
  await expect(row.getByText('Order numbers only')).toBeVisible();
  await row.scrollIntoViewIfNeeded();
  await phone.screenshot({ path: shotPath('issue31-display-links-375.png') });
  const url = (await row.getByRole('link').textContent()) ?? '';
  const path = new URL(url).pathname;
  expect(path).toMatch(/^\/display\/[A-Za-z0-9_-]{34}$/);

  const { baseURL } = readE2eEnv();
  const tv = await (await browser.newContext({ baseURL, viewport: TV })).newPage();
  await tv.goto(path);
  const preparing = tv.getByTestId('lobby-preparing');
  const ready = tv.getByTestId('lobby-ready');
  await expect(tv.getByTestId('lobby-connection')).toHaveText('Live');
  await expect(preparing.getByText(`#${number}`)).toBeVisible();
  await expect(preparing.getByText(/^\S+ [A-Z]\.$/)).toHaveCount(0);
  await expect(tv.getByText('Call me on arrival')).toHaveCount(0);

  for (const status of ['preparing', 'ready'])
    await owner('PATCH', `/api/orders/${orderId}/status`, { status });
  const lit = ready.locator('li', { hasText: `#${number}` });
  await expect(lit).toBeVisible();
  await expect(lit).toHaveAttribute('data-highlighted', 'true');
  await expect(preparing.getByText(`#${number}`)).toHaveCount(0);
  await expectNoAxeViolations(tv);
  await tv.screenshot({ path: shotPath('issue31-lobby-1920.png') });

  await owner('PATCH', `/api/orders/${orderId}/status`, { status: 'picked_up' });
  await expect(ready.getByText(`#${number}`)).toHaveCount(0);

  // Revoked on the phone: the open screen goes dark by itself.
  await phone.getByRole('button', { name: 'Revoke Counter TV' }).click();
  await expect(row).toHaveCount(0);
  await expect(tv.getByText('This display link was revoked or does not exist')).toBeVisible();
  await phone.context().close();
  await tv.context().close();
});
