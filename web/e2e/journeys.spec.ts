import { DEMO_PASSWORD, OWNER_EMAIL, signIn } from './support/fixture';
import { expect, expectNoAxeViolations, readE2eEnv, screenshots, test } from './support/test';

/** Issue 19: journeys a customer, owner and admin take, in a real browser. */
test.describe('finishing journeys', () => {
  test('a restaurant the admin creates without coordinates is found nearby', async ({
    page,
    context,
  }) => {
    const { baseURL } = readE2eEnv();
    // Unique per run: the suite may run repeatedly against one server.
    const name = `Worcester Diner Car ${Date.now().toString(36)}`;
    const admin = await signIn(baseURL, 'admin@pickup.test');
    const owner = await signIn(baseURL, OWNER_EMAIL);
    const me = (await (
      await fetch(`${baseURL}/api/auth/user`, { headers: { Authorization: `Bearer ${owner}` } })
    ).json()) as { id: string };
    const created = await fetch(`${baseURL}/api/restaurants`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${admin}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        name,
        address: '300 Shrewsbury St, Worcester, MA 01604',
        taxRate: '0.0625',
        ownerId: me.id,
        hours: null,
      }),
    });
    expect(created.status).toBe(201);
    const place = (await created.json()) as { id: string; latitude: number; longitude: number };
    expect(place.latitude).toBeCloseTo(42.26, 1);
    // Customers are shown only restaurants with something to order: the owner adds a dish.
    const asOwner = async (path: string, body: object) =>
      (await (
        await fetch(`${baseURL}${path}`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${owner}`, 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        })
      ).json()) as { id: string };
    const menu = await asOwner(`/api/restaurants/${place.id}/menus`, { name: 'All Day' });
    const mains = await asOwner(`/api/menus/${menu.id}/categories`, { name: 'Mains' });
    await asOwner(`/api/categories/${mains.id}/items`, {
      name: 'Diner Breakfast',
      description: 'Eggs, hash browns and toast.',
      price: 9,
    });

    // A customer in Worcester, 60 km from every demo restaurant in Boston.
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 42.2626, longitude: -71.8023 });
    await page.goto('/restaurants');
    await page.getByRole('button', { name: 'Near Me' }).click();
    await expect(page.getByText('Within 15 miles of your location')).toBeVisible();
    await expect(page.getByRole('link', { name })).toBeVisible();
  });

  test('signing in from a signed-in page returns there; history pages are accessible', async ({
    page,
  }, testInfo) => {
    await page.goto('/order-history');
    await expect(page).toHaveURL(/\/auth\?returnTo=%2Forder-history$/);
    const form = page.getByRole('tabpanel');
    await form.getByRole('textbox', { name: 'Email' }).fill('customer@pickup.test');
    await form.getByLabel('Password').fill(DEMO_PASSWORD);
    await form.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/order-history$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Order History' })).toBeVisible();
    await expect(page.getByText(/\d+ orders? in all/)).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshots(page, testInfo, 'order-history');
  });

  test('the admin sees an order as it was before its status changed', async ({
    page,
  }, testInfo) => {
    const { baseURL } = readE2eEnv();
    const owner = await signIn(baseURL, OWNER_EMAIL);
    const asOwner = { Authorization: `Bearer ${owner}`, 'Content-Type': 'application/json' };
    const orders = (await (
      await fetch(`${baseURL}/api/orders?status=pending&limit=100`, { headers: asOwner })
    ).json()) as { id: string }[];
    const order = orders[0];
    if (!order) throw new Error('the demo data has no pending order of the demo owner');
    // A moment while it was pending, then the kitchen confirms it a second later.
    const pendingAt = new Date(Math.floor(Date.now() / 1000) * 1000);
    await new Promise((done) => setTimeout(done, 1100));
    const confirmed = await fetch(`${baseURL}/api/orders/${order.id}/status`, {
      method: 'PATCH',
      headers: asOwner,
      body: JSON.stringify({ status: 'confirmed' }),
    });
    expect(confirmed.status).toBe(200);

    const login = await fetch(`${baseURL}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'admin@pickup.test', password: DEMO_PASSWORD }),
    });
    const { tokens } = (await login.json()) as {
      tokens: { accessToken: string; refreshToken: string };
    };
    await page.goto('/how-it-works');
    await page.evaluate((t) => {
      localStorage.setItem('access_token', t.accessToken);
      localStorage.setItem('refresh_token', t.refreshToken);
    }, tokens);
    await page.goto('/admin?tab=audit');
    const travel = page.getByRole('form', { name: 'Time travel' });
    await travel.getByRole('textbox', { name: 'Id' }).fill(order.id);
    // datetime-local takes the browser's wall clock.
    const local = (d: Date) =>
      new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 19);
    await travel.getByLabel('As it was at').fill(local(pendingAt));
    await travel.getByLabel('Compare with (optional)').fill(local(new Date(Date.now() + 60_000)));
    await travel.getByRole('button', { name: 'Show', exact: true }).click();
    const status = page.getByRole('row').filter({ has: page.getByText('Status', { exact: true }) });
    await expect(status.getByRole('cell').nth(1)).toHaveText('Pending');
    await expect(status.getByRole('cell').nth(2)).toHaveText('Confirmed');
    await expectNoAxeViolations(page);
    await screenshots(page, testInfo, 'time-travel');
  });
});
