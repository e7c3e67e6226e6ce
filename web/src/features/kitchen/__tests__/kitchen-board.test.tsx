import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { changeOrderStatusRequestSchema } from '@pickup/domain/ordering/schemas';
import { aRestaurant } from '@/testing/management/fixtures';
import { createFakeSocket, fakeLive } from '@/testing/management/fake-socket';
import { aBoard, anOrder } from '@/testing/management/orders';
import type { StaffOrder } from '@/types/management-orders';
import { fakeServer, type FakeRequest } from '@/testing/fake-server';
import { renderApp } from '@/testing/render-app';
import { aUser, signIn } from '@/testing/users';

vi.mock('socket.io-client', () => ({ io: () => fakeLive.current.socket }));
const chimes = vi.hoisted(() => ({ played: 0 }));
vi.mock('@/lib/chime', () => ({
  playChime: () => {
    chimes.played += 1;
  },
  unlockChime: () => {},
}));

const owner = aUser({ id: 'owner-1', role: 'restaurant_owner' });
const stats = { ordersToday: 3, revenueToday: 4250, avgPickupTime: 12.5, restaurantStatus: 'open' };

function serve(orders: () => StaffOrder[], extra: Parameters<typeof fakeServer>[0] = {}) {
  signIn();
  fakeServer({
    'GET /api/auth/user': { body: owner },
    'GET /api/restaurants': { body: [aRestaurant()] },
    'GET /api/restaurants/r-1/stats': { body: stats },
    'GET /api/restaurants/r-1/orders/board': () => ({ body: aBoard(orders()) }),
    ...extra,
  });
}

const tickets = () => screen.getAllByRole('article');

beforeEach(() => {
  fakeLive.current = createFakeSocket();
});

