import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { aRestaurant } from '@/testing/management/fixtures';
import { createFakeSocket, fakeLive } from '@/testing/management/fake-socket';
import { aBoard, anOrder } from '@/testing/management/orders';
import { fakeServer } from '@/testing/fake-server';
import { renderApp } from '@/testing/render-app';
import { aUser, signIn } from '@/testing/users';
import type { StaffOrder } from '@/types/management-orders';

vi.mock('socket.io-client', () => ({ io: () => fakeLive.current.socket }));

const owner = aUser({ id: 'owner-1', role: 'restaurant_owner' });
const stats = { ordersToday: 1, revenueToday: 1000, avgPickupTime: 10, restaurantStatus: 'open' };
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

/** A ready order placed an hour ago, promised 40 minutes ago, ready `readyMinutesAgo`. */
const readyOrder = (id: string, readyMinutesAgo: number, reminders: StaffOrder['reminders']) =>
  anOrder({
    id,
    status: 'ready',
    ageMinutes: 60,
    estimatedReadyAt: minutesAgo(40),
    readyAt: minutesAgo(readyMinutesAgo),
    reminders,
  });

function serve(orders: StaffOrder[], noShowAfterMinutes = 30) {
  const reminded: string[] = [];
  signIn();
  fakeServer({
    'GET /api/auth/user': { body: owner },
    'GET /api/restaurants': { body: [aRestaurant()] },
    'GET /api/restaurants/r-1/stats': { body: stats },
    'GET /api/restaurants/r-1/orders/board': {
      body: {
        ...aBoard(orders),
        noShowAfterMinutes,
        remindAfterMinutes: 10,
        noShows: {},
        checkPickupCode: false,
      },
    },
    'POST /api/orders/o-w-00000001/reminders': () => {
      reminded.push('o-w-00000001');
      return { body: {} };
    },
  });
  return reminded;
}

const ticket = (number: string) => screen.findByRole('article', { name: `Order ${number}` });

beforeEach(() => {
  fakeLive.current = createFakeSocket();
});

describe('"Remind" on a ready order left waiting (issue 31)', () => {
  it('shows on a ticket ready longer than the restaurant’s minutes and sends the reminder', async () => {
    const reminded = serve([
      readyOrder('o-w-00000001', 12, { count: 0, lastAt: null }),
      readyOrder('o-j-00000002', 5, { count: 0, lastAt: null }),
    ]);
    const app = renderApp('/owner-dashboard');
    const waiting = await ticket('00000001');
    expect(within(await ticket('00000002')).queryByRole('button', { name: /Remind/ })).toBeNull();
    await app.user.click(within(waiting).getByRole('button', { name: 'Remind' }));
    await waitFor(() => expect(reminded).toEqual(['o-w-00000001']));
    expect(await screen.findByText('Reminder sent')).toBeVisible();
  });

  it('counts the next one from the last reminder, says how many went, and stops after two', async () => {
    serve([
      readyOrder('o-w-00000001', 30, { count: 1, lastAt: minutesAgo(11) }),
      readyOrder('o-s-00000002', 30, { count: 1, lastAt: minutesAgo(4) }),
      readyOrder('o-t-00000003', 60, { count: 2, lastAt: minutesAgo(40) }),
    ]);
    renderApp('/owner-dashboard');
    expect(
      within(await ticket('00000001')).getByRole('button', { name: 'Remind again · 1 of 2 sent' }),
    ).toBeVisible();
    expect(within(await ticket('00000002')).queryByRole('button', { name: /Remind/ })).toBeNull();
    expect(within(await ticket('00000003')).queryByRole('button', { name: /Remind/ })).toBeNull();
  });

  it('gives the customer the no-show minutes again from the last reminder', async () => {
    // Promised 40 minutes ago: past the 30-minute no-show, but reminded 5 minutes ago.
    serve([
      readyOrder('o-w-00000001', 30, { count: 2, lastAt: minutesAgo(5) }),
      readyOrder('o-n-00000002', 30, { count: 0, lastAt: null }),
    ]);
    renderApp('/owner-dashboard');
    const name = 'Not collected: No-show';
    expect(within(await ticket('00000001')).queryByRole('button', { name })).toBeNull();
    expect(within(await ticket('00000002')).getByRole('button', { name })).toBeVisible();
  });
});
