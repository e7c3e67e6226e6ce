import type { Browser, Page } from '@playwright/test';
import { OWNER_EMAIL, signIn } from './support/fixture';
import { ADMIN_EMAIL, CUSTOMER_EMAIL, caller, signedInPage } from './support/api';
import { shotPath } from './support/env';
import { expect, readE2eEnv, test } from './support/test';

/**
 * Issue 40, items 1–4 and 7: what a customer, a cook and the counter met on a second evening
 * of real use. Restaurants of the demo owner made through the API, always open (no hours),
 * so nothing depends on the time of day.
 */

const MINUTE = 60_000;
const TABLET = { width: 1024, height: 768 };
const PHONE = { width: 390, height: 844 };

type Api = ReturnType<typeof caller>;

async function callers() {
  const { baseURL } = readE2eEnv();
  return {
    admin: caller(await signIn(baseURL, ADMIN_EMAIL)),
    owner: caller(await signIn(baseURL, OWNER_EMAIL)),
    customer: caller(await signIn(baseURL, CUSTOMER_EMAIL)),
  };
}

/** An always-open restaurant of the demo owner with two dishes. */
async function restaurant(admin: Api, owner: Api, name: string) {
  const me = await owner<{ id: string }>('GET', '/api/auth/user');
  const r = await admin<{ id: string; name: string }>('POST', '/api/restaurants', {
    name: `${name} ${Date.now().toString(36)}`,
    address: '40 Evening St, Boston, MA 02108',
    taxRate: '0.0625',
    hours: null,
    estimatedPickupTime: 15,
    ownerId: me.id,
    timezone: 'UTC',
  });
  const menu = await owner<{ id: string }>('POST', `/api/restaurants/${r.id}/menus`, {
    name: 'All day',
  });
  const mains = await owner<{ id: string }>('POST', `/api/menus/${menu.id}/categories`, {
    name: 'Mains',
  });
  const dish = await owner<{ id: string }>('POST', `/api/categories/${mains.id}/items`, {
    name: 'Classic Smash Burger',
    description: 'Two patties.',
    price: 11,
  });
  const fries = await owner<{ id: string }>('POST', `/api/categories/${mains.id}/items`, {
    name: 'Hand-cut Fries',
    description: 'Salted.',
    price: 4,
  });
  return { id: r.id, name: r.name, dish: dish.id, fries: fries.id };
}

type Place = Awaited<ReturnType<typeof restaurant>>;

const order = (customer: Api, r: Place, extra: Record<string, unknown> = {}) =>
  customer<{ id: string }>('POST', '/api/orders', {
    restaurantId: r.id,
    items: [
      { menuItemId: r.dish, quantity: 2 },
      { menuItemId: r.fries, quantity: 1 },
    ],
    ...extra,
  });

async function moveTo(owner: Api, id: string, status: 'confirmed' | 'preparing' | 'ready') {
  const steps = ['confirmed', 'preparing', 'ready'];
  for (const step of steps.slice(0, steps.indexOf(status) + 1))
    await owner('PATCH', `/api/orders/${id}/status`, { status: step });
}

async function page(browser: Browser, viewport: { width: number; height: number }) {
  const { baseURL } = readE2eEnv();
  return (await browser.newContext({ baseURL, viewport })).newPage();
}

async function addToCart(p: Page, dish: string) {
  await p.getByRole('button', { name: new RegExp(`^${dish},`) }).click();
  await p
    .getByRole('dialog', { name: dish })
    .getByRole('button', { name: /Add to Cart/ })
    .click();
}

test('1: the cart is kept while the customer browses; adding elsewhere asks first', async ({
  browser,
}) => {
  const { admin, owner } = await callers();
  const first = await restaurant(admin, owner, 'Cart Keeper');
  const second = await restaurant(admin, owner, 'Browsed Bistro');
  const p = await page(browser, PHONE);

  await p.goto(`/restaurants/${first.id}`);
  await addToCart(p, 'Classic Smash Burger');
  await expect(p.getByRole('dialog', { name: 'Your Cart' })).toBeVisible();
  await p.keyboard.press('Escape');

  await p.goto(`/restaurants/${second.id}`);
  await expect(p.getByRole('heading', { level: 1, name: second.name })).toBeVisible();
  await expect(p.getByText('Cart cleared')).toHaveCount(0);
  await addToCart(p, 'Hand-cut Fries');
  const ask = p.getByRole('alertdialog', { name: 'Start a new cart?' });
  await expect(ask.getByText(`Your cart from ${first.name} will be cleared.`)).toBeVisible();
  await p.screenshot({ path: shotPath('issue40-1-new-cart-390.png') });
  await p.setViewportSize({ width: 1366, height: 900 });
  await p.screenshot({ path: shotPath('issue40-1-new-cart-1366.png') });
  await ask.getByRole('button', { name: 'Cancel' }).click();

  await p.goto(`/restaurants/${first.id}`);
  await expect(p.getByRole('button', { name: 'Open cart, 1 item' })).toBeVisible();
  await p.context().close();
});

