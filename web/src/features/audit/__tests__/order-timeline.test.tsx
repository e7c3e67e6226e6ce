import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeSocket, fakeLive } from '@/testing/management/fake-socket';
import { anOrder } from '@/testing/management/orders';
import type { Role } from '@/lib/auth';
import { fakeServer, type FakeRequest } from '@/testing/fake-server';
import { renderApp } from '@/testing/render-app';
import { aUser, signIn } from '@/testing/users';
import type { MenuAsOrdered } from '../types';
import { historyEvents } from './fixtures';

vi.mock('socket.io-client', () => ({ io: () => fakeLive.current.socket }));

const ORDER_ID = 'order-0000-aaaa1111';
const history = { kind: 'order', id: ORDER_ID, stream: `order-${ORDER_ID}`, events: historyEvents };

const line = {
  menuItemId: 'i-1',
  name: 'Fish Taco',
  description: 'Crispy cod',
  categoryId: 'c-1',
  menuId: 'm-1',
  quantity: 2,
  basePriceCents: 500,
  unitPriceCents: 650,
  subtotalCents: 1300,
  customizations: {
    optionalIngredients: [{ id: 'ing-onion', name: 'Onion' }],
    possibleIngredients: [{ id: 'ing-guac', name: 'Guacamole', priceCents: 150, quantity: 1 }],
    sides: [{ id: 's-rice', name: 'Rice', priceCents: 0 }],
    addons: [],
  },
};

const menuAsOrdered: MenuAsOrdered = {
  orderId: ORDER_ID,
  placedAt: '2026-03-01T12:00:00.000Z',
  menus: [{ menuId: 'm-1', menu: null }],
  items: [
    {
      menuItemId: 'i-1',
      line,
      item: {
        name: 'Fish Taco',
        description: 'Crispy cod',
        priceCents: 500,
        isActive: true,
        category: { id: 'c-1', name: 'Tacos', includesDrink: false, sidesRequired: 1 },
        ingredients: [
          {
            id: 'ing-onion',
            name: 'Onion',
            type: 'optional',
            priceCents: 0,
            maxQuantity: 1,
            isIncluded: true,
            isActive: true,
          },
          {
            id: 'ing-guac',
            name: 'Guacamole',
            type: 'possible',
            priceCents: 150,
            maxQuantity: 2,
            isIncluded: false,
            isActive: true,
          },
        ],
        sides: [
          { id: 's-rice', name: 'Rice', priceCents: 0, isActive: true },
          { id: 's-beans', name: 'Beans', priceCents: 100, isActive: false },
        ],
        drinks: [],
      },
    },
  ],
};

const receipt = {
  id: ORDER_ID,
  status: 'confirmed',
  restaurantId: 'r-1',
  restaurant: {
    name: 'Taco Town',
    address: '1 Main St',
    phone: '(555) 555-0100',
    taxRate: '0.0875',
    estimatedPickupTime: 15,
    timezone: 'America/New_York',
  },
  orderItems: [
    {
      quantity: 2,
      unitPrice: 650,
      subtotal: 1300,
      menuItem: { name: 'Fish Taco', description: 'Crispy cod' },
      customizations: { optionalIngredients: [], possibleIngredients: [], sides: [], addons: [] },
    },
  ],
  customer: { firstName: 'Cora', lastName: 'Customer', email: null, phone: null },
  allowedActions: [],
  notes: null,
  subtotal: 1300,
  tax: 114,
  total: 1414,
  createdAt: '2026-03-01T12:00:00.000Z',
};

function serve(role: Role, extra: Parameters<typeof fakeServer>[0] = {}) {
  signIn();
  const asked: string[] = [];
  fakeServer({
    'GET /api/auth/user': { body: aUser({ role }) },
    'GET /api/admin/stats': {
      body: { totalUsers: 1, activeRestaurants: 1, ordersToday: 1, revenueToday: 1087 },
    },
    'GET /api/orders': { body: [anOrder({ id: ORDER_ID })] },
    [`GET /api/orders/${ORDER_ID}`]: { body: receipt },
    [`GET /api/admin/audit/order/${ORDER_ID}`]: (req: FakeRequest) => {
      asked.push(req.path);
      return { body: history };
    },
    [`GET /api/admin/audit/order/${ORDER_ID}/menu`]: { body: menuAsOrdered },
    ...extra,
  });
  return asked;
}

