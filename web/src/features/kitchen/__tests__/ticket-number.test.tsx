import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aRestaurant } from '@/testing/management/fixtures';
import { createFakeSocket, fakeLive } from '@/testing/management/fake-socket';
import { aBoard, anOrder } from '@/testing/management/orders';
import { fakeServer } from '@/testing/fake-server';
import { renderApp } from '@/testing/render-app';
import { aUser, signIn } from '@/testing/users';

vi.mock('socket.io-client', () => ({ io: () => fakeLive.current.socket }));

/** An id whose last 8 characters hold letters, so their case shows. */
const ID = 'order-0000abcd1234';

beforeEach(() => {
  fakeLive.current = createFakeSocket();
  signIn();
  fakeServer({
    'GET /api/auth/user': { body: aUser({ id: 'owner-1', role: 'restaurant_owner' }) },
    'GET /api/restaurants': { body: [aRestaurant()] },
    'GET /api/restaurants/r-1/stats': {
      body: { ordersToday: 1, revenueToday: 100, avgPickupTime: 10, restaurantStatus: 'open' },
    },
    'GET /api/restaurants/r-1/orders/board': () => ({ body: aBoard([anOrder({ id: ID })]) }),
  });
});
afterEach(() => vi.restoreAllMocks());

describe('the order number on the kitchen board (DECISIONS 30)', () => {
  it('is the receipt’s and the texts’ form: #ABCD1234, on the ticket, its menu and its print', async () => {
    const printed: string[] = [];
    vi.spyOn(window, 'print').mockImplementation(() => {
      printed.push(document.querySelector('[data-print-root] article')?.textContent ?? '');
      window.dispatchEvent(new Event('afterprint'));
    });
    const app = renderApp('/kitchen/r-1');
    const ticket = await screen.findByRole(
      'article',
      { name: 'Order ABCD1234' },
      { timeout: 15_000 },
    );
    expect(within(ticket).getByText('#ABCD1234')).toBeVisible();
    expect(within(ticket).queryByText('#abcd1234')).toBeNull();

    await app.user.click(
      within(ticket).getByRole('button', { name: 'More actions for order #ABCD1234' }),
    );
    await app.user.click(await screen.findByRole('menuitem', { name: 'Print' }));
    await waitFor(() => expect(printed).toHaveLength(1));
    expect(printed[0]).toContain('#ABCD1234');
    expect(printed[0]).not.toContain('abcd1234');
  });
});
