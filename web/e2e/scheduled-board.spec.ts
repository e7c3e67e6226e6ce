import { DEMO_PASSWORD, OWNER_EMAIL, signIn } from './support/fixture';
import { ADMIN_EMAIL, CUSTOMER_EMAIL, callerWithStatus } from './support/api';
import { expect, readE2eEnv, test } from './support/test';

/**
 * Issue 16: a scheduled order waits under "Upcoming" on the owner's board and moves to
 * "New", with the new-order chime, at its fire time. The board decides from the order's
 * fire time and the browser's clock, so the browser's clock is Playwright's (page.clock)
 * and is moved on instead of waiting. The restaurant has no hours (always open) and keeps
 * UTC, and the slot is chosen from those the server offers now, so nothing depends on the
 * time of day.
 */

const MINUTE = 60_000;

/** A restaurant of the demo owner, always open, with one dish. */
async function newRestaurant() {
  const { baseURL } = readE2eEnv();
  const admin = callerWithStatus(await signIn(baseURL, ADMIN_EMAIL));
  const owner = callerWithStatus(await signIn(baseURL, OWNER_EMAIL));
  const me = await owner<{ id: string }>('GET', '/api/auth/user');
  const r = await admin<{ id: string }>('POST', '/api/restaurants', {
    name: `Later Kitchen ${Date.now().toString(36)}`,
    address: '2 Slot St, Boston, MA',
    taxRate: '0.0625',
    hours: null,
    estimatedPickupTime: 20,
    ownerId: me.body.id,
    timezone: 'UTC',
  });
  const menu = await owner<{ id: string }>('POST', `/api/restaurants/${r.body.id}/menus`, {
    name: 'All day',
  });
  const mains = await owner<{ id: string }>('POST', `/api/menus/${menu.body.id}/categories`, {
    name: 'Mains',
  });
  const dish = await owner<{ id: string }>('POST', `/api/categories/${mains.body.id}/items`, {
    name: 'Slow Ragù',
    description: 'Worth the wait.',
    price: 14,
  });
  return { id: r.body.id, dish: dish.body.id };
}

test('a scheduled order waits under Upcoming and moves to New with the chime at its fire time', async ({
  browser,
}) => {
  const { baseURL } = readE2eEnv();
  const r = await newRestaurant();
  const customer = callerWithStatus(await signIn(baseURL, CUSTOMER_EMAIL));

  // A slot at least 45 minutes ahead: with 20 minutes to prepare, it fires 25 or more
  // minutes from now.
  const offered = await customer<{ slots: { start: string }[] }>(
    'GET',
    `/api/restaurants/${r.id}/pickup-slots`,
  );
  expect(offered.status).toBe(200);
  const slot = offered.body.slots.find((s) => Date.parse(s.start) >= Date.now() + 45 * MINUTE);
  expect(slot).toBeDefined();
  const placed = await customer<{ id: string; pickup: { kind: string; fireAt: string } }>(
    'POST',
    '/api/orders',
    {
      restaurantId: r.id,
      items: [{ menuItemId: r.dish, quantity: 1 }],
      pickup: { kind: 'scheduled', slotStart: slot?.start },
    },
  );
  expect(placed.status).toBe(201);
  expect(placed.body.pickup.kind).toBe('scheduled');
  const fireAt = Date.parse(placed.body.pickup.fireAt);

  const context = await browser.newContext({ baseURL, viewport: { width: 1366, height: 900 } });
  // Counts the board's chimes: each is two Web Audio tones.
  await context.addInitScript(() => {
    const tones = { count: 0 };
    Object.assign(window, { pickupTones: tones });
    const create = AudioContext.prototype.createOscillator;
    AudioContext.prototype.createOscillator = function createOscillator(this: AudioContext) {
      tones.count += 1;
      return create.call(this);
    };
  });
  const page = await context.newPage();
  await page.goto('/auth');
  const form = page.getByRole('tabpanel');
  await form.getByLabel('Email').fill(OWNER_EMAIL);
  await form.getByLabel('Password').fill(DEMO_PASSWORD);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(`${baseURL}/`);

  await page.clock.install({ time: Date.now() });
  await page.goto(`/kitchen/${r.id}`);
  const ticket = `Order ${placed.body.id.slice(-8).toUpperCase()}`;
  const column = (name: string) => page.getByRole('region', { name });
  // Upcoming waits folded to a count (issue 28); the cook opens it to see the tickets.
  await column('Upcoming').getByRole('button', { name: 'Show upcoming' }).click();
  await expect(column('Upcoming').getByRole('article', { name: ticket })).toBeVisible();
  await expect(column('New').getByRole('article')).toHaveCount(0);
  const tones = () =>
    page.evaluate(() => (window as { pickupTones?: { count: number } }).pickupTones?.count);
  expect(await tones()).toBe(0);

  // A minute before its fire time it still waits.
  await page.clock.fastForward(fireAt - MINUTE - (await page.evaluate(() => Date.now())));
  await page.clock.runFor(2_000);
  await expect(column('Upcoming').getByRole('article', { name: ticket })).toBeVisible();
  expect(await tones()).toBe(0);

  // At its fire time it is the kitchen's: under New, highlighted, and the chime rings once.
  await page.clock.fastForward(MINUTE);
  await page.clock.runFor(2_000);
  await expect(column('New').getByRole('article', { name: ticket })).toBeVisible();
  await expect(column('Upcoming')).toHaveCount(0);
  await expect(page.getByRole('article', { name: ticket })).toHaveAttribute('data-new', 'true');
  await expect.poll(tones).toBe(2);
  await context.close();
});
