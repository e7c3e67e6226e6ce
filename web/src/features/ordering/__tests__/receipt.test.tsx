import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderStatus } from '@pickup/domain/ordering/status';
import { fakeServer, type Reply } from '@/testing/fake-server';
import { renderApp } from '@/testing/render-app';
import { aUser, signIn } from '@/testing/users';

type Handlers = {
  onUpdate: (u: { orderId: string; status: string }) => void;
  onCatchUp: () => void;
};

// The socket stands in for the server's pushes; the screen is what is checked.
const live = vi.hoisted(() => ({ handlers: null as Handlers | null }));
vi.mock('@/lib/socket', () => ({
  useLiveUpdates: (subscription: unknown, handlers: Handlers) => {
    live.handlers = subscription ? handlers : null;
    return 'live';
  },
}));

function anOrder(status: OrderStatus) {
  return {
    id: 'order-0000abcd1234',
    restaurantId: 'r-1',
    status,
    restaurant: {
      name: 'Burger Barn',
      address: '1 Main St',
      phone: '(617) 555-0100',
      taxRate: '0.0875',
      estimatedPickupTime: 15,
      timezone: 'America/New_York',
    },
    orderItems: [
      {
        quantity: 2,
        unitPrice: 1250,
        subtotal: 2500,
        menuItem: { name: 'Classic Burger', description: '' },
        customizations: {
          optionalIngredients: [{ id: 'g-1', name: 'Pickles' }],
          possibleIngredients: [{ id: 'g-2', name: 'Bacon', price: 1.5, quantity: 1 }],
          sides: [{ id: 's-1', name: 'Fries', price: 3 }],
          addons: [],
        },
      },
    ],
    notes: 'Extra napkins',
    subtotal: 2500,
    tax: 219,
    total: 2719,
    createdAt: '2026-05-01T12:00:00.000Z',
    estimatedReadyAt: '2026-05-01T12:15:00.000Z',
  };
}

function openReceipt(reply: Reply | (() => Reply)) {
  signIn();
  fakeServer({
    'GET /api/auth/user': { body: aUser() },
    'GET /api/orders/order-0000abcd1234': reply,
  });
  return renderApp('/orders/order-0000abcd1234');
}

beforeEach(() => {
  live.handlers = null;
});

