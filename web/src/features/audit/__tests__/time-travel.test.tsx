import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { aRestaurant } from '@/testing/management/fixtures';
import { createFakeSocket, fakeLive } from '@/testing/management/fake-socket';
import { fakeServer, type FakeRequest } from '@/testing/fake-server';
import { renderApp } from '@/testing/render-app';
import { aUser, signIn } from '@/testing/users';
import { aLogEntry } from './fixtures';

vi.mock('socket.io-client', () => ({ io: () => fakeLive.current.socket }));

// The moments are picked in the browser's wall clock; the server compares instants.
const readyAt = new Date('2030-01-15T12:10:00').toISOString();
const event = (version: number, change: string) => ({
  version,
  type: 'OrderStatusChanged',
  at: readyAt,
  actor: { id: 'owner-1', name: 'Olive Owner', role: 'restaurant_owner' },
  change,
  summary: change,
});

/** Order o-1: pending until 12:10 local, ready from then on. */
function serve() {
  const asked: string[] = [];
  signIn();
  fakeServer({
    'GET /api/auth/user': { body: aUser({ id: 'admin-1', role: 'admin' }) },
    'GET /api/admin/stats': {
      body: { totalUsers: 1, activeRestaurants: 1, ordersToday: 0, revenueToday: 0 },
    },
    'GET /api/admin/users': { body: [] },
    'GET /api/restaurants': { body: [aRestaurant()] },
    'GET /api/admin/audit-log': {
      body: {
        items: [aLogEntry({ at: new Date('2030-01-15T12:09:59.400').toISOString() })],
        page: 1,
        limit: 25,
        total: 1,
      },
    },
    'GET /api/admin/audit/order/o-1': (req: FakeRequest) => {
      const asOf = req.url.searchParams.get('asOf') ?? '';
      asked.push(asOf);
      const ready = Date.parse(asOf) >= Date.parse(readyAt);
      return {
        body: {
          kind: 'order',
          id: 'o-1',
          stream: 'order-o-1',
          asOf,
          events: ready
            ? [event(0, 'Order placed'), event(1, 'Status → Ready')]
            : [event(0, 'Order placed')],
          state: {
            kind: 'Placed',
            status: ready ? 'ready' : 'pending',
            order: {
              restaurantId: 'r-1',
              lines: [{ name: 'Fish Taco', quantity: 2, unitPriceCents: 350 }],
            },
          },
        },
      };
    },
    'GET /api/admin/audit/order/nope': {
      status: 404,
      body: { message: 'No order nope in the event store' },
    },
  });
  return asked;
}

beforeEach(() => {
  fakeLive.current = createFakeSocket();
});

const travel = async () => within(await screen.findByRole('form', { name: 'Time travel' }));
/** datetime-local inputs take their value as typed text only in real browsers. */
const pick = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

