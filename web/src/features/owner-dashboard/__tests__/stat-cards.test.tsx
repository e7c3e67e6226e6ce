import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { aRestaurant } from '@/testing/management/fixtures';
import { createFakeSocket, fakeLive } from '@/testing/management/fake-socket';
import { aBoard } from '@/testing/management/orders';
import { fakeServer } from '@/testing/fake-server';
import { renderApp } from '@/testing/render-app';
import { aUser, signIn } from '@/testing/users';

vi.mock('socket.io-client', () => ({ io: () => fakeLive.current.socket }));

// 23:45 UTC is 6:45 PM in New York (the fixture's zone), in winter.
const UNTIL = '2030-01-15T23:45:00.000Z';
const calm = { paused: false, pausedUntil: null, message: null, rushMinutes: 0, rushUntil: null };

function serve(avgPickupTime: number | null, ordering: object = calm) {
  signIn();
  fakeServer({
    'GET /api/auth/user': { body: aUser({ id: 'owner-1', role: 'restaurant_owner' }) },
    'GET /api/restaurants': { body: [{ ...aRestaurant(), ordering }] },
    'GET /api/restaurants/r-1/stats': {
      body: { ordersToday: 4, revenueToday: 4250, avgPickupTime, restaurantStatus: 'open' },
    },
    'GET /api/restaurants/r-1/orders/board': { body: aBoard([]) },
  });
}

/** The stat card with this label, as one line of text. */
async function card(label: string) {
  const title = await screen.findByText(label);
  const root = title.closest<HTMLElement>('.chakra-stat__root');
  if (!root) throw new Error(`no card for ${label}`);
  return root;
}

beforeEach(() => {
  fakeLive.current = createFakeSocket();
});

describe('owner stat cards', () => {
  it('say what the time measures, in whole minutes', async () => {
    serve(12.6);
    renderApp('/owner-dashboard');
    const time = await card('Avg Time to Ready');
    expect(await within(time).findByText('13 min')).toBeVisible();
    // Inside the card's <dl>, as a <dd> (a <span> there fails axe's definition-list rule).
    expect(within(time).getByText('From confirming an order to ready, today').tagName).toBe('DD');
  });

  it('say "Under 1 min" for a wait of seconds', async () => {
    serve(0.1);
    renderApp('/owner-dashboard');
    expect(await within(await card('Avg Time to Ready')).findByText('Under 1 min')).toBeVisible();
  });

  it('show "—" when no order was ready today', async () => {
    serve(null);
    renderApp('/owner-dashboard');
    expect(await within(await card('Avg Time to Ready')).findByText('—')).toBeVisible();
  });

  it('show Paused, with until when, while online ordering is paused', async () => {
    serve(10, { ...calm, paused: true, pausedUntil: UNTIL, message: 'x' });
    renderApp('/owner-dashboard');
    const status = await card('Restaurant Status');
    expect(await within(status).findByText('Paused')).toBeVisible();
    expect(status).toHaveTextContent('Until 6:45 PM EST');
  });

  it('show Rush and its extra minutes during a rush', async () => {
    serve(10, { ...calm, rushMinutes: 10, rushUntil: UNTIL });
    renderApp('/owner-dashboard');
    const status = await card('Restaurant Status');
    expect(await within(status).findByText('Rush +10 min')).toBeVisible();
    expect(status).toHaveTextContent('Until 6:45 PM EST');
  });
});
