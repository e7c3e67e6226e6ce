import type { APIRequestContext, Browser, Page } from '@playwright/test';
import type { OutboxMessage } from '@pickup/domain/notifications/outbox';
import { DEMO_PASSWORD, OWNER_EMAIL, signIn } from './support/fixture';
import { ADMIN_EMAIL, CUSTOMER_EMAIL, caller } from './support/api';
import { shotPath } from './support/env';
import { expect, expectNoAxeViolations, readE2eEnv, test } from './support/test';

/**
 * Issue 31, the handoff: on a 390 px phone the customer taps "I'm here" on their receipt and
 * the kitchen board, open in another browser context, shows "Arrived" live; at the counter the
 * owner marks it picked up with the pickup code the receipt shows (a wrong one is refused).
 * The restaurant has no hours (always open), so the order is placed whatever the time of day.
 */

const PHONE = { width: 390, height: 844 };
const TABLET = { width: 1280, height: 900 };

/** A restaurant checking pickup codes, and a confirmed order of the demo customer there. */
async function confirmedOrder() {
  const { baseURL } = readE2eEnv();
  const admin = caller(await signIn(baseURL, ADMIN_EMAIL));
  const owner = caller(await signIn(baseURL, OWNER_EMAIL));
  const customer = caller(await signIn(baseURL, CUSTOMER_EMAIL));
  const me = await owner<{ id: string }>('GET', '/api/auth/user');
  const r = await admin<{ id: string }>('POST', '/api/restaurants', {
    name: `Handoff Kitchen ${Date.now().toString(36)}`,
    address: '5 School St, Boston, MA 02108',
    taxRate: '0.0625',
    hours: null,
    estimatedPickupTime: 15,
    ownerId: me.id,
    timezone: 'America/New_York',
  });
  await owner('PUT', `/api/restaurants/${r.id}`, { checkPickupCode: true });
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
  });
  await owner('PATCH', `/api/orders/${placed.id}/status`, { status: 'confirmed' });
  return { restaurantId: r.id, orderId: placed.id, owner };
}

async function signedIn(browser: Browser, email: string, viewport: typeof PHONE): Promise<Page> {
  const { baseURL } = readE2eEnv();
  const context = await browser.newContext({ baseURL, viewport });
  const page = await context.newPage();
  await page.goto('/auth');
  const form = page.getByRole('tabpanel');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(DEMO_PASSWORD);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(`${baseURL}/`);
  return page;
}

test('the customer says "I\'m here" on a phone; the board shows it live; the code hands it over', async ({
  browser,
}) => {
  const { restaurantId, orderId, owner } = await confirmedOrder();
  const number = orderId.slice(-8).toUpperCase();

  const board = await signedIn(browser, OWNER_EMAIL, TABLET);
  await board.goto(`/owner-dashboard?restaurant=${restaurantId}`);
  const ticket = board.getByRole('article', { name: `Order ${number}` });
  await expect(ticket).toBeVisible();
  await expect(ticket.getByText(/^Arrived/)).toHaveCount(0);

  const phone = await signedIn(browser, CUSTOMER_EMAIL, PHONE);
  await phone.goto(`/orders/${orderId}`);
  const code = (await phone.getByTestId('pickup-code').textContent())?.trim() ?? '';
  expect(code).toMatch(/^\d{4}$/);
  await expectNoAxeViolations(phone, 'main');
  await phone.getByLabel('Note for the counter (optional)').fill('Blue car, space 3');
  await phone.getByRole('button', { name: 'I’m here' }).click();
  await expect(phone.getByText('You’re checked in')).toBeVisible();
  await phone.screenshot({ path: shotPath('issue31-checked-in-390.png') });

  // Live, without a reload: the ticket says the customer is here, with the note; no code.
  await expect(ticket.getByText('Arrived · just now')).toBeVisible();
  await expect(ticket.getByText('“Blue car, space 3”')).toBeVisible();
  await expect(ticket.getByText(code)).toHaveCount(0);
  await board.screenshot({ path: shotPath('issue31-board-arrived-1280.png') });

  for (const status of ['preparing', 'ready'])
    await owner('PATCH', `/api/orders/${orderId}/status`, { status });
  const pickUp = ticket.getByRole('button', { name: 'Mark Picked Up' });
  await expect(pickUp).toBeVisible();
  await pickUp.click();
  const dialog = board.getByRole('dialog', { name: `Hand over order #${number}` });
  const input = dialog.getByLabel('Pickup code the customer tells you');
  await input.fill(code === '0000' ? '1111' : '0000');
  await dialog.getByRole('button', { name: 'Mark Picked Up' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('That pickup code does not match this order');
  await input.fill(code);
  await dialog.getByRole('button', { name: 'Mark Picked Up' }).click();
  await expect(dialog).toBeHidden();
  await expect(phone.getByTestId('order-status')).toHaveText('Picked Up');
  await expect(phone.getByRole('button', { name: 'I’m here' })).toHaveCount(0);
  await board.context().close();
  await phone.context().close();
});

/** The receipt link's path in the ready text sent for this order, from the dev outbox. */
async function readyTextLink(request: APIRequestContext, number: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const entries = (await (
          await request.get('/api/dev/outbox?limit=500')
        ).json()) as OutboxMessage[];
        const text = entries.find((e) => e.channel === 'sms' && e.body.includes(`#${number}`));
        link = text?.body.match(/https?:\/\/\S+(\/r\/[A-Za-z0-9_-]+)/)?.[1];
        return link;
      },
      { timeout: 15_000 },
    )
    .toBeTruthy();
  return link as string;
}

test('the ready text\'s link opens the receipt on a phone without signing in; "I\'m here" reaches the board live', async ({
  browser,
  request,
}) => {
  const { restaurantId, orderId, owner } = await confirmedOrder();
  const number = orderId.slice(-8).toUpperCase();
  for (const status of ['preparing', 'ready'])
    await owner('PATCH', `/api/orders/${orderId}/status`, { status });
  const link = await readyTextLink(request, number);

  const board = await signedIn(browser, OWNER_EMAIL, TABLET);
  await board.goto(`/owner-dashboard?restaurant=${restaurantId}`);
  const ticket = board.getByRole('article', { name: `Order ${number}` });
  await expect(ticket).toBeVisible();

  const { baseURL } = readE2eEnv();
  const phone = await (await browser.newContext({ baseURL, viewport: PHONE })).newPage();
  await phone.goto(link);
  await expect(phone.getByRole('heading', { level: 1 })).toHaveText(`Order #${number}`);
  await expect(phone.getByText('Updates live')).toBeVisible();
  const code = (await phone.getByTestId('pickup-code').textContent())?.trim() ?? '';
  await expectNoAxeViolations(phone, 'main');
  await phone.getByRole('button', { name: 'I’m here' }).click();
  await expect(phone.getByText('You’re checked in')).toBeVisible();
  await phone.screenshot({ path: shotPath('issue31-link-checked-in-390.png'), fullPage: true });
  await expect(ticket.getByText('Arrived · just now')).toBeVisible();

  // Collected: the open page says by itself when it was picked up, and thanks the customer.
  await owner('PATCH', `/api/orders/${orderId}/status`, { status: 'picked_up', pickupCode: code });
  await expect(phone.getByText(/^Picked up at \d\d:\d\d — thank you$/)).toBeVisible();
  await board.context().close();
  await phone.context().close();
});
