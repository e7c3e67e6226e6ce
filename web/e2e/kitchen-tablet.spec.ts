import type { Browser, Page } from '@playwright/test';
import { DEMO_PASSWORD, OWNER_EMAIL, signIn } from './support/fixture';
import { ADMIN_EMAIL, CUSTOMER_EMAIL, caller } from './support/api';
import { shotPath } from './support/env';
import { expect, readE2eEnv, test } from './support/test';

/**
 * Issue 28: a busy night on a 1024×768 kitchen tablet. Thirty active orders (new, in
 * progress, ready, and six scheduled for later) at a restaurant with slot capacity set, made
 * through the API. The restaurant has no hours (always open) and slots are chosen from those
 * the server offers now; the browser's clock is moved 25 minutes on, so some tickets are
 * late whatever the time of day.
 */

const MINUTE = 60_000;
const TABLET = { width: 1024, height: 768 };

async function busyNight() {
  const { baseURL } = readE2eEnv();
  const admin = caller(await signIn(baseURL, ADMIN_EMAIL));
  const owner = caller(await signIn(baseURL, OWNER_EMAIL));
  const customer = caller(await signIn(baseURL, CUSTOMER_EMAIL));
  const me = await owner<{ id: string }>('GET', '/api/auth/user');
  const r = await admin<{ id: string }>('POST', '/api/restaurants', {
    name: `Busy Night ${Date.now().toString(36)}`,
    address: '1 Rush St, Boston, MA 02108',
    taxRate: '0.0625',
    hours: null,
    estimatedPickupTime: 15,
    ownerId: me.id,
    timezone: 'America/New_York',
  });
  const menu = await owner<{ id: string }>('POST', `/api/restaurants/${r.id}/menus`, {
    name: 'Night',
  });
  const mains = await owner<{ id: string }>('POST', `/api/menus/${menu.id}/categories`, {
    name: 'Mains',
  });
  const pickles = await owner<{ id: string }>('POST', `/api/categories/${mains.id}/ingredients`, {
    name: 'Pickles',
    type: 'optional',
    price: 0,
    maxQuantity: 1,
  });
  const bacon = await owner<{ id: string }>('POST', `/api/categories/${mains.id}/ingredients`, {
    name: 'Bacon',
    type: 'possible',
    price: 1.5,
    maxQuantity: 2,
  });
  const burger = await owner<{ id: string }>('POST', `/api/categories/${mains.id}/items`, {
    name: 'Classic Smash',
    description: 'Two patties.',
    price: 11,
    ingredients: [
      { ingredientId: pickles.id, isIncluded: true },
      { ingredientId: bacon.id, isIncluded: false },
    ],
  });
  const fries = await owner<{ id: string }>('POST', `/api/categories/${mains.id}/items`, {
    name: 'Hand-cut Fries',
    description: 'Salted.',
    price: 4,
  });
  await owner('PUT', `/api/restaurants/${r.id}/slot-capacity`, {
    orders: 40,
    items: null,
    byWeekday: {},
  });

  const ids: string[] = [];
  for (let i = 0; i < 24; i++) {
    const placed = await customer<{ id: string }>('POST', '/api/orders', {
      restaurantId: r.id,
      items: [
        {
          menuItemId: burger.id,
          quantity: 1 + (i % 2),
          customizations: {
            optionalIngredients: [{ id: pickles.id }],
            possibleIngredients: [{ id: bacon.id, quantity: 1 }],
          },
        },
        { menuItemId: fries.id, quantity: 1 },
      ],
      ...(i % 5 === 0 ? { notes: 'No salt on the fries please' } : {}),
    });
    ids.push(placed.id);
  }
  // 8 new, 6 confirmed, 6 preparing, 4 ready.
  const steps = ['confirmed', 'preparing', 'ready'];
  for (let i = 8; i < 24; i++) {
    const upto = i < 14 ? 1 : i < 20 ? 2 : 3;
    for (const status of steps.slice(0, upto)) {
      await owner('PATCH', `/api/orders/${ids[i]}/status`, { status });
    }
  }
  const offered = await customer<{ slots: { start: string }[] }>(
    'GET',
    `/api/restaurants/${r.id}/pickup-slots`,
  );
  const later = offered.slots.filter((s) => Date.parse(s.start) > Date.now() + 60 * MINUTE);
  expect(later.length).toBeGreaterThanOrEqual(6);
  for (const slot of later.slice(0, 6)) {
    await customer('POST', '/api/orders', {
      restaurantId: r.id,
      items: [{ menuItemId: burger.id, quantity: 1 }],
      pickup: { kind: 'scheduled', slotStart: slot.start },
    });
  }
  return r.id;
}

