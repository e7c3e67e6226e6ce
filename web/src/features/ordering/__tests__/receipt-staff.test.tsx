import { screen, within } from '@testing-library/react';
import { allowedActions } from '@pickup/domain/ordering/machine';
import { describe, expect, it, vi } from 'vitest';
import { fakeServer, type FakeRequest } from '@/testing/fake-server';
import { someOrders } from '@/testing/customer-orders';
import { renderApp } from '@/testing/render-app';
import { aUser, signIn } from '@/testing/users';

vi.mock('@/lib/socket', () => ({ useLiveUpdates: () => 'live' }));

const owner = aUser({ id: 'owner-1', role: 'restaurant_owner' });
const admin = aUser({ id: 'admin-1', role: 'admin' });

/** A customer's order in the kitchen, the customer here with a note, as staff read it. */
function preparingOrder(role: 'restaurant_owner' | 'admin') {
  const [order] = someOrders(1, 'preparing');
  if (!order) throw new Error('fixture changed');
  return {
    ...order,
    id: 'order-0000abcd1234',
    arrival: { at: order.createdAt, note: 'Blue car outside' },
    statusHistory: [],
    pickupCode: null,
    allowedActions: allowedActions('preparing', role),
  };
}

function openAsStaff(user: typeof owner) {
  const order = preparingOrder(user.role === 'admin' ? 'admin' : 'restaurant_owner');
  const patches: unknown[] = [];
  signIn();
  fakeServer({
    'GET /api/auth/user': { body: user },
    'GET /api/orders/order-0000abcd1234': { body: order },
    'PATCH /api/orders/order-0000abcd1234/status': (request: FakeRequest) => {
      patches.push(request.body);
      return { body: order };
    },
  });
  return { app: renderApp('/orders/order-0000abcd1234'), patches, order };
}

describe('a receipt opened by staff (decision 34)', () => {
  it('shows the owner the steps they may take and their board, never the customer’s controls', async () => {
    const { app, patches } = openAsStaff(owner);
    expect(await screen.findByRole('heading', { name: 'Order #ABCD1234' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Board' })).toHaveAttribute(
      'href',
      '/owner-dashboard?restaurant=r-1',
    );
    expect(screen.queryByRole('link', { name: 'Back to Dashboard' })).toBeNull();
    expect(screen.getByText('For Cora Customer: paid at the counter on pickup.')).toBeVisible();
    expect(screen.queryByText(/We will let you know/)).toBeNull();
    expect(screen.queryByRole('link', { name: 'Order Again' })).toBeNull();
    expect(screen.queryByRole('button', { name: /I'm here|note/i })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();

    const [advance] = allowedActions('preparing', 'restaurant_owner');
    if (!advance) throw new Error('machine changed');
    await app.user.click(screen.getByRole('button', { name: advance.label }));
    expect(await screen.findByText('Order updated')).toBeVisible();
    expect(patches).toEqual([{ status: advance.to }]);
  });

  it('lets staff cancel with a reason', async () => {
    const { app, patches } = openAsStaff(owner);
    await app.user.click(await screen.findByRole('button', { name: 'Cancel order…' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: /Cancel order/ }));
    await app.user.click(dialog.getByText('Sold out'));
    await app.user.click(dialog.getByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByText('Order updated')).toBeVisible();
    expect(patches).toEqual([{ status: 'cancelled', reasonCode: 'sold_out' }]);
  });

  it('sends an admin back to the orders they came from', async () => {
    openAsStaff(admin);
    expect(await screen.findByRole('link', { name: 'Back to Orders' })).toHaveAttribute(
      'href',
      '/admin?tab=orders',
    );
    expect(screen.queryByRole('link', { name: 'Order Again' })).toBeNull();
  });
});
