import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, type FakeRequest, type Reply } from '@/testing/fake-server';
import { renderApp } from '@/testing/render-app';
import { aRestaurantWithMenu, storeCart } from '@/testing/restaurant-fixtures';
import { aUser, signIn } from '@/testing/users';

const HOUR = 60 * 60 * 1000;
const SLOTS = {
  timezone: 'UTC',
  asap: {
    available: true,
    promisedFrom: '2030-01-15T12:10:00.000Z',
    promisedAt: '2030-01-15T12:15:00.000Z',
    movedToLaterSlot: false,
  },
  slots: [
    {
      start: '2030-01-16T09:00:00.000Z',
      end: '2030-01-16T09:15:00.000Z',
      serviceDate: '2030-01-16',
    },
    {
      start: '2030-01-16T09:15:00.000Z',
      end: '2030-01-16T09:30:00.000Z',
      serviceDate: '2030-01-16',
    },
  ],
};

const PAUSED = 'Not taking orders right now, back at 7:45 PM';

function serverPlacing(
  reply: (request: FakeRequest) => Reply,
  signedIn = true,
  restaurant: () => ReturnType<typeof aRestaurantWithMenu> = aRestaurantWithMenu,
  slots: object = SLOTS,
) {
  const placed: FakeRequest[] = [];
  let restaurantReads = 0;
  if (signedIn) signIn();
  fakeServer({
    'GET /api/auth/user': { body: aUser() },
    'GET /api/favorites': { body: [] },
    'GET /api/restaurants/r-1': () => {
      restaurantReads += 1;
      return { body: restaurant() };
    },
    'GET /api/restaurants/r-1/pickup-slots': { body: slots },
    'POST /api/orders': (request) => {
      placed.push(request);
      return reply(request);
    },
  });
  return { placed, restaurantReads: () => restaurantReads };
}