beforeEach(() => {
  fakeLive.current = createFakeSocket();
});

describe('order history timeline', () => {
  it('opens under an order of the admin Orders tab, with who did each step', async () => {
    serve('admin');
    const app = renderApp('/admin?tab=orders');
    const toggle = await screen.findByRole('button', { name: 'History of order #AAAA1111' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await app.user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    const timeline = await screen.findByRole('list', { name: 'Order history' });
    const steps = within(timeline).getAllByRole('listitem');
    expect(steps.map((s) => within(s).getByText(/^(Order placed:|Status )/).textContent)).toEqual([
      'Order placed: 1 item, $10.87',
      'Status Pending → Confirmed',
    ]);
    expect(within(steps[0]!).getByText('Cora Customer · Customer')).toBeVisible();
    expect(within(steps[1]!).getByText('Deleted user')).toBeVisible();
    expect(within(steps[1]!).getByText('OrderStatusChanged')).toBeVisible();

    await app.user.click(toggle);
    expect(screen.queryByRole('list', { name: 'Order history' })).toBeNull();
  });

  it('shows the menu as it was when the order was placed', async () => {
    serve('admin');
    const app = renderApp('/admin?tab=orders');
    await app.user.click(await screen.findByRole('button', { name: 'History of order #AAAA1111' }));
    await app.user.click(
      await screen.findByRole('button', { name: 'Menu as it was when ordered' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Menu as it was when ordered' });
    expect(await within(dialog).findByText('2 × Fish Taco')).toBeVisible();
    expect(within(dialog).getByText('$6.50 each')).toBeVisible();
    expect(within(dialog).getByText('$5.00')).toBeVisible();
    expect(within(dialog).getByText('Tacos')).toBeVisible();
    const extras = within(dialog).getByText('Guacamole (+$1.50)').closest('li')!;
    expect(within(extras as HTMLElement).getByText('added')).toBeVisible();
    const onion = within(dialog).getByText('Onion').closest('li')!;
    expect(within(onion as HTMLElement).getByText('removed')).toBeVisible();
    expect(within(dialog).getByText(/Beans \(\+\$1\.00\)\s*— unavailable/)).toBeVisible();
  });

  it('says when the history cannot be loaded', async () => {
    serve('admin', {
      [`GET /api/admin/audit/order/${ORDER_ID}`]: { status: 500, body: { message: 'Store down' } },
    });
    const app = renderApp('/admin?tab=orders');
    await app.user.click(await screen.findByRole('button', { name: 'History of order #AAAA1111' }));
    expect(await screen.findByText('Failed to load the order history')).toBeVisible();
    expect(screen.getByText('500: Store down')).toBeVisible();
  });

  describe('on the order receipt', () => {
    it('shows admins the history under the receipt', async () => {
      serve('admin');
      renderApp(`/orders/${ORDER_ID}`);
      const section = await screen.findByRole('region', { name: 'Order history' });
      expect(await within(section).findByText('Status Pending → Confirmed')).toBeVisible();
      expect(screen.getByRole('heading', { level: 1, name: /Order #/ })).toBeVisible();
    });

    it("hides it from an owner who does not own the order's restaurant", async () => {
      const asked: string[] = [];
      serve('restaurant_owner', {
        [`GET /api/admin/audit/order/${ORDER_ID}`]: (req: FakeRequest) => {
          asked.push(req.path);
          return {
            status: 403,
            body: { message: 'You can only audit orders of restaurants you own' },
          };
        },
      });
      renderApp(`/orders/${ORDER_ID}`);
      expect(await screen.findByRole('heading', { level: 1, name: /Order #/ })).toBeVisible();
      await vi.waitFor(() => expect(asked).toHaveLength(1));
      await vi.waitFor(() =>
        expect(screen.queryByRole('region', { name: 'Order history' })).toBeNull(),
      );
    });

    it('never asks for it for a customer', async () => {
      const asked = serve('customer');
      renderApp(`/orders/${ORDER_ID}`);
      expect(await screen.findByRole('heading', { level: 1, name: /Order #/ })).toBeVisible();
      expect(screen.queryByRole('region', { name: 'Order history' })).toBeNull();
      expect(asked).toEqual([]);
    });
  });
});