describe('kitchen board (owner dashboard, Live Orders)', () => {
  it('shows the stat cards and the board’s active orders in its order, each ticket fully legible', async () => {
    serve(() => [
      anOrder({ id: 'o-old-11111111', ageMinutes: 11, notes: 'Extra napkins please' }),
      anOrder({ id: 'o-mid-33333333', ageMinutes: 6, status: 'preparing' }),
      anOrder({
        id: 'o-new-22222222',
        ageMinutes: 1,
        customer: { firstName: 'Nia', lastName: 'New', email: null, phone: null },
      }),
      anOrder({ id: 'o-done-44444444', status: 'picked_up' }),
    ]);
    renderApp('/owner-dashboard');
    expect(
      await screen.findByRole('heading', { name: 'Restaurant Owner Dashboard' }),
    ).toBeVisible();
    expect(await screen.findByText('$42.50')).toBeVisible();
    expect(screen.getByText('13 min')).toBeVisible();
    expect(screen.getByText('Open')).toBeVisible();

    await waitFor(() => expect(tickets()).toHaveLength(3));
    // New (oldest first), then In progress.
    expect(tickets().map((t) => t.getAttribute('aria-label'))).toEqual([
      'Order 11111111',
      'Order 22222222',
      'Order 33333333',
    ]);
    const oldest = tickets()[0]!;
    expect(within(oldest).getByText('Cora Customer')).toBeVisible();
    expect(within(oldest).getByText('Fish Taco')).toBeVisible();
    expect(within(oldest).getByText('NO Onion')).toBeVisible();
    expect(within(oldest).getByText('ADD Guacamole ×2')).toBeVisible();
    expect(within(oldest).getByText('Side: Rice')).toBeVisible();
    expect(within(oldest).getByText('Drink: Horchata')).toBeVisible();
    expect(within(oldest).getByText('Note: Extra napkins please')).toBeVisible();
  });

  it('colours each ticket by its promise: due within 5 minutes, then late', async () => {
    const inMinutes = (m: number) => new Date(Date.now() + m * 60_000).toISOString();
    const orders = [
      anOrder({ id: 'o-a-00000001', ageMinutes: 20, estimatedReadyAt: inMinutes(-3) }),
      anOrder({ id: 'o-b-00000002', ageMinutes: 12, estimatedReadyAt: inMinutes(3) }),
      // Old, but promised late in the evening (a scheduled order): on time.
      anOrder({ id: 'o-c-00000003', ageMinutes: 30, pickup: { promisedAt: inMinutes(40) } }),
    ];
    serve(() => orders);
    renderApp('/owner-dashboard');
    await waitFor(() => expect(tickets()).toHaveLength(3));
    expect(tickets().map((t) => t.dataset.urgency)).toEqual(['late', 'warning', 'normal']);
    expect(within(tickets()[0]!).getByText('3 min late')).toBeVisible();
    expect(within(tickets()[1]!).getByText('3 min left')).toBeVisible();
    expect(within(tickets()[2]!).getByText('40 min left')).toBeVisible();
  });

  it('moves a scheduled order from Upcoming to New at its fire time, with the chime', async () => {
    // Date and the board's ticking clock are faked; real time still runs for the fetches.
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date', 'setInterval', 'clearInterval'] });
    try {
      const fireAt = new Date(Date.now() + 20 * 60_000).toISOString();
      serve(() => [
        anOrder({ id: 'o-p-00000001' }),
        anOrder({ id: 'o-u-00000002', pickup: { fireAt } }),
      ]);
      chimes.played = 0;
      const app = renderApp('/owner-dashboard');
      const column = async (name: string) =>
        within(await screen.findByRole('region', { name })).getAllByRole('article');
      await app.user.click(await screen.findByRole('button', { name: 'Show upcoming' }));
      expect((await column('Upcoming')).map((t) => t.getAttribute('aria-label'))).toEqual([
        'Order 00000002',
      ]);
      expect(chimes.played).toBe(0);

      act(() => vi.advanceTimersByTime(19 * 60_000));
      expect(await column('Upcoming')).toHaveLength(1);
      expect(chimes.played).toBe(0);

      act(() => vi.advanceTimersByTime(60_000));
      await waitFor(() => expect(screen.queryByRole('region', { name: 'Upcoming' })).toBeNull());
      expect((await column('New')).map((t) => t.getAttribute('aria-label'))).toEqual([
        'Order 00000001',
        'Order 00000002',
      ]);
      await waitFor(() => expect(chimes.played).toBe(1));
      expect(screen.getByRole('article', { name: 'Order 00000002' })).toHaveAttribute(
        'data-new',
        'true',
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('works from a bump bar: arrows move, Enter advances, Backspace recalls', async () => {
    const patches: { id: string; body: unknown }[] = [];
    const record = (id: string) => (req: FakeRequest) => {
      patches.push({ id, body: req.body });
      return { body: {} };
    };
    serve(
      () => [anOrder({ id: 'o-p-00000001' }), anOrder({ id: 'o-r-00000002', status: 'ready' })],
      {
        'PATCH /api/orders/o-p-00000001/status': record('o-p-00000001'),
        'PATCH /api/orders/o-r-00000002/status': record('o-r-00000002'),
      },
    );
    const app = renderApp('/owner-dashboard');
    await waitFor(() => expect(tickets()).toHaveLength(2));
    tickets()[0]!.focus();
    await app.user.keyboard('{Enter}');
    await waitFor(() => expect(patches).toHaveLength(1));
    await app.user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(tickets()[1]);
    await app.user.keyboard('{Backspace}');
    await waitFor(() => expect(patches).toHaveLength(2));
    expect(patches).toEqual([
      { id: 'o-p-00000001', body: { status: 'confirmed' } },
      { id: 'o-r-00000002', body: { status: 'preparing' } },
    ]);
  });

  it('offers one tap for the next step and for recall, and sends it', async () => {
    const patches: unknown[] = [];
    serve(
      () => [
        anOrder({ id: 'o-p-00000001' }),
        anOrder({ id: 'o-r-00000002', status: 'ready', ageMinutes: 0 }),
      ],
      {
        'PATCH /api/orders/o-p-00000001/status': (req: FakeRequest) => {
          patches.push(req.body);
          return { body: {} };
        },
      },
    );
    const app = renderApp('/owner-dashboard');
    await waitFor(() => expect(tickets()).toHaveLength(2));
    const [pending, ready] = tickets();
    // One big button for the next step; the rest waits behind "More".
    const names = (ticket: HTMLElement) =>
      within(ticket)
        .getAllByRole('button')
        .map((b) => b.textContent?.trim() || b.getAttribute('aria-label'));
    expect(names(pending!)).toEqual(['86', 'Confirm Order', 'More actions for order #00000001']);
    expect(names(ready!)).toEqual(['86', 'Mark Picked Up', 'More actions for order #00000002']);
    await app.user.click(within(pending!).getByRole('button', { name: 'Confirm Order' }));
    expect(await screen.findByText('Order updated')).toBeVisible();
    expect(patches).toEqual([{ status: 'confirmed' }]);
    // The body the API validates with this schema (it refused `notes: null`).
    expect(changeOrderStatusRequestSchema.safeParse(patches[0]).success).toBe(true);
  });

  it('cancels an order with a reason from the list; "Other" needs words', async () => {
    const patches: unknown[] = [];
    serve(() => [anOrder({ id: 'o-p-00000001', status: 'confirmed' })], {
      'PATCH /api/orders/o-p-00000001/status': (req: FakeRequest) => {
        patches.push(req.body);
        return { body: {} };
      },
    });
    const app = renderApp('/owner-dashboard');
    await waitFor(() => expect(tickets()).toHaveLength(1));
    // Recall, print and cancel wait behind "More".
    await app.user.click(screen.getByRole('button', { name: 'More actions for order #00000001' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent?.trim()),
    ).toEqual(['Print', 'Cancel order…']);
    await app.user.click(within(menu).getByRole('menuitem', { name: 'Cancel order…' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel order #00000001' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(within(dialog).getByText('Please pick a reason')).toBeVisible();
    await app.user.click(within(dialog).getByText('Other'));
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(within(dialog).getByText('Please describe the reason for cancelling')).toBeVisible();
    expect(patches).toEqual([]);
    await app.user.click(within(dialog).getByText('Sold out'));
    await app.user.type(within(dialog).getByRole('textbox'), 'No fish left');
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByText('Order updated')).toBeVisible();
    expect(patches).toEqual([
      { status: 'cancelled', reasonCode: 'sold_out', reason: 'No fish left' },
    ]);
    expect(changeOrderStatusRequestSchema.safeParse(patches[0]).success).toBe(true);
  });

  it('asks before an "86", and undoes it from the toast', async () => {
    const calls: { method: string; path: string; body: unknown }[] = [];
    const order = anOrder({ id: 'o-p-00000001' });
    const [line] = order.orderItems;
    const record = (req: FakeRequest) => {
      calls.push({ method: req.method, path: req.path, body: req.body });
      return { status: 204 };
    };
    serve(() => [{ ...order, orderItems: [{ ...line!, menuItemId: 'i-fish' }] }], {
      'PUT /api/sold-out/item/i-fish': record,
      'DELETE /api/sold-out/item/i-fish': record,
    });
    const app = renderApp('/owner-dashboard');
    const eightySix = await screen.findByRole('button', { name: 'Mark Fish Taco sold out today' });
    // A stray tap sells nothing out: it asks, with Keep where 86 was.
    await app.user.click(eightySix);
    await app.user.click(
      within(screen.getByRole('group', { name: 'Sell out Fish Taco?' })).getByRole('button', {
        name: 'Keep',
      }),
    );
    expect(calls).toEqual([]);
    await app.user.click(screen.getByRole('button', { name: 'Mark Fish Taco sold out today' }));
    const ask = screen.getByRole('group', { name: 'Sell out Fish Taco?' });
    await app.user.click(within(ask).getByRole('button', { name: 'Sold out today' }));
    expect(await screen.findByText('Fish Taco sold out')).toBeVisible();
    expect(calls).toEqual([
      { method: 'PUT', path: '/api/sold-out/item/i-fish', body: { until: 'next_opening' } },
    ]);

    await app.user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Fish Taco is back on')).toBeVisible();
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'PUT /api/sold-out/item/i-fish',
      'DELETE /api/sold-out/item/i-fish',
    ]);
  });

  it('reads ticket times on the restaurant’s clock, whatever the tablet’s zone', async () => {
    serve(() => [
      anOrder({
        id: 'o-tz-00000001',
        createdAt: '2030-01-15T23:30:00.000Z',
        estimatedReadyAt: '2030-01-15T23:45:00.000Z',
        // Due now, not waiting under Upcoming until its (far) placing time.
        pickup: { fireAt: new Date().toISOString() },
        restaurant: { name: 'Taco Town', timezone: 'America/Los_Angeles' },
      }),
    ]);
    renderApp('/owner-dashboard');
    expect(
      await screen.findByRole('timer', { name: /; Placed 3:30 PM · Promised 3:45 PM$/ }),
    ).toBeVisible();
  });

  it('flags a ready order not collected in time and closes it as a no-show', async () => {
    const patches: unknown[] = [];
    const late = anOrder({
      id: 'o-n-00000001',
      status: 'ready',
      customerId: 'c-1',
      ageMinutes: 60,
      estimatedReadyAt: new Date(Date.now() - 31 * 60_000).toISOString(),
    });
    const fresh = anOrder({ id: 'o-f-00000002', status: 'ready', ageMinutes: 10 });
    serve(() => [], {
      'GET /api/restaurants/r-1/orders/board': {
        body: { ...aBoard([late, fresh]), noShowAfterMinutes: 30, noShows: { 'c-1': 2 } },
      },
      'PATCH /api/orders/o-n-00000001/status': (req: FakeRequest) => {
        patches.push(req.body);
        return { body: {} };
      },
    });
    const app = renderApp('/owner-dashboard');
    const ticket = await screen.findByRole('article', { name: 'Order 00000001' });
    expect(within(ticket).getByText('2 earlier no-shows')).toBeVisible();
    expect(
      within(screen.getByRole('article', { name: 'Order 00000002' })).queryByRole('button', {
        name: 'Not collected: No-show',
      }),
    ).toBeNull();
    await app.user.click(within(ticket).getByRole('button', { name: 'Not collected: No-show' }));
    await waitFor(() => expect(patches).toEqual([{ status: 'cancelled', reasonCode: 'no_show' }]));
  });

  it('shows a new order live, highlighted, without a reload', async () => {
    let orders = [anOrder({ id: 'o-first-00000001' })];
    serve(() => orders);
    renderApp('/owner-dashboard');
    await waitFor(() => expect(tickets()).toHaveLength(1));
    act(() => fakeLive.current.connect());
    expect(fakeLive.current.subscriptions).toContainEqual({ restaurantId: 'r-1' });

    orders = [...orders, anOrder({ id: 'o-second-00000002', ageMinutes: 0 })];
    act(() => fakeLive.current.push({ orderId: 'o-second-00000002', status: 'pending' }));
    await waitFor(() => expect(tickets()).toHaveLength(2));
    const fresh = screen.getByRole('article', { name: 'Order 00000002' });
    // The highlight is set by an effect once the new ticket has rendered.
    await waitFor(() => expect(fresh).toHaveAttribute('data-new', 'true'));
    expect(within(fresh).getByText('NEW')).toBeVisible();
  });

  it('says "Reconnecting…" while the connection is lost and catches up when it returns', async () => {
    let orders = [anOrder({ id: 'o-first-00000001' })];
    serve(() => orders);
    renderApp('/owner-dashboard');
    await waitFor(() => expect(tickets()).toHaveLength(1));
    act(() => fakeLive.current.connect());
    act(() => fakeLive.current.drop());
    expect(await screen.findByText('Reconnecting…')).toBeVisible();

    orders = [anOrder({ id: 'o-first-00000001', status: 'confirmed' })];
    act(() => fakeLive.current.connect());
    await waitFor(() => expect(screen.queryByText('Reconnecting…')).toBeNull());
    expect(await screen.findByRole('button', { name: 'Start Preparing' })).toBeVisible();
  });

  it('shows the finished orders the board sends on the Finished tab', async () => {
    const done = Array.from({ length: 10 }, (_, i) =>
      anOrder({ id: `o-done-${String(i).padStart(8, '0')}`, status: 'picked_up' }),
    );
    serve(() => done);
    const app = renderApp('/owner-dashboard');
    expect(await screen.findByText('No active orders')).toBeVisible();
    await app.user.click(await screen.findByRole('tab', { name: 'Finished' }));
    await waitFor(() => expect(tickets()).toHaveLength(10));
    expect(tickets()[0]).toHaveAccessibleName('Order 00000000');
  });

  it('opens kitchen mode full screen: the board without the site header and footer', async () => {
    serve(() => [anOrder({ id: 'o-k-00000001' })]);
    const app = renderApp('/owner-dashboard');
    await app.user.click(await screen.findByRole('link', { name: 'Kitchen mode' }));
    expect(await screen.findByRole('heading', { name: 'Kitchen · Taco Town' })).toBeVisible();
    expect(app.location()).toBe('/kitchen/r-1');
    await waitFor(() => expect(tickets()).toHaveLength(1));
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.getByRole('link', { name: 'Leave kitchen mode' })).toHaveAttribute(
      'href',
      '/owner-dashboard',
    );
  });

  it('tells an owner without restaurants to contact an administrator', async () => {
    signIn();
    fakeServer({ 'GET /api/auth/user': { body: owner }, 'GET /api/restaurants': { body: [] } });
    renderApp('/owner-dashboard');
    expect(
      await screen.findByText(
        'Contact an administrator to get restaurants assigned to your account.',
      ),
    ).toBeVisible();
  });
});