describe('order receipt (customer-area §2, §4, §8)', () => {
  it('shows the order: number, label, lines with choices, notes, totals, pickup and payment', async () => {
    openReceipt({ body: anOrder('pending') });
    expect(await screen.findByRole('heading', { name: 'Order #ABCD1234' })).toBeVisible();
    expect(screen.getByTestId('order-status')).toHaveTextContent('Order Received');
    expect(screen.getByText('2 × Classic Burger')).toBeVisible();
    expect(screen.getByText('No Pickles')).toBeVisible();
    expect(screen.getByText('Add Bacon')).toBeVisible();
    expect(screen.getByText('Sides: Fries')).toBeVisible();
    expect(screen.getByText('$12.50 each')).toBeVisible();
    expect(screen.getByText('Extra napkins')).toBeVisible();
    expect(screen.getByText('Tax (8.75%)')).toBeVisible();
    expect(screen.getByText('$27.19')).toBeVisible();
    expect(screen.getByText('Pickup Information')).toBeVisible();
    // On the restaurant's clock, zone named (12:00 UTC is 8:00 AM in New York in May).
    expect(screen.getByText('Placed May 1, 2026, 8:00 AM EDT')).toBeVisible();
    expect(screen.getByTestId('pickup-time')).toHaveTextContent('Ready at 8:15 AM EDT');
    expect(screen.getByText('Pay at Restaurant')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Order Again' })).toHaveAttribute(
      'href',
      '/restaurants',
    );
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
      'href',
      '/customer-dashboard',
    );
  });

  it('shows the pickup code large until the order is collected (issue 31)', async () => {
    openReceipt({ body: { ...anOrder('ready'), pickupCode: '0427' } });
    expect(await screen.findByTestId('pickup-code')).toHaveTextContent('0427');
    expect(screen.getByText('Pickup code')).toBeVisible();
  });

  it('no longer shows the pickup code once the order is collected', async () => {
    openReceipt({ body: { ...anOrder('picked_up'), pickupCode: '0427' } });
    expect(await screen.findByTestId('order-status')).toHaveTextContent('Picked Up');
    expect(screen.queryByTestId('pickup-code')).toBeNull();
  });

  it.each([
    ['confirmed', 'Order Confirmed'],
    ['preparing', 'Being Prepared'],
    ['ready', 'Ready for Pickup'],
    ['picked_up', 'Picked Up'],
    ['completed', 'Completed'],
    ['cancelled', 'Order Cancelled'],
  ] as const)('labels %s as "%s"', async (status, label) => {
    openReceipt({ body: anOrder(status) });
    expect(await screen.findByTestId('order-status')).toHaveTextContent(label);
  });

  it('follows a pushed status change without a reload, and catches up after a reconnect', async () => {
    let status: OrderStatus = 'pending';
    openReceipt(() => ({ body: anOrder(status) }));
    expect(await screen.findByTestId('order-status')).toHaveTextContent('Order Received');

    status = 'preparing';
    act(() => live.handlers?.onUpdate({ orderId: 'order-0000abcd1234', status }));
    expect(
      await screen.findByText('Being Prepared', { selector: '[data-testid=order-status]' }),
    ).toBeVisible();

    status = 'ready';
    act(() => live.handlers?.onCatchUp());
    expect(
      await screen.findByText('Ready for Pickup', { selector: '[data-testid=order-status]' }),
    ).toBeVisible();
  });

  it.each([
    [401, 'Unauthorized', 'Access Required', 'You need to be logged in to view this order.'],
    [403, 'Forbidden', 'Access Denied', /belongs to a different account/],
    [404, 'Order not found', 'Order Not Found', /couldn't find this order/],
  ] as const)('answers %i (%s) with its own page', async (status, message, title, text) => {
    openReceipt({ status, body: { message } });
    expect(await screen.findByRole('heading', { name: title })).toBeVisible();
    expect(screen.getByText(text)).toBeVisible();
  });

  it('shows a cancellation pushed live, with its reason and the restaurant’s clock', async () => {
    let order: ReturnType<typeof anOrder> & Record<string, unknown> = anOrder('pending');
    openReceipt(() => ({ body: order }));
    expect(await screen.findByTestId('order-status')).toHaveTextContent('Order Received');
    order = {
      ...anOrder('cancelled'),
      statusHistory: [
        {
          status: 'pending',
          at: '2026-05-01T12:00:00.000Z',
          by: { role: 'customer' },
          reason: null,
        },
        {
          status: 'cancelled',
          at: '2026-05-01T12:04:00.000Z',
          by: { role: 'restaurant_owner' },
          reason: 'Sold out',
          reasonCode: 'sold_out',
        },
      ],
    };
    act(() => live.handlers?.onUpdate({ orderId: 'order-0000abcd1234', status: 'cancelled' }));
    // 12:04 UTC is 8:04 AM in New York (daylight time in May).
    expect(
      await screen.findByText('Burger Barn cancelled this order at 8:04 AM EDT.'),
    ).toBeVisible();
    expect(screen.getByText('Reason: Sold out')).toBeVisible();
  });

  it('lets the customer cancel while the order is pending', async () => {
    const patches: unknown[] = [];
    let order: ReturnType<typeof anOrder> & Record<string, unknown> = {
      ...anOrder('pending'),
      allowedActions: [{ kind: 'cancel', to: 'cancelled' }],
    };
    signIn();
    fakeServer({
      'GET /api/auth/user': { body: aUser() },
      'GET /api/orders/order-0000abcd1234': () => ({ body: order }),
      'PATCH /api/orders/order-0000abcd1234/status': (req) => {
        patches.push(req.body);
        order = {
          ...anOrder('cancelled'),
          statusHistory: [
            {
              status: 'cancelled',
              at: '2026-05-01T12:02:00.000Z',
              by: { role: 'customer' },
              reason: null,
            },
          ],
        };
        return { body: order };
      },
    });
    const app = renderApp('/orders/order-0000abcd1234');
    await app.user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this order?' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByText('You cancelled this order at 8:02 AM EDT.')).toBeVisible();
    expect(patches).toEqual([{ status: 'cancelled' }]);
  });

  it('offers no cancel button once the restaurant has confirmed', async () => {
    openReceipt({ body: { ...anOrder('confirmed'), allowedActions: [] } });
    expect(await screen.findByTestId('order-status')).toHaveTextContent('Order Confirmed');
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
  });

  it('answers when, where and which order first: the promise, the restaurant with directions, the number', async () => {
    openReceipt({
      body: {
        ...anOrder('confirmed'),
        pickup: {
          kind: 'scheduled',
          promisedFrom: '2026-05-01T16:00:00.000Z',
          promisedAt: '2026-05-01T16:15:00.000Z',
          fireAt: '2026-05-01T15:45:00.000Z',
        },
      },
    });
    const summary = (await screen.findByTestId('pickup-time')).closest('[class*=card]');
    expect(summary).not.toBeNull();
    const top = within(summary as HTMLElement);
    // One time format on the whole receipt: the restaurant's clock, 12-hour, zone named.
    expect(top.getByTestId('pickup-time')).toHaveTextContent(
      /^Pickup Fri, May 1 12:00\s–\s12:15\sPM EDT \(scheduled\)$/,
    );
    expect(screen.getByText('Placed May 1, 2026, 8:00 AM EDT')).toBeVisible();
    expect(top.getByText('1 Main St')).toBeVisible();
    expect(top.getByRole('link', { name: 'Directions' })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/dir/?api=1&destination=1%20Main%20St',
    );
    expect(top.getByRole('link', { name: '(617) 555-0100' })).toHaveAttribute(
      'href',
      'tel:6175550100',
    );
    expect(top.getByText(/Give order #ABCD1234 at the counter/)).toBeVisible();
    // Nothing above the summary but the back link, the number, the placed time and the status.
    const order = [screen.getByRole('heading', { level: 1 }), summary as HTMLElement];
    expect(
      order[0]!.compareDocumentPosition(order[1]!) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(
      screen
        .getByRole('list', { name: 'Order progress' })
        .compareDocumentPosition(summary as HTMLElement) & Node.DOCUMENT_POSITION_PRECEDING,
    ).toBeTruthy();
  });

  it('no longer promises food on a cancelled order', async () => {
    openReceipt({
      body: {
        ...anOrder('cancelled'),
        statusHistory: [
          {
            status: 'cancelled',
            at: '2026-05-01T12:04:00.000Z',
            by: { role: 'restaurant_owner' },
            reason: 'Kitchen closed early',
          },
        ],
      },
    });
    expect(
      await screen.findByText('Burger Barn cancelled this order at 8:04 AM EDT.'),
    ).toBeVisible();
    expect(screen.queryByText(/let you know when your food is ready/)).toBeNull();
    expect(screen.queryByTestId('pickup-time')).toBeNull();
    expect(screen.queryByRole('list', { name: 'Order progress' })).toBeNull();
    expect(screen.getByText('Nothing is due: this order was cancelled.')).toBeVisible();
  });
});
