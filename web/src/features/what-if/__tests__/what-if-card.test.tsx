import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { fakeServer, type FakeRequest } from '@/testing/fake-server';
import { WhatIfCard } from '../components/what-if-card';

const ROUTE = 'POST /api/restaurants/r-1/what-if';

function renderCard() {
  renderWithProviders(<WhatIfCard restaurantId="r-1" />);
  return userEvent.setup();
}

async function replay(user: ReturnType<typeof userEvent.setup>) {
  const day = screen.getByLabelText('Day');
  await user.clear(day);
  await user.type(day, '2030-01-15');
  await user.type(screen.getByLabelText('Orders per 15-minute slot'), '2');
  await user.click(screen.getByRole('button', { name: 'Replay the day' }));
}

describe('what-if replay', () => {
  it('sends the day and the proposed capacity, and shows both sides', async () => {
    const sent: FakeRequest[] = [];
    fakeServer({
      [ROUTE]: (request) => {
        sent.push(request);
        return {
          body: {
            date: '2030-01-15',
            timezone: 'UTC',
            orders: [{}, {}, {}, {}],
            actual: { orders: 4, kept: 0, late: 4, keptShare: 0 },
            proposed: { orders: 4, kept: 2, late: 2, keptShare: 0.5, moved: 2, turnedAway: 0 },
          },
        };
      },
    });
    const user = renderCard();
    await replay(user);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toEqual({
      date: '2030-01-15',
      capacity: { orders: 2, items: null, byWeekday: {} },
      prepMinutes: null,
    });
    expect(await screen.findByText('What happened on 2030-01-15')).toBeVisible();
    expect(screen.getByText('What would have happened')).toBeVisible();
    expect(screen.getByText('2 (50%)')).toBeVisible();
  });

  it("shows the server's message when the replay is refused", async () => {
    fakeServer({
      [ROUTE]: { status: 422, body: { message: 'Choose a day that has already begun' } },
    });
    const user = renderCard();
    await replay(user);
    expect(await screen.findByText('Choose a day that has already begun')).toBeVisible();
  });
});

describe('what-if with special days and stock counts (issue 32)', () => {
  it('sends a stock count and a closure, and shows the orders turned away with their value', async () => {
    const sent: FakeRequest[] = [];
    fakeServer({
      'GET /api/restaurants/r-1': {
        body: {
          id: 'r-1',
          menus: [
            {
              id: 'm-1',
              categories: [{ id: 'c-1', menuItems: [{ id: 'brisket', name: 'Brisket Plate' }] }],
            },
          ],
        },
      },
      [ROUTE]: (request) => {
        sent.push(request);
        return {
          body: {
            date: '2030-01-15',
            timezone: 'UTC',
            orders: [{}, {}, {}, {}],
            actual: { orders: 4, kept: 4, late: 0, keptShare: 1 },
            proposed: {
              orders: 0,
              kept: 0,
              late: 0,
              keptShare: null,
              moved: 0,
              turnedAway: 4,
              turnedAwayValue: 4352,
            },
          },
        };
      },
    });
    const user = renderCard();
    const day = screen.getByLabelText('Day');
    await user.clear(day);
    await user.type(day, '2030-01-15');
    await user.selectOptions(
      await screen.findByLabelText('Stock count: item'),
      await screen.findByRole('option', { name: 'Brisket Plate' }),
    );
    await user.type(screen.getByLabelText('Units for the day'), '20');
    await user.click(screen.getByLabelText('Closed all day (a special day)'));
    await user.click(screen.getByRole('button', { name: 'Replay the day' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toEqual({
      date: '2030-01-15',
      capacity: null,
      prepMinutes: null,
      stock: [{ itemId: 'brisket', left: 20 }],
      closed: true,
    });
    expect(await screen.findByText('4 ($43.52)')).toBeVisible();
  });
});
