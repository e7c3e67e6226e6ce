import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { fakeServer, type FakeRequest } from '@/testing/fake-server';
import { SpecialDaysCard } from '../components/special-days-card';

const BASE = '/api/restaurants/r-1/special-days';
const restaurant = { id: 'r-1', timezone: 'America/New_York' };

describe('special days settings (issue 32)', () => {
  it('lists the coming special days and removes one', async () => {
    const removed: FakeRequest[] = [];
    fakeServer({
      [`GET ${BASE}`]: {
        body: [
          { id: 'sd-1', from: '2030-11-28', to: '2030-11-28', hours: null, note: 'Thanksgiving' },
          {
            id: 'sd-2',
            from: '2030-12-24',
            to: '2030-12-26',
            hours: { start: '10:00', end: '14:00' },
            note: 'Holiday hours',
          },
        ],
      },
      [`DELETE ${BASE}/sd-1`]: (request) => {
        removed.push(request);
        return { status: 204 };
      },
    });
    renderWithProviders(<SpecialDaysCard restaurant={restaurant} />);
    const user = userEvent.setup();
    expect(await screen.findByText('Thu 28 Nov · Closed')).toBeVisible();
    expect(screen.getByText('Tue 24 Dec – Thu 26 Dec · Open 10:00–14:00')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Remove Thu 28 Nov' }));
    await waitFor(() => expect(removed).toHaveLength(1));
  });

  it('a closure over orders due lists them and cancels the chosen ones with the reason in one step', async () => {
    const sent: FakeRequest[] = [];
    fakeServer({
      [`GET ${BASE}`]: { body: [] },
      [`GET ${BASE}/orders-due`]: {
        body: [
          {
            id: 'order-aaaa1111',
            label: '#AAAA1111',
            pickupAt: '2030-11-28T17:00:00.000Z',
            status: 'confirmed',
            total: 2176,
            scheduled: true,
          },
          {
            id: 'order-bbbb2222',
            label: '#BBBB2222',
            pickupAt: '2030-11-28T18:00:00.000Z',
            status: 'pending',
            total: 1088,
            scheduled: true,
          },
        ],
      },
      [`POST ${BASE}`]: (request) => {
        sent.push(request);
        return {
          status: 201,
          body: {
            specialDay: {
              id: 'sd-1',
              from: '2030-11-28',
              to: '2030-11-28',
              hours: null,
              note: 'x',
            },
            cancelled: ['order-aaaa1111'],
            affectedOrders: [],
          },
        };
      },
    });
    renderWithProviders(<SpecialDaysCard restaurant={restaurant} />);
    const user = userEvent.setup();
    const first = await screen.findByLabelText('First day');
    await user.clear(first);
    await user.type(first, '2030-11-28');
    await user.type(screen.getByLabelText(/Note for customers/), 'Closed for Thanksgiving');
    expect(await screen.findByText('2 orders are due on these dates')).toBeVisible();
    await user.click(screen.getByText(/Cancel #AAAA1111/));
    await user.type(screen.getByLabelText(/Reason sent to customers/), 'We are closed that day');
    await user.click(screen.getByRole('button', { name: 'Add special day' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toEqual({
      from: '2030-11-28',
      closed: true,
      note: 'Closed for Thanksgiving',
      cancelOrderIds: ['order-aaaa1111'],
      cancelReason: 'We are closed that day',
    });
    expect(await screen.findByText('Special day added')).toBeVisible();
  });
});
