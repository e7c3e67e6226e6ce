import { OWNER_EMAIL, signIn } from './support/fixture';
import { ADMIN_EMAIL, CUSTOMER_EMAIL, callerWithStatus, signedInPage } from './support/api';
import { expect, expectNoAxeViolations, readE2eEnv, test } from './support/test';
import { shotPath } from './support/env';

/**
 * Issue 15's remaining pieces in the running app: the admin Orders tab filtering and paging
 * on the server, a ticket printed at 80 mm, a pause reaching an open restaurant page without
 * a reload, the no-show setting and the order timeline's zone. Screenshots go to the notes.
 * The restaurant is open around the clock (no hours), so nothing depends on the time of day.
 */

async function newRestaurant() {
  const { baseURL } = readE2eEnv();
  const admin = callerWithStatus(await signIn(baseURL, ADMIN_EMAIL));
  const owner = callerWithStatus(await signIn(baseURL, OWNER_EMAIL));
  const me = await owner<{ id: string }>('GET', '/api/auth/user');
  const name = `Print Shop ${Date.now().toString(36)}`;
  const r = await admin<{ id: string }>('POST', '/api/restaurants', {
    name,
    address: '2 Service Rd, Boston, MA',
    taxRate: '0.0625',
    hours: null,
    ownerId: me.body.id,
    timezone: 'America/New_York',
  });
  const menu = await owner<{ id: string }>('POST', `/api/restaurants/${r.body.id}/menus`, {
    name: 'Night',
  });
  const mains = await owner<{ id: string }>('POST', `/api/menus/${menu.body.id}/categories`, {
    name: 'Mains',
  });
  const pizza = await owner<{ id: string }>('POST', `/api/categories/${mains.body.id}/items`, {
    name: 'Margherita Pizza',
    description: 'Fresh tonight.',
    price: 12,
  });
  return { id: r.body.id, name, pizza: pizza.body.id, owner };
}

