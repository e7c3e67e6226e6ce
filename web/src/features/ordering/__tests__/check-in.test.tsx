import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ARRIVAL_AFTER_COLLECTED } from '@pickup/domain/ordering/arrival';
import type { OrderStatus } from '@pickup/domain/ordering/status';
import { fakeServer, type FakeRequest } from '@/testing/fake-server';
import { renderApp } from '@/testing/render-app';
import { aUser, signIn } from '@/testing/users';

vi.mock('@/lib/socket', () => ({ useLiveUpdates: () => 'live' }));

const ID = 'order-0000abcd1234';

function anOrder(status: OrderStatus, arrival: { at: string; note: string | null } | null = null) {
  return {
    id: ID,
    restaurantId: 'r-1',
    customerId: 'u-1',
    status,
    restaurant: {
      id: 'r-1',
      name: 'Burger Barn',
      address: '1 Main St',
      phone: '(617) 555-0100',
      taxRate: '0.0875',
      estimatedPickupTime: 15,
      timezone: 'America/New_York',
    },
    customer: { firstName: 'Cora', lastName: 'C', email: null, phone: null },
    orderItems: [],
    subtotal: 1000,
    tax: 88,
    total: 1088,
    notes: null,
    createdAt: '2026-05-01T12:00:00.000Z',
    updatedAt: '2026-05-01T12:00:00.000Z',
    estimatedReadyAt: '2026-05-01T12:15:00.000Z',
    pickup: {
      kind: 'asap',
      promisedFrom: '2026-05-01T12:10:00.000Z',
      promisedAt: '2026-05-01T12:15:00.000Z',
      fireAt: '2026-05-01T12:00:00.000Z',
    },
    arrival,
    statusHistory: [],
    pickupCode: '0427',
    allowedActions: [],
  };
}

/** The receipt, its arrival as the fake server last recorded it. */
function serve(status: OrderStatus, refuse?: string) {
  const sent: unknown[] = [];
  let arrival: { at: string; note: string | null } | null = null;
  signIn();
  fakeServer({
    'GET /api/auth/user': { body: aUser() },
    [`GET /api/orders/${ID}`]: () => ({ body: anOrder(status, arrival) }),
    [`POST /api/orders/${ID}/arrival`]: (req: FakeRequest) => {
      sent.push(req.body);
      if (refuse) return { status: 409, body: { title: 'Conflict', message: refuse } };
      const note = (req.body as { note?: string }).note ?? null;
      arrival = {
        at: arrival?.at ?? '2026-05-01T12:20:00.000Z',
        note: note ?? arrival?.note ?? null,
      };
      return { body: anOrder(status, arrival) };
    },
  });
  return sent;
}

describe('"I\'m here" on the receipt (issue 31)', () => {
  it('checks the customer in with their note, then only shows it', async () => {
    const sent = serve('preparing');
    const app = renderApp(`/orders/${ID}`);
    await app.user.type(
      await screen.findByLabelText('Note for the counter (optional)'),
      'blue car, space 3',
    );
    await app.user.click(screen.getByRole('button', { name: 'I’m here' }));
    const status = await screen.findByText('You’re checked in');
    const card = status.closest('[role=status]') as HTMLElement;
    expect(within(card).getByText(/knows you are here since 8:20/)).toBeVisible();
    expect(within(card).getByText('Your note: “blue car, space 3”')).toBeVisible();

    expect(screen.queryByRole('button', { name: 'I’m here' })).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(sent).toEqual([{ note: 'blue car, space 3' }]);
  });

  it('shows the server’s refusal', async () => {
    serve('ready', ARRIVAL_AFTER_COLLECTED);
    const app = renderApp(`/orders/${ID}`);
    await app.user.click(await screen.findByRole('button', { name: 'I’m here' }));
    expect(await screen.findByText(ARRIVAL_AFTER_COLLECTED)).toBeVisible();
  });

  it.each(['pending', 'picked_up', 'cancelled'] as const)(
    'offers no check-in while %s',
    async (s) => {
      serve(s);
      renderApp(`/orders/${ID}`);
      expect(await screen.findByTestId('order-status')).toBeVisible();
      expect(screen.queryByRole('button', { name: 'I’m here' })).toBeNull();
    },
  );
});
