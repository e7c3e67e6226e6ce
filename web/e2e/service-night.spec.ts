import { OWNER_EMAIL, signIn } from './support/fixture';
import { ADMIN_EMAIL, CUSTOMER_EMAIL, callerWithStatus, signedInPage } from './support/api';
import { expect, expectNoAxeViolations, readE2eEnv, test } from './support/test';
import { shotPath } from './support/env';

/**
 * Issue 15, a service night: the board shows every active order however busy the day, a
 * cancellation with its reason reaches the customer's open receipt, a pause and a sold-out
 * item are shown and refused, and kitchen mode passes axe. Each test builds its own
 * restaurant, open around the clock (no hours), so nothing depends on the time of day.
 */

let restaurants = 0;

/** A restaurant of the demo owner with a Pizza and a Vanilla Shake, no sides or drinks. */
async function newRestaurant() {
  const { baseURL } = readE2eEnv();
  const admin = callerWithStatus(await signIn(baseURL, ADMIN_EMAIL));
  const owner = callerWithStatus(await signIn(baseURL, OWNER_EMAIL));
  const me = await owner<{ id: string }>('GET', '/api/auth/user');
  restaurants += 1;
  const name = `Night Kitchen ${restaurants} ${Date.now().toString(36)}`;
  const r = await admin<{ id: string }>('POST', '/api/restaurants', {
    name,
    address: '1 Service Rd, Boston, MA',
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
  const item = async (itemName: string, price: number) =>
    (
      await owner<{ id: string }>('POST', `/api/categories/${mains.body.id}/items`, {
        name: itemName,
        description: 'Fresh tonight.',
        price,
      })
    ).body.id;
  const pizza = await item('Margherita Pizza', 12);
  const shake = await item('Vanilla Shake', 5.5);
  return { id: r.body.id, name, pizza, shake, owner };
}

async function customerApi() {
  return callerWithStatus(await signIn(readE2eEnv().baseURL, CUSTOMER_EMAIL));
}

const order = (restaurantId: string, menuItemId: string) => ({
  restaurantId,
  items: [{ menuItemId, quantity: 1 }],
});

const ticketName = (orderId: string) => `Order ${orderId.slice(-8).toUpperCase()}`;

test('a day of 120 orders: the oldest, still pending, heads the board; kitchen mode is axe-clean', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const r = await newRestaurant();
  const customer = await customerApi();
  const ids: string[] = [];
  for (let i = 0; i < 120; i++) {
    const placed = await customer<{ id: string }>('POST', '/api/orders', order(r.id, r.pizza));
    expect(placed.status).toBe(201);
    ids.push(placed.body.id);
  }
  // All but the first and the newest 20 are cancelled: 21 stay active, the oldest first.
  for (const id of ids.slice(1, 100)) {
    const res = await customer('PATCH', `/api/orders/${id}/status`, { status: 'cancelled' });
    expect(res.status).toBe(200);
  }

  const kitchen = await signedInPage(browser, OWNER_EMAIL);
  await kitchen.goto(`/owner-dashboard?restaurant=${r.id}`);
  const tickets = kitchen.getByRole('article');
  await expect(tickets.first()).toHaveAccessibleName(ticketName(ids[0] as string));
  await expect(tickets).toHaveCount(21);
  await expect(kitchen.getByRole('tab', { name: 'Active (21)' })).toBeVisible();
  // The board itself, below the dashboard's cards.
  await kitchen.evaluate(() => window.scrollTo(0, 640));
  await kitchen.screenshot({ path: shotPath(`board-desktop.png`) });

  await kitchen.getByRole('link', { name: 'Kitchen mode' }).click();
  await expect(kitchen).toHaveURL(new RegExp(`/kitchen/${r.id}$`));
  await expect(kitchen.getByRole('heading', { name: `Kitchen · ${r.name}` })).toBeVisible();
  await expect(kitchen.getByRole('banner')).toHaveCount(0);
  await expect(tickets.first()).toHaveAccessibleName(ticketName(ids[0] as string));
  await expectNoAxeViolations(kitchen);
  await kitchen.screenshot({ path: shotPath(`board-kitchen.png`) });

  await kitchen.setViewportSize({ width: 375, height: 812 });
  await kitchen.goto(`/owner-dashboard?restaurant=${r.id}`);
  await expect(tickets.first()).toHaveAccessibleName(ticketName(ids[0] as string));
  await kitchen.getByRole('tab', { name: 'Active (21)' }).scrollIntoViewIfNeeded();
  await kitchen.screenshot({ path: shotPath(`board-phone.png`) });
  await kitchen.context().close();
});

test('a cancellation with its reason reaches the customer’s open receipt live', async ({
  browser,
}) => {
  const r = await newRestaurant();
  const customerCalls = await customerApi();
  const placed = await customerCalls<{ id: string }>('POST', '/api/orders', order(r.id, r.pizza));
  expect(placed.status).toBe(201);

  const customer = await signedInPage(browser, CUSTOMER_EMAIL);
  await customer.goto(`/orders/${placed.body.id}`);
  await expect(customer.getByTestId('order-status')).toHaveText('Order Received');
  await expect(customer.getByText('Updates live')).toBeVisible();

  const kitchen = await signedInPage(browser, OWNER_EMAIL);
  await kitchen.goto(`/owner-dashboard?restaurant=${r.id}`);
  const ticket = kitchen.getByRole('article', { name: ticketName(placed.body.id) });
  await ticket.getByRole('button', { name: /^More actions for order/ }).click();
  await kitchen.getByRole('menuitem', { name: 'Cancel order…' }).click();
  const dialog = kitchen.getByRole('alertdialog');
  await dialog.getByText('Sold out', { exact: true }).click();
  await dialog.getByRole('button', { name: 'Cancel order' }).click();
  await expect(ticket).toBeHidden();

  await expect(customer.getByTestId('order-status')).toHaveText('Order Cancelled');
  await expect(customer.getByText(`${r.name} cancelled this order at`)).toBeVisible();
  await expect(customer.getByText('Reason: Sold out')).toBeVisible();
  await Promise.all([customer, kitchen].map((p) => p.context().close()));
});

test('a paused restaurant says when it is back and refuses checkout', async ({ browser }) => {
  const r = await newRestaurant();
  const kitchen = await signedInPage(browser, OWNER_EMAIL);
  await kitchen.goto(`/owner-dashboard?restaurant=${r.id}`);
  await kitchen.getByRole('button', { name: 'Pause ordering for 15 min' }).click();
  await expect(kitchen.getByText(/^Paused until \d{1,2}:\d\d [AP]M E[SD]T$/)).toBeVisible();

  const customer = await signedInPage(browser, CUSTOMER_EMAIL);
  await customer.goto(`/restaurants/${r.id}`);
  const message = customer.getByText(/^Not taking orders right now, back at \d{1,2}:\d\d [AP]M$/);
  await expect(message).toBeVisible();
  const shown = await message.textContent();
  await customer.getByRole('button', { name: /^Margherita Pizza,/ }).click();
  await customer.getByRole('button', { name: /Add to Cart/ }).click();
  await customer.getByRole('button', { name: 'Checkout' }).click();
  const confirmation = customer.getByRole('dialog', { name: 'Confirm Your Order' });
  await expect(confirmation.getByText(/^Not taking orders right now/)).toBeVisible();
  await expect(confirmation.getByRole('button', { name: 'Place Order' })).toBeDisabled();

  const refused = await (
    await customerApi()
  )<{ message: string }>('POST', '/api/orders', order(r.id, r.pizza));
  expect(refused.status).toBe(409);
  expect(refused.body.message).toBe(shown);

  await kitchen.getByRole('button', { name: 'Resume now' }).click();
  await expect(kitchen.getByText('Taking orders')).toBeVisible();
  await Promise.all([customer, kitchen].map((p) => p.context().close()));
});

test('a sold-out item is greyed for customers and refused by the server', async ({ browser }) => {
  const r = await newRestaurant();
  const marked = await r.owner('PUT', `/api/sold-out/item/${r.shake}`, { until: 'next_opening' });
  expect(marked.status).toBe(204);

  const customer = await signedInPage(browser, CUSTOMER_EMAIL);
  await customer.goto(`/restaurants/${r.id}`);
  const shake = customer.getByRole('button', { name: 'Vanilla Shake, sold out today' });
  await expect(shake).toBeDisabled();
  await expect(shake.getByText('Sold out today')).toBeVisible();
  await expect(customer.getByRole('button', { name: /^Margherita Pizza, \$12\.00/ })).toBeEnabled();
  await expectNoAxeViolations(customer);

  const refused = await (
    await customerApi()
  )<{ message: string }>('POST', '/api/orders', order(r.id, r.shake));
  expect(refused.status).toBe(409);
  expect(refused.body.message).toBe('Sorry, Vanilla Shake is sold out today');
  await customer.context().close();
});
