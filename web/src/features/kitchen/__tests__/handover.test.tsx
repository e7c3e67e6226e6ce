import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { changeOrderStatusRequestSchema } from '@pickup/domain/ordering/schemas';
import { PICKUP_CODE_WRONG } from '@pickup/domain/ordering/handoff';
import { aRestaurant } from '@/testing/management/fixtures';
import { createFakeSocket, fakeLive } from '@/testing/management/fake-socket';
import { aBoard, anOrder } from '@/testing/management/orders';
import { fakeServer, type FakeRequest } from '@/testing/fake-server';
import { renderApp } from '@/testing/render-app';
import { aUser, signIn } from '@/testing/users';

vi.mock('socket.io-client', () => ({ io: () => fakeLive.current.socket }));

const owner = aUser({ id: 'owner-1', role: 'restaurant_owner' });
const stats = { ordersToday: 1, revenueToday: 1000, avgPickupTime: 10, restaurantStatus: 'open' };
const ready = anOrder({ id: 'o-r-00000001', status: 'ready' });

/** The board of a restaurant that checks pickup codes (or not); PATCH bodies recorded. */
function serve(
  checkPickupCode: boolean,
  answer: (body: unknown) => { status?: number; body: unknown },
) {
  const patches: unknown[] = [];
  signIn();
  fakeServer({
    'GET /api/auth/user': { body: owner },
    'GET /api/restaurants': { body: [aRestaurant()] },
    'GET /api/restaurants/r-1/stats': { body: stats },
    'GET /api/restaurants/r-1/orders/board': {
      body: { ...aBoard([ready]), noShowAfterMinutes: 30, noShows: {}, checkPickupCode },
    },
    'PATCH /api/orders/o-r-00000001/status': (req: FakeRequest) => {
      patches.push(changeOrderStatusRequestSchema.parse(req.body));
      return answer(req.body);
    },
  });
  return patches;
}

beforeEach(() => {
  fakeLive.current = createFakeSocket();
});

describe('handing over where the restaurant checks pickup codes', () => {
  it('asks for the customer’s code, shows a wrong one refused, and sends the right one', async () => {
    const patches = serve(true, (body) =>
      (body as { pickupCode?: string }).pickupCode === '4821'
        ? { body: {} }
        : { status: 422, body: { title: 'Unprocessable', message: PICKUP_CODE_WRONG } },
    );
    const app = renderApp('/owner-dashboard');
    const ticket = await screen.findByRole('article', { name: 'Order 00000001' });
    // The ticket never shows the code.
    expect(within(ticket).queryByText('4821')).toBeNull();
    await app.user.click(within(ticket).getByRole('button', { name: 'Mark Picked Up' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hand over order #00000001' });
    expect(patches).toEqual([]);

    const code = within(dialog).getByLabelText('Pickup code the customer tells you');
    await app.user.type(code, '1111');
    await app.user.click(within(dialog).getByRole('button', { name: 'Mark Picked Up' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(PICKUP_CODE_WRONG);

    await app.user.clear(code);
    await app.user.type(code, '48a21');
    await app.user.click(within(dialog).getByRole('button', { name: 'Mark Picked Up' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(patches).toEqual([
      { status: 'picked_up', pickupCode: '1111' },
      { status: 'picked_up', pickupCode: '4821' },
    ]);
  });

  it('lets the owner hand over without the code, only with a reason', async () => {
    const patches = serve(true, () => ({ body: {} }));
    const app = renderApp('/owner-dashboard');
    const ticket = await screen.findByRole('article', { name: 'Order 00000001' });
    await app.user.click(within(ticket).getByRole('button', { name: 'Mark Picked Up' }));
    const dialog = await screen.findByRole('dialog');
    await app.user.click(within(dialog).getByRole('button', { name: 'Customer has no code…' }));
    const handOver = within(dialog).getByRole('button', { name: 'Hand over without code' });
    await app.user.click(handOver);
    expect(
      await within(dialog).findByText('Say why the order is handed over without its code'),
    ).toBeVisible();
    await app.user.type(within(dialog).getByRole('textbox'), 'Phone died, showed ID');
    await app.user.click(handOver);
    await waitFor(() =>
      expect(patches).toEqual([{ status: 'picked_up', overrideReason: 'Phone died, showed ID' }]),
    );
  });

  it('marks picked up at once where the restaurant does not check codes', async () => {
    const patches = serve(false, () => ({ body: {} }));
    const app = renderApp('/owner-dashboard');
    const ticket = await screen.findByRole('article', { name: 'Order 00000001' });
    await app.user.click(within(ticket).getByRole('button', { name: 'Mark Picked Up' }));
    await waitFor(() => expect(patches).toEqual([{ status: 'picked_up' }]));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
