import { OWNER_EMAIL, signIn } from './support/fixture';
import { ADMIN_EMAIL, CUSTOMER_EMAIL, callerWithStatus, signedInPage } from './support/api';
import { expect, expectNoAxeViolations, readE2eEnv, test } from './support/test';
import { shotPath } from './support/env';

/**
 * Issue 32's stock counts in the running app: an owner counts an item, one left sells once,
 * then the customer's open page shows it sold out and a second order is refused naming it;
 * the kitchen board and the owner's item cards show what is left. The restaurant has no
 * hours (open around the clock), so nothing depends on the time of day.
 */

async function countedRestaurant() {
  const { baseURL } = readE2eEnv();
  const admin = callerWithStatus(await signIn(baseURL, ADMIN_EMAIL));
  const owner = callerWithStatus(await signIn(baseURL, OWNER_EMAIL));
  const me = await owner<{ id: string }>('GET', '/api/auth/user');
  const name = `Smokehouse ${Date.now().toString(36)}`;
  const r = await admin<{ id: string }>('POST', '/api/restaurants', {
    name,
    address: '3 Pit Rd, Boston, MA',
    taxRate: '0.0625',
    hours: null,
    ownerId: me.body.id,
    timezone: 'America/New_York',
  });
  const menu = await owner<{ id: string }>('POST', `/api/restaurants/${r.body.id}/menus`, {
    name: 'Tonight',
  });
  const mains = await owner<{ id: string }>('POST', `/api/menus/${menu.body.id}/categories`, {
    name: 'Mains',
  });
  const item = (itemName: string, price: number) =>
    owner<{ id: string }>('POST', `/api/categories/${mains.body.id}/items`, {
      name: itemName,
      description: 'Smoked since dawn.',
      price,
    });
  const brisket = (await item('Brisket Plate', 18)).body.id;
  const ribs = (await item('Rib Rack', 24)).body.id;
  await item('Cornbread', 4);
  expect((await owner('PUT', `/api/stock/${brisket}`, { left: 1 })).status).toBe(204);
  expect((await owner('PUT', `/api/stock/${ribs}`, { left: 6, par: 20 })).status).toBe(204);
  return { id: r.body.id, menuId: menu.body.id, brisket };
}

test('an item with one left sells once, then shows sold out; the board shows what is left', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const r = await countedRestaurant();
  const customer = callerWithStatus(await signIn(readE2eEnv().baseURL, CUSTOMER_EMAIL));

  const page = await signedInPage(browser, CUSTOMER_EMAIL, 1366);
  await page.goto(`/restaurants/${r.id}`);
  const brisket = page.getByRole('button', { name: /^Brisket Plate, \$18\.00, 1 left today/ });
  await expect(brisket).toBeVisible();
  await expect(page.getByText('6 left today')).toBeVisible();
  await page.screenshot({ path: shotPath('stock-customer-before-1366.png'), fullPage: true });

  const order = { restaurantId: r.id, items: [{ menuItemId: r.brisket, quantity: 1 }] };
  expect((await customer('POST', '/api/orders', order)).status).toBe(201);
  const second = await customer<{ message: string }>('POST', '/api/orders', order);
  expect(second.status).toBe(409);
  expect(second.body.message).toBe('Sorry, Brisket Plate is sold out today');

  await page.reload();
  const soldOut = page.getByRole('button', { name: 'Brisket Plate, sold out today' });
  await expect(soldOut).toBeDisabled();
  await expect(soldOut.getByText('Sold out today')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: shotPath('stock-customer-after-1366.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: shotPath('stock-customer-after-390.png'), fullPage: true });
  await page.context().close();

  const kitchen = await signedInPage(browser, OWNER_EMAIL, 1366);
  await kitchen.goto(`/kitchen/${r.id}`);
  const strip = kitchen.getByRole('region', { name: 'Left today' });
  await expect(strip.getByText('Brisket Plate: sold out')).toBeVisible();
  await expect(strip.getByText('Rib Rack: 6')).toBeVisible();
  await kitchen.screenshot({ path: shotPath('stock-kitchen-1366.png') });
  await kitchen.setViewportSize({ width: 375, height: 812 });
  await kitchen.screenshot({ path: shotPath('stock-kitchen-375.png') });

  await kitchen.setViewportSize({ width: 1366, height: 900 });
  await kitchen.goto(`/restaurants/${r.id}/menus/${r.menuId}/items`);
  await expect(kitchen.getByText('None left today')).toBeVisible();
  await expect(kitchen.getByText('Par 20')).toBeVisible();
  await kitchen.screenshot({ path: shotPath('stock-menu-items-1366.png'), fullPage: true });
  await kitchen.setViewportSize({ width: 390, height: 844 });
  await kitchen.screenshot({ path: shotPath('stock-menu-items-390.png'), fullPage: true });
  await kitchen.context().close();
});