describe('time travel in the Audit tab', () => {
  it('shows an order as it was at a moment, and compares two moments field by field', async () => {
    const asked = serve();
    const app = renderApp('/admin?tab=audit');
    const form = await travel();
    await app.user.type(form.getByRole('textbox', { name: 'Id' }), 'o-1');
    pick(form.getByLabelText('As it was at'), '2030-01-15T12:05:00');
    await app.user.click(form.getByRole('button', { name: 'Show' }));

    const table = within(await screen.findByRole('table'));
    const statusRow = () =>
      within(within(screen.getByRole('table')).getByText('Status').closest('tr') as HTMLElement);
    expect(statusRow().getByText('Pending')).toBeVisible();
    expect(table.getByText('Order › Line 1 › Name')).toBeVisible();
    const price = table.getByText('Order › Line 1 › Unit price').closest('tr') as HTMLElement;
    expect(within(price).getByText('$3.50')).toBeVisible();
    expect(table.getByText('Order › Restaurant ID')).toBeVisible();
    expect(screen.getByText(/Order #O-1: 1 event up to/)).toBeVisible();
    expect(asked).toEqual([new Date('2030-01-15T12:05:00').toISOString()]);

    pick(form.getByLabelText('Compare with (optional)'), '2030-01-15T12:20:00');
    await app.user.click(form.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText(/1 field differs/)).toBeVisible();
    expect(statusRow().getByText('Pending')).toBeVisible();
    expect(statusRow().getByText('Ready for Pickup')).toBeVisible();
    expect(statusRow().getByText('changed')).toBeVisible();
    // Only what differs, until asked for every field.
    expect(within(screen.getByRole('table')).queryByText('Order › Line 1 › Name')).toBeNull();
    await app.user.click(screen.getByRole('checkbox', { name: 'Only fields that differ' }));
    expect(within(screen.getByRole('table')).getByText('Order › Line 1 › Name')).toBeVisible();
  });

  it("opens a log row's order at the moment of that event", async () => {
    serve();
    const app = renderApp('/admin?tab=audit');
    await app.user.click(await screen.findByRole('button', { name: 'See the order then' }));
    const form = await travel();
    expect(form.getByRole('textbox', { name: 'Id' })).toHaveValue('o-1');
    // Rounded up to the second: the moment includes the event itself.
    expect(form.getByLabelText('As it was at')).toHaveValue('2030-01-15T12:10');
    await app.user.click(form.getByRole('button', { name: 'Show' }));
    const table = within(await screen.findByRole('table'));
    expect(
      within(table.getByText('Status').closest('tr') as HTMLElement).getByText('Ready for Pickup'),
    ).toBeVisible();
  });

  it("says what is missing, and the server's reason when there is nothing to show", async () => {
    serve();
    const app = renderApp('/admin?tab=audit');
    const form = await travel();
    await app.user.click(form.getByRole('button', { name: 'Show' }));
    expect(await form.findByText('Enter the id to look up')).toBeVisible();
    expect(form.getByText('Pick a moment')).toBeVisible();

    await app.user.type(form.getByRole('textbox', { name: 'Id' }), 'nope');
    pick(form.getByLabelText('As it was at'), '2030-01-15T12:05:00');
    await app.user.click(form.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('Could not look back')).toBeVisible();
    expect(screen.getByText('No order nope in the event store')).toBeVisible();
  });

  it("lets an owner see their own order's receipt at an earlier moment", async () => {
    signIn();
    fakeServer({
      'GET /api/auth/user': { body: aUser({ id: 'owner-1', role: 'restaurant_owner' }) },
      'GET /api/orders/o-1': {
        body: {
          id: 'o-1',
          status: 'ready',
          restaurantId: 'r-1',
          restaurant: { name: 'Taco Town', address: '1 Main St', phone: '', taxRate: '0.0875' },
          customer: { firstName: 'Cora', lastName: 'Customer', email: null, phone: null },
          allowedActions: [],
          orderItems: [],
          notes: null,
          subtotal: 0,
          tax: 0,
          total: 0,
          createdAt: '2030-01-15T12:00:00.000Z',
        },
      },
      'GET /api/admin/audit/order/o-1': (req: FakeRequest) => {
        const asOf = req.url.searchParams.get('asOf');
        const ready = asOf === null || Date.parse(asOf) >= Date.parse(readyAt);
        return {
          body: {
            kind: 'order',
            id: 'o-1',
            stream: 'order-o-1',
            events: [event(0, 'Order placed'), ...(ready ? [event(1, 'Status → Ready')] : [])],
            ...(asOf ? { asOf, state: { status: ready ? 'ready' : 'pending' } } : {}),
          },
        };
      },
    });
    const app = renderApp('/orders/o-1');
    const section = within(
      await screen.findByRole('region', { name: 'This order at another moment' }),
    );
    expect(section.queryByRole('textbox', { name: 'Id' })).toBeNull();
    pick(section.getByLabelText('As it was at'), '2030-01-15T12:05:00');
    await app.user.click(section.getByRole('button', { name: 'Show' }));
    const table = within(await section.findByRole('table'));
    expect(
      within(table.getByText('Status').closest('tr') as HTMLElement).getByText('Pending'),
    ).toBeVisible();
  });
});