async function ownerTablet(browser: Browser): Promise<Page> {
  const { baseURL } = readE2eEnv();
  const context = await browser.newContext({ baseURL, viewport: TABLET });
  const page = await context.newPage();
  await page.goto('/auth');
  const form = page.getByRole('tabpanel');
  await form.getByLabel('Email').fill(OWNER_EMAIL);
  await form.getByLabel('Password').fill(DEMO_PASSWORD);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(`${baseURL}/`);
  await page.clock.install({ time: Date.now() + 25 * MINUTE });
  return page;
}

/** Each column's heading lies inside the first screen, and the page is not wider than it. */
async function expectColumnsOnFirstScreen(page: Page) {
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  for (const name of ['New', 'In progress', 'Ready']) {
    const heading = page.getByRole('region', { name }).getByRole('heading', { name });
    await expect(heading).toBeVisible();
    const box = await heading.boundingBox();
    expect(box, name).not.toBeNull();
    expect(box!.y + box!.height, `${name} heading bottom`).toBeLessThanOrEqual(TABLET.height);
    expect(box!.x + box!.width, `${name} heading right`).toBeLessThanOrEqual(TABLET.width);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    TABLET.width,
  );
}

test('a busy night at 1024×768: every column on the first screen, late tickets first', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const restaurantId = await busyNight();
  const page = await ownerTablet(browser);

  await page.goto(`/kitchen/${restaurantId}`);
  await expect(page.getByRole('tab', { name: 'Active (30)' })).toBeVisible();
  const upcoming = page.getByRole('region', { name: 'Upcoming' });
  await expect(upcoming.getByLabel('6 orders')).toBeVisible();
  await expect(upcoming.getByText(/^Next starts at \d{1,2}:\d\d\s[AP]M$/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'New' }).getByLabel('8 orders')).toBeVisible();
  await expectColumnsOnFirstScreen(page);
  // 25 minutes on, every ASAP order is past its 15-minute promise: loud, on top.
  const first = page.getByRole('region', { name: 'New' }).getByRole('article').first();
  await expect(first).toHaveAttribute('data-urgency', 'late');
  await expect(first.getByRole('timer')).toHaveText(/min late/i);
  await page.screenshot({ path: shotPath('issue28-kitchen-1024x768.png') });

  // Secondary actions sit behind "More"; cancelling from there opens its dialog (after
  // another ticket's menu was opened and closed, as a cook would).
  const tickets = page.getByRole('region', { name: 'In progress' }).getByRole('article');
  await tickets
    .nth(1)
    .getByRole('button', { name: /More actions/ })
    .click();
  // The open menu: a closed one may still be fading out (the page's clock is Playwright's).
  const openMenu = page.locator('[role=menu][data-state=open]');
  await expect(openMenu.getByRole('menuitem', { name: 'Print' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(openMenu).toHaveCount(0);
  await tickets
    .first()
    .getByRole('button', { name: /More actions/ })
    .click();
  await openMenu.getByRole('menuitem', { name: 'Cancel order…' }).click();
  const dialog = page.getByRole('alertdialog', { name: /Cancel order #/ });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Keep order' }).click();
  await expect(dialog).toBeHidden();

  await page.goto(`/owner-dashboard?restaurant=${restaurantId}`);
  await expect(page.getByRole('tab', { name: 'Active (30)' })).toBeVisible();
  await expectColumnsOnFirstScreen(page);
  await page.screenshot({ path: shotPath('issue28-owner-dashboard-1024x768.png') });

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/kitchen/${restaurantId}`);
  await expect(page.getByRole('region', { name: 'New' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: shotPath('issue28-kitchen-390.png') });
  await page.context().close();
});