test('service pieces in the browser, with screenshots', async ({ browser }) => {
  test.setTimeout(180_000);
  const r = await newRestaurant();
  const customer = callerWithStatus(await signIn(readE2eEnv().baseURL, CUSTOMER_EMAIL));
  const ids: string[] = [];
  for (let i = 0; i < 3; i++) {
    const placed = await customer<{ id: string }>('POST', '/api/orders', {
      restaurantId: r.id,
      items: [{ menuItemId: r.pizza, quantity: 2 }],
      notes: i === 0 ? 'Cut in squares please' : undefined,
    });
    expect(placed.status).toBe(201);
    ids.push(placed.body.id);
  }
  const number = (id: string) => id.slice(-8).toUpperCase();

  // Admin Orders: the restaurant filter and a number search, answered by the server.
  for (const width of [1366, 375]) {
    const admin = await signedInPage(browser, ADMIN_EMAIL, width);
    await admin.goto(`/admin?tab=orders&restaurant=${r.id}`);
    await expect(admin.getByText(`#${number(ids[2] as string)}`)).toBeVisible();
    await expect(admin.getByText('Showing 1–3 of 3 · page 1 of 1')).toBeVisible();
    await admin.getByLabel('Order number').fill(`#${number(ids[1] as string)}`);
    await admin.getByRole('button', { name: 'Search orders' }).click();
    await expect(admin.getByText('Showing 1–1 of 1 · page 1 of 1')).toBeVisible();
    await expect(admin).toHaveURL(new RegExp(`q=%23${number(ids[1] as string)}`));
    if (width === 1366) {
      await admin
        .getByRole('button', { name: `History of order #${number(ids[1] as string)}` })
        .click();
      await expect(
        admin.getByText('Times in the restaurant’s time zone, America/New_York'),
      ).toBeVisible();
    }
    await expectNoAxeViolations(admin);
    await admin.screenshot({ path: shotPath(`service-admin-orders-${width}.png`), fullPage: true });
    await admin.context().close();
  }

  // Kitchen mode with Print and Auto-print; then the print layout at 80 mm (302 px).
  const kitchen = await signedInPage(browser, OWNER_EMAIL, 1366);
  await kitchen.goto(`/kitchen/${r.id}`);
  const first = kitchen.getByRole('article', { name: `Order ${number(ids[0] as string)}` });
  await expect(first).toBeVisible();
  const eightySix = first.getByRole('button', { name: 'Mark Margherita Pizza sold out today' });
  expect((await eightySix.boundingBox())?.height).toBeGreaterThanOrEqual(48);
  // Every control in kitchen mode is a large touch target (at least 48 px high).
  const controls = await kitchen.locator('button, [role="tab"], a').evaluateAll((els) =>
    els
      .map((e) => ({
        name: e.textContent?.trim() ?? '',
        height: e.getBoundingClientRect().height,
      }))
      .filter((c) => c.height > 0),
  );
  expect(controls.length).toBeGreaterThan(5);
  expect(controls.filter((c) => c.height < 48)).toEqual([]);
  await expectNoAxeViolations(kitchen);
  await kitchen.screenshot({ path: shotPath(`service-kitchen-1366.png`) });
  await kitchen.setViewportSize({ width: 375, height: 812 });
  await kitchen.screenshot({ path: shotPath(`service-kitchen-375.png`) });

  await kitchen.setViewportSize({ width: 302, height: 700 });
  // The browser's print dialog would block; the print area stays as drawn for the shot.
  await kitchen.evaluate(() => {
    window.print = () => {};
  });
  await first
    .getByRole('button', { name: `More actions for order #${number(ids[0] as string)}` })
    .click();
  await kitchen.getByRole('menuitem', { name: 'Print' }).click();
  await kitchen.emulateMedia({ media: 'print' });
  await expect(kitchen.locator('[data-print-root] article')).toHaveCount(1);
  await expect(kitchen.getByRole('heading', { name: /^Kitchen/ })).toBeHidden();
  await kitchen.screenshot({ path: shotPath(`service-print-302.png`), fullPage: true });
  const pdf = (await kitchen.pdf({ preferCSSPageSize: true })).toString('latin1');
  // 80 mm wide pages (227 pt), one for the one ticket.
  expect(pdf).toMatch(/MediaBox\s*\[0 0 227\.\d+ /);
  expect(pdf.match(/\/Type\s*\/Page\b/g)).toHaveLength(1);
  await kitchen.context().close();

  // A pause reaches the customer's open restaurant page without a reload, and a resume too.
  const page = await signedInPage(browser, CUSTOMER_EMAIL, 1366);
  await page.goto(`/restaurants/${r.id}`);
  await expect(page.getByRole('heading', { name: r.name })).toBeVisible();
  const paused = page.getByText(/^Not taking orders right now, back at \d{1,2}:\d\d [AP]M$/);
  await expect(paused).toBeHidden();
  expect((await r.owner('PUT', `/api/restaurants/${r.id}/pause`, { minutes: 30 })).status).toBe(
    200,
  );
  await expect(paused).toBeVisible();
  await page.screenshot({ path: shotPath(`service-restaurant-paused-1366.png`) });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: shotPath(`service-restaurant-paused-375.png`) });
  expect((await r.owner('DELETE', `/api/restaurants/${r.id}/pause`)).status).toBe(200);
  await expect(paused).toBeHidden();

  // A saved cart whose item sold out since: flagged, and checkout waits for its removal.
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.getByRole('button', { name: /^Margherita Pizza,/ }).click();
  await page.getByRole('button', { name: /Add to Cart/ }).click();
  await expect(page.getByRole('dialog', { name: 'Your Cart' })).toBeVisible();
  const marked = await r.owner('PUT', `/api/sold-out/item/${r.pizza}`, { until: 'next_opening' });
  expect(marked.status).toBe(204);
  await page.reload();
  for (const width of [1366, 375]) {
    await page.setViewportSize({ width, height: width > 800 ? 900 : 812 });
    if (!(await page.getByRole('dialog', { name: 'Your Cart' }).isVisible())) {
      await page.getByRole('button', { name: /^Open cart/ }).click();
    }
    const cart = page.getByRole('dialog', { name: 'Your Cart' });
    await expect(cart.getByText('Sold out today', { exact: true })).toBeVisible();
    await expect(cart.getByRole('button', { name: 'Checkout' })).toBeDisabled();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: shotPath(`service-cart-sold-out-${width}.png`) });
  }
  await page.context().close();

  // The owner's settings form with the no-show minutes.
  for (const width of [1366, 375]) {
    const owner = await signedInPage(browser, OWNER_EMAIL, width);
    await owner.goto(`/restaurants/${r.id}/edit`);
    const field = owner.getByLabel(/No-show after/);
    await expect(field).toHaveValue('30');
    await field.scrollIntoViewIfNeeded();
    await expectNoAxeViolations(owner);
    await owner.screenshot({ path: shotPath(`service-settings-${width}.png`) });
    await owner.context().close();
  }
});