test('2 and 3: staff on a receipt get the staff view; a scheduled order ready early is in Ready', async ({
  browser,
}) => {
  const { admin, owner, customer } = await callers();
  const r = await restaurant(admin, owner, 'Staff Receipt');
  const placed = await order(customer, r);
  const offered = await customer<{ slots: { start: string }[] }>(
    'GET',
    `/api/restaurants/${r.id}/pickup-slots`,
  );
  const slot = offered.slots.find((s) => Date.parse(s.start) >= Date.now() + 90 * MINUTE);
  expect(slot).toBeDefined();
  const scheduled = await order(customer, r, {
    pickup: { kind: 'scheduled', slotStart: slot?.start },
  });
  await moveTo(owner, scheduled.id, 'ready');

  const staff = await signedInPage(browser, OWNER_EMAIL, TABLET.width);
  await staff.setViewportSize(TABLET);
  await staff.goto(`/orders/${placed.id}`);
  await expect(staff.getByRole('link', { name: 'Back to Board' })).toBeVisible();
  for (const customerOnly of [/Order Again/, /I'm here/, /note/i, /^Cancel order$/])
    await expect(staff.getByRole('button', { name: customerOnly })).toHaveCount(0);
  await expect(staff.getByRole('link', { name: 'Order Again' })).toHaveCount(0);
  await expect(staff.getByRole('button', { name: 'Cancel order…' })).toBeVisible();
  await staff.screenshot({ path: shotPath('issue40-2-staff-receipt-1024.png'), fullPage: true });
  await staff.getByRole('button', { name: 'Confirm Order' }).click();
  await expect(staff.getByTestId('order-status')).toHaveText('Confirmed');
  await staff.setViewportSize(PHONE);
  await staff.screenshot({ path: shotPath('issue40-2-staff-receipt-390.png'), fullPage: true });

  await staff.setViewportSize(TABLET);
  await staff.goto(`/kitchen/${r.id}`);
  const number = `Order ${scheduled.id.slice(-8).toUpperCase()}`;
  const ready = staff.getByRole('region', { name: 'Ready' });
  await expect(ready.getByRole('article', { name: number })).toBeVisible();
  await expect(ready.getByLabel('1 orders')).toBeVisible();
  await expect(staff.getByRole('region', { name: 'Upcoming' })).toHaveCount(0);
  await staff.screenshot({ path: shotPath('issue40-3-ready-early-1024x768.png') });
  await staff.setViewportSize(PHONE);
  await staff.screenshot({ path: shotPath('issue40-3-ready-early-390.png'), fullPage: true });
  await staff.context().close();
});

test('4: in kitchen mode at 1024×768, 12 active orders show at least 8 tickets’ number, age and first line', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const { admin, owner, customer } = await callers();
  const r = await restaurant(admin, owner, 'Twelve Tickets');
  const ids: string[] = [];
  for (let i = 0; i < 12; i++) ids.push((await order(customer, r)).id);
  // 4 new, 4 in progress (2 confirmed, 2 preparing), 4 ready.
  for (const [n, id] of ids.entries()) {
    if (n >= 8) await moveTo(owner, id, 'ready');
    else if (n >= 4) await moveTo(owner, id, n % 2 ? 'preparing' : 'confirmed');
  }

  const tablet = await signedInPage(browser, OWNER_EMAIL, TABLET.width);
  await tablet.setViewportSize(TABLET);
  await tablet.goto(`/kitchen/${r.id}`);
  await expect(tablet.getByRole('tab', { name: 'Active (12)' })).toBeVisible();
  for (const column of ['New', 'In progress', 'Ready'])
    await expect(tablet.getByRole('region', { name: column }).getByLabel('4 orders')).toBeVisible();
  await tablet.screenshot({ path: shotPath('issue40-4-kitchen-1024x768.png') });

  // Number, age and the first line of each ticket, measured where the cook sees them.
  const seen = await tablet.getByRole('article').evaluateAll(
    (tickets, bottom) =>
      tickets.filter((ticket) => {
        const parts = ['[data-part=number]', '[data-part=age]', 'li'].map((s) =>
          ticket.querySelector(s)?.getBoundingClientRect(),
        );
        return parts.every((box) => box !== undefined && box.bottom <= bottom && box.top >= 0);
      }).length,
    TABLET.height,
  );
  expect(seen).toBeGreaterThanOrEqual(8);
  expect(await tablet.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    TABLET.width,
  );
  await tablet.context().close();
});

test('7: the restaurant page promises the pickup time with the rush', async ({ browser }) => {
  const { admin, owner, customer } = await callers();
  const r = await restaurant(admin, owner, 'Rush Hour');
  await owner('PUT', `/api/restaurants/${r.id}/rush`, { extraMinutes: 10, forMinutes: 60 });
  // Checkout's ASAP promise counts the rush: ready by 15 minutes and 10 more at the earliest.
  const asked = Date.now();
  const offered = await customer<{ asap: { available: boolean; promisedAt?: string } }>(
    'GET',
    `/api/restaurants/${r.id}/pickup-slots`,
  );
  expect(offered.asap.available).toBe(true);
  const readyBy = Date.parse(offered.asap.promisedAt ?? '') - asked;
  expect(readyBy).toBeGreaterThanOrEqual(25 * MINUTE);

  for (const viewport of [PHONE, { width: 1366, height: 900 }]) {
    const p = await page(browser, viewport);
    await p.goto(`/restaurants/${r.id}`);
    await expect(p.getByText('Pickup in 25-30 min (busy right now)')).toBeVisible();
    await p.screenshot({ path: shotPath(`issue40-7-rush-${viewport.width}.png`) });
    await p.context().close();
  }
});
