import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeServer, type Reply } from '@/testing/fake-server';
import { renderApp } from '@/testing/render-app';
import { aRestaurantWithMenu, asapPickupOptions, storeCart } from '@/testing/restaurant-fixtures';
import { aUser, signIn } from '@/testing/users';

// No live socket in jsdom; the receipt's reads are what is checked.
vi.mock('@/lib/socket', () => ({ useLiveUpdates: () => 'live' }));

const HOUR = 60 * 60 * 1000;

const receipt = {
  id: 'order-123',
  restaurantId: 'r-1',
  status: 'pending',
  restaurant: {
    name: 'Burger Barn',
    address: '1 Main St',
    phone: '(617) 555-0100',
    taxRate: '0.0875',
    estimatedPickupTime: 15,
  },
  orderItems: [
    {
      quantity: 2,
      unitPrice: 500,
      subtotal: 1000,
      menuItem: { name: 'Fries', description: '' },
      customizations: {},
    },
  ],
  notes: null,
  subtotal: 1000,
  tax: 88,
  total: 1088,
  createdAt: '2026-05-01T12:00:00.000Z',
};

const notYet: Reply = { status: 404, body: { message: 'Order not found' } };

/** The read model has the order only after `lateReads` reads (a slow projection). */
function server(placeReply: Reply, lateReads: number) {
  let reads = 0;
  signIn();
  fakeServer({
    'GET /api/auth/user': { body: aUser() },
    'GET /api/favorites': { body: [] },
    'GET /api/restaurants/r-1': { body: aRestaurantWithMenu() },
    'GET /api/restaurants/r-1/pickup-slots': { body: asapPickupOptions() },
    'POST /api/orders': placeReply,
    'GET /api/orders/order-123': () => {
      reads += 1;
      return reads > lateReads ? { body: receipt } : notYet;
    },
  });
  return { reads: () => reads };
}

async function placeOrder() {
  storeCart('r-1', HOUR);
  const app = renderApp('/restaurants/r-1');
  await app.user.click(await screen.findByRole('button', { name: 'Open cart, 2 items' }));
  await app.user.click(await screen.findByRole('button', { name: 'Checkout' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Confirm Your Order' }));
  await app.user.click(dialog.getByRole('button', { name: 'Place Order' }));
  await waitFor(() => expect(app.location()).toBe('/orders/order-123'));
  return app;
}

describe('the receipt after placing an order', () => {
  it('waits for an order answered 202 until the read model has it', async () => {
    const accepted = { id: 'order-123', checkpoint: '42', status: 'accepted' };
    const reads = server({ status: 202, body: accepted }, 3);
    await placeOrder();

    expect(await screen.findByRole('heading', { name: 'Order #RDER-123' })).toBeVisible();
    expect(screen.getByText('2 × Fries')).toBeVisible();
    expect(screen.queryByText('Order Not Found')).toBeNull();
    expect(reads.reads()).toBe(4);
  });

  it('says not found when an order answered 202 never appears', async () => {
    const accepted = { id: 'order-123', checkpoint: '42', status: 'accepted' };
    const reads = server({ status: 202, body: accepted }, Infinity);
    await placeOrder();

    expect(await screen.findByText('Order Not Found', {}, { timeout: 20_000 })).toBeVisible();
    // Asked a few times, then given up: not an endless loop.
    expect(reads.reads()).toBe(7);
  }, 30_000);

  it('does not wait when the order was already recorded (201) and is missing', async () => {
    const reads = server({ status: 201, body: receipt }, Infinity);
    await placeOrder();
    expect(await screen.findByText('Order Not Found')).toBeVisible();
    expect(reads.reads()).toBe(1);
  });
});
