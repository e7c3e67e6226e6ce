import { DEMO_PASSWORD, OWNER_EMAIL, signIn } from './support/fixture';
import { ADMIN_EMAIL, CUSTOMER_EMAIL, caller } from './support/api';
import { shotPath } from './support/env';
import { expect, readE2eEnv, test } from './support/test';

/**
 * Issue 28: the receipt's first screen on a 390 px phone says when (the promise), where
 * (restaurant, address, directions) and which order. The restaurant has no hours (always
 * open), so the ASAP order is placed whatever the time of day.
 */

const PHONE = { width: 390, height: 844 };

test('the first phone screen of a receipt shows the promised time, the place and the number', async ({
  browser,
}) => {
  const { baseURL } = readE2eEnv();
  const admin = caller(await signIn(baseURL, ADMIN_EMAIL));
  const owner = caller(await signIn(baseURL, OWNER_EMAIL));
  const customer = caller(await signIn(baseURL, CUSTOMER_EMAIL));
  const me = await owner<{ id: string }>('GET', '/api/auth/user');
  const name = `Corner Deli ${Date.now().toString(36)}`;
  const r = await admin<{ id: string }>('POST', '/api/restaurants', {
    name,
    address: '12 Tremont St, Boston, MA 02108',
    phone: '(617) 555-0142',
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
    name: 'Sandwiches',
  });
  const reuben = await owner<{ id: string }>('POST', `/api/categories/${mains.id}/items`, {
    name: 'Reuben',
    description: 'Corned beef, kraut, Swiss.',
    price: 12,
  });
  const placed = await customer<{ id: string }>('POST', '/api/orders', {
    restaurantId: r.id,
    items: [{ menuItemId: reuben.id, quantity: 2 }],
  });
  const number = placed.id.slice(-8).toUpperCase();

  const context = await browser.newContext({ baseURL, viewport: PHONE });
  const page = await context.newPage();
  await page.goto('/auth');
  const form = page.getByRole('tabpanel');
  await form.getByLabel('Email').fill(CUSTOMER_EMAIL);
  await form.getByLabel('Password').fill(DEMO_PASSWORD);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(`${baseURL}/`);

  await page.goto(`/orders/${placed.id}`);
  const when = page.getByTestId('pickup-time');
  // 12-hour on the restaurant's clock, zone named, like every other time on the receipt.
  await expect(when).toHaveText(
    /^Ready (today|tomorrow) \d{1,2}:\d\d(\s[AP]M)?\s–\s\d{1,2}:\d\d\s[AP]M\sE[SD]T$/,
  );
  const onFirstScreen = async (locator: typeof when, what: string) => {
    await expect(locator, what).toBeVisible();
    const box = await locator.boundingBox();
    expect(box, what).not.toBeNull();
    expect(box!.y + box!.height, `${what} bottom`).toBeLessThanOrEqual(PHONE.height);
  };
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await onFirstScreen(when, 'promised time');
  await onFirstScreen(page.getByRole('heading', { level: 1, name: `Order #${number}` }), 'number');
  await onFirstScreen(page.getByRole('heading', { name }), 'restaurant');
  await onFirstScreen(page.getByText('12 Tremont St, Boston, MA 02108'), 'address');
  await onFirstScreen(page.getByRole('link', { name: 'Directions' }), 'directions');
  await expect(
    page.getByText(/^Placed [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d\d\s[AP]M\sE[SD]T$/),
  ).toBeVisible();
  await page.screenshot({ path: shotPath('issue28-receipt-390.png') });

  // Cancelled, it stops promising food.
  await customer('PATCH', `/api/orders/${placed.id}/status`, { status: 'cancelled' });
  await expect(page.getByTestId('order-status')).toHaveText('Order Cancelled');
  await expect(page.getByText(/^You cancelled this order at /)).toBeVisible();
  await expect(page.getByText(/let you know when your food is ready/)).toHaveCount(0);
  await page.screenshot({ path: shotPath('issue28-receipt-cancelled-390.png'), fullPage: true });
  await context.close();
});
