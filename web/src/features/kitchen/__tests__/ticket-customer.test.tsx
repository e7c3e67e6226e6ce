import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { aRestaurant } from '@/testing/management/fixtures';
import { createFakeSocket, fakeLive } from '@/testing/management/fake-socket';
import { aBoard, anOrder } from '@/testing/management/orders';
import { fakeServer } from '@/testing/fake-server';
import { renderApp } from '@/testing/render-app';
import { aUser, signIn } from '@/testing/users';

vi.mock('socket.io-client', () => ({ io: () => fakeLive.current.socket }));

beforeEach(() => {
  fakeLive.current = createFakeSocket();
});

describe('the customer on a kitchen ticket', () => {
  it('gives the phone to call while the order is active, behind "More"', async () => {
    signIn();
    fakeServer({
      'GET /api/auth/user': { body: aUser({ id: 'owner-1', role: 'restaurant_owner' }) },
      'GET /api/restaurants': { body: [aRestaurant()] },
      // The board reads every active order from the board endpoint (issue 15).
      'GET /api/restaurants/r-1/orders/board': {
        body: aBoard([
          anOrder({
            id: 'o-1-11111111',
            customer: { firstName: 'Nia', lastName: 'Ng', email: null, phone: '+1 617-555-0142' },
          }),
        ]),
      },
    });
    const app = renderApp('/owner-dashboard');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    const ticket = within(screen.getByRole('article', { name: 'Order 11111111' }));
    expect(ticket.getByText('Nia Ng')).toBeVisible();
    await app.user.click(ticket.getByRole('button', { name: 'More actions for order #11111111' }));
    expect(await screen.findByRole('menuitem', { name: 'Call +1 617-555-0142' })).toHaveAttribute(
      'href',
      'tel:+16175550142',
    );
  });
});