async function confirmOrder(
  notes = '',
  slot?: string,
  inspect?: (dialog: ReturnType<typeof within>) => void,
) {
  storeCart('r-1', HOUR);
  const app = renderApp('/restaurants/r-1');
  await app.user.click(await screen.findByRole('button', { name: 'Open cart, 2 items' }));
  await app.user.click(await screen.findByRole('button', { name: 'Checkout' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Confirm Your Order' }));
  await dialog.findByText(/As soon as possible/);
  inspect?.(dialog);
  if (slot) {
    await app.user.click(dialog.getByText('Schedule for later'));
    await app.user.selectOptions(
      dialog.getByLabelText('Pickup time', { selector: 'select' }),
      slot,
    );
  }
  if (notes) await app.user.type(dialog.getByLabelText(/Special instructions/), notes);
  await waitFor(() => expect(dialog.getByRole('button', { name: 'Place Order' })).toBeEnabled());
  await app.user.click(dialog.getByRole('button', { name: 'Place Order' }));
  return app;
}

describe('placing an order (customer-area §2, §5, §8)', () => {
  it('sends the cart once with a key and trimmed notes, clears it and opens the receipt', async () => {
    const server = serverPlacing(() => ({ status: 201, body: { id: 'order-123' } }));
    const app = await confirmOrder('  no onions  ');
    await waitFor(() => expect(app.location()).toBe('/orders/order-123'));
    const [request] = server.placed;
    expect(request?.headers.get('Idempotency-Key')).toMatch(/\S{8,}/);
    expect(request?.body).toEqual({
      restaurantId: 'r-1',
      items: [{ menuItemId: 'i-2', quantity: 2, unitPrice: 500, customizations: {} }],
      notes: 'no onions',
      pickup: { kind: 'asap' },
    });
    expect(localStorage.getItem('cart')).toBeNull();
  });

  it('offers ASAP with its promise, or a slot in the restaurant zone, and sends the slot', async () => {
    const server = serverPlacing(() => ({ status: 201, body: { id: 'order-9' } }));
    await confirmOrder('', '2030-01-16T09:15:00.000Z', (dialog) => {
      expect(dialog.getByText('As soon as possible · Ready 12:10–12:15')).toBeVisible();
    });
    await waitFor(() => expect(server.placed).toHaveLength(1));
    expect(server.placed[0]?.body).toMatchObject({
      pickup: { kind: 'scheduled', slotStart: '2030-01-16T09:15:00.000Z' },
    });
  });

  it('offers only slots while the restaurant is closed', async () => {
    const closed = { ...SLOTS, asap: { available: false, reason: 'closed' } };
    const server = serverPlacing(
      () => ({ status: 201, body: { id: 'order-7' } }),
      true,
      aRestaurantWithMenu,
      closed,
    );
    storeCart('r-1', HOUR);
    const app = renderApp('/restaurants/r-1');
    await app.user.click(await screen.findByRole('button', { name: 'Open cart, 2 items' }));
    await app.user.click(await screen.findByRole('button', { name: 'Checkout' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Confirm Your Order' }));
    expect(await dialog.findByText(/not taking orders right now/)).toBeVisible();
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Place Order' })).toBeEnabled());
    await app.user.click(dialog.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(server.placed).toHaveLength(1));
    expect(server.placed[0]?.body).toMatchObject({
      pickup: { kind: 'scheduled', slotStart: '2030-01-16T09:00:00.000Z' },
    });
  });

  it('leaves empty notes out', async () => {
    const server = serverPlacing(() => ({ status: 201, body: { id: 'order-123' } }));
    await confirmOrder('   ');
    await waitFor(() => expect(server.placed).toHaveLength(1));
    expect(server.placed[0]?.body).not.toHaveProperty('notes');
  });

  it("shows the server's word on changed prices and reloads the menu", async () => {
    const server = serverPlacing(() => ({
      status: 409,
      body: { message: 'Prices have changed, please review your cart' },
    }));
    await confirmOrder();
    expect(await screen.findByText('Prices have changed, please review your cart')).toBeVisible();
    await waitFor(() => expect(server.restaurantReads()).toBe(2));
    expect(localStorage.getItem('cart')).not.toBeNull();
  });

  it('says "Failed to place order" on any other failure and keeps the cart', async () => {
    serverPlacing(() => ({ status: 500, body: { message: 'boom' } }));
    await confirmOrder();
    expect(await screen.findByText('Failed to place order. Please try again.')).toBeVisible();
    expect(localStorage.getItem('cart')).not.toBeNull();
  });

  it('sends a signed-out customer to sign in, remembering the restaurant', async () => {
    serverPlacing(() => ({ status: 201, body: { id: 'x' } }), false);
    storeCart('r-1', HOUR);
    const app = renderApp('/restaurants/r-1');
    await app.user.click(await screen.findByRole('button', { name: 'Open cart, 2 items' }));
    await app.user.click(await screen.findByRole('button', { name: 'Checkout' }));
    await waitFor(() => expect(app.location()).toBe('/auth'));
    expect(localStorage.getItem('pending-restaurant')).toBe('r-1');
  });

  it('shows a pause on the page and in checkout, where Place Order is off', async () => {
    const server = serverPlacing(
      () => ({ status: 201, body: { id: 'x' } }),
      true,
      () =>
        aRestaurantWithMenu({
          ordering: {
            paused: true,
            pausedUntil: null,
            message: PAUSED,
            rushMinutes: 0,
            rushUntil: null,
          },
        }),
    );
    storeCart('r-1', HOUR);
    const app = renderApp('/restaurants/r-1');
    expect(await screen.findByText(PAUSED)).toBeVisible();
    await app.user.click(await screen.findByRole('button', { name: 'Open cart, 2 items' }));
    await app.user.click(await screen.findByRole('button', { name: 'Checkout' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Confirm Your Order' }));
    expect(dialog.getByText(PAUSED)).toBeVisible();
    expect(dialog.getByRole('button', { name: 'Place Order' })).toBeDisabled();
    expect(server.placed).toEqual([]);
  });

  it('shows the server refusing a pause that began after the page loaded, and reloads it', async () => {
    let paused = false;
    const server = serverPlacing(
      () => {
        paused = true;
        return { status: 409, body: { message: PAUSED } };
      },
      true,
      () =>
        aRestaurantWithMenu({
          ordering: {
            paused,
            pausedUntil: null,
            message: paused ? PAUSED : null,
            rushMinutes: 0,
            rushUntil: null,
          },
        }),
    );
    await confirmOrder();
    expect((await screen.findAllByText(PAUSED)).length).toBeGreaterThan(0);
    await waitFor(() => expect(server.restaurantReads()).toBe(2));
    expect(localStorage.getItem('cart')).not.toBeNull();
  });

  it('greys a sold-out item as "Sold out today" and a sold-out side in the item dialog', async () => {
    const withMarks = () => {
      const r = aRestaurantWithMenu();
      const [menu] = r.menus;
      if (!menu) throw new Error('fixture has a menu');
      menu.soldOut = [
        { entry: { kind: 'item', id: 'i-2' }, until: null, reason: null },
        { entry: { kind: 'side', id: 's-1' }, until: null, reason: null },
      ];
      return r;
    };
    serverPlacing(() => ({ status: 201, body: { id: 'x' } }), true, withMarks);
    const app = renderApp('/restaurants/r-1');
    await app.user.click(await screen.findByRole('tab', { name: 'Shakes' }));
    const shake = await screen.findByRole('button', { name: 'Vanilla Shake, sold out today' });
    expect(shake).toBeDisabled();
    expect(within(shake).getByText('Sold out today')).toBeVisible();
    await app.user.click(screen.getByRole('tab', { name: 'Burgers' }));
    await app.user.click(await screen.findByRole('button', { name: /^Classic Burger,/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Classic Burger' }));
    expect(dialog.getByRole('checkbox', { name: /Fries/ })).toBeDisabled();
    expect(dialog.getByText('Sold out today')).toBeVisible();
    expect(dialog.getByRole('checkbox', { name: /Salad/ })).toBeEnabled();
  });

  it('shows the server refusing a sold-out line, naming it', async () => {
    serverPlacing(() => ({
      status: 409,
      body: { message: 'Sorry, Vanilla Shake is sold out today' },
    }));
    await confirmOrder();
    expect(await screen.findByText('Sorry, Vanilla Shake is sold out today')).toBeVisible();
    expect(localStorage.getItem('cart')).not.toBeNull();
  });
});
