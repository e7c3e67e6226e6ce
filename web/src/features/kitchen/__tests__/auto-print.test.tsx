import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aRestaurant } from '@/testing/management/fixtures';
import { createFakeSocket, fakeLive } from '@/testing/management/fake-socket';
import { aBoard, anOrder } from '@/testing/management/orders';
import type { StaffOrder } from '@/types/management-orders';
import { fakeServer } from '@/testing/fake-server';
import { renderApp } from '@/testing/render-app';
import { aUser, signIn } from '@/testing/users';
import { ordersToPrint, rememberPrinted } from '../auto-print';

vi.mock('socket.io-client', () => ({ io: () => fakeLive.current.socket }));

describe('ordersToPrint (the auto-print decision)', () => {
  it('prints nothing while the setting is off', () => {
    expect(ordersToPrint(false, ['a', 'b'], new Set())).toEqual([]);
  });

  it('prints each arrived order once, skipping those already printed', () => {
    expect(ordersToPrint(true, ['a', 'b', 'a'], new Set(['b']))).toEqual(['a']);
    expect(ordersToPrint(true, [], new Set())).toEqual([]);
  });

  it('remembers printed ids, newest last, forgetting the oldest past 500', () => {
    expect(rememberPrinted(['a', 'b'], ['b', 'c'])).toEqual(['a', 'b', 'c']);
    const many = Array.from({ length: 500 }, (_, i) => `o${i}`);
    const kept = rememberPrinted(many, ['new']);
    expect(kept).toHaveLength(500);
    expect(kept[0]).toBe('o1');
    expect(kept.at(-1)).toBe('new');
  });
});

const owner = aUser({ id: 'owner-1', role: 'restaurant_owner' });

function serve(orders: () => StaffOrder[]) {
  signIn();
  fakeServer({
    'GET /api/auth/user': { body: owner },
    'GET /api/restaurants': { body: [aRestaurant()] },
    'GET /api/restaurants/r-1/stats': {
      body: { ordersToday: 1, revenueToday: 100, avgPickupTime: 10, restaurantStatus: 'open' },
    },
    'GET /api/restaurants/r-1/orders/board': () => ({ body: aBoard(orders()) }),
  });
}

/** The ticket numbers in the print area each time the browser's print opened. */
let printed: string[][];
beforeEach(() => {
  fakeLive.current = createFakeSocket();
  printed = [];
  vi.spyOn(window, 'print').mockImplementation(() => {
    const root = document.querySelector('[data-print-root]');
    printed.push(
      [...(root?.querySelectorAll('article') ?? [])].map(
        (a) => a.textContent?.match(/#(\w{8})/)?.[1] ?? '',
      ),
    );
    window.dispatchEvent(new Event('afterprint'));
  });
});
afterEach(() => vi.restoreAllMocks());

describe('printing on the board', () => {
  it('prints one ticket from Print, behind its "More" button', async () => {
    serve(() => [anOrder({ id: 'o-first-00000001' })]);
    const app = renderApp('/kitchen/r-1');
    // The whole app's first render pays for transforming its route chunks: bounded by the
    // setup's wait for that (testing/setup.ts), not a shorter stopwatch of its own.
    const ticket = await screen.findByRole('article', { name: 'Order 00000001' });
    await app.user.click(
      within(ticket).getByRole('button', { name: 'More actions for order #00000001' }),
    );
    await app.user.click(await screen.findByRole('menuitem', { name: 'Print' }));
    await waitFor(() => expect(printed).toEqual([['00000001']]));
    // Printed and closed: the print area is gone, so the page's own Print prints the page.
    await waitFor(() => expect(document.querySelector('[data-print-root]')).toBeNull());
  });

  it('with auto-print on, prints each order arriving live once, never those already open', async () => {
    let orders = [anOrder({ id: 'o-first-00000001' })];
    serve(() => orders);
    const app = renderApp('/kitchen/r-1');
    await screen.findByRole('article', { name: 'Order 00000001' });
    const toggle = screen.getByRole('button', { name: 'Auto-print off' });
    await app.user.click(toggle);
    expect(screen.getByRole('button', { name: 'Auto-print on' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    act(() => fakeLive.current.connect());

    orders = [...orders, anOrder({ id: 'o-second-00000002', ageMinutes: 0 })];
    act(() => fakeLive.current.push({ orderId: 'o-second-00000002', status: 'pending' }));
    await screen.findByRole('article', { name: 'Order 00000002' });
    await waitFor(() => expect(printed).toEqual([['00000002']]));

    // A status change of a known order prints nothing more.
    orders = orders.map((o) => ({ ...o, status: 'confirmed' as const }));
    act(() => fakeLive.current.push({ orderId: 'o-second-00000002', status: 'confirmed' }));
    await waitFor(() => expect(screen.getAllByText('Confirmed').length).toBeGreaterThan(0));
    expect(printed).toEqual([['00000002']]);
  });

  it('remembers the setting and the printed orders on this device across a reload', async () => {
    const orders = [anOrder({ id: 'o-first-00000001' })];
    serve(() => orders);
    localStorage.setItem('pickup.kitchen.autoPrint', 'true');
    localStorage.setItem('pickup.kitchen.autoPrinted', JSON.stringify(['o-second-00000002']));
    renderApp('/kitchen/r-1');
    expect(await screen.findByRole('button', { name: 'Auto-print on' })).toBeVisible();
    act(() => fakeLive.current.connect());
    // Already printed by this device before the reload: it does not print again.
    orders.push(anOrder({ id: 'o-second-00000002', ageMinutes: 0 }));
    act(() => fakeLive.current.push({ orderId: 'o-second-00000002', status: 'pending' }));
    await screen.findByRole('article', { name: 'Order 00000002' });
    orders.push(anOrder({ id: 'o-third-00000003', ageMinutes: 0 }));
    act(() => fakeLive.current.push({ orderId: 'o-third-00000003', status: 'pending' }));
    await screen.findByRole('article', { name: 'Order 00000003' });
    await waitFor(() => expect(printed).toEqual([['00000003']]));
  });
});
