import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { fakeServer } from '@/testing/fake-server';
import type { Tonight } from '../api/forecast';
import { TonightCard } from '../components/tonight-card';

const URL = 'GET /api/restaurants/r-1/forecast';
const margherita = { itemId: 'm', name: 'Margherita' };
const weeks = [8, 7, 6, 5, 4, 3, 2, 1].map((weight, i) => ({
  date: `2030-01-0${8 - i}`,
  weight,
}));

const tonight: Tonight = {
  timezone: 'America/New_York',
  date: '2030-01-15',
  forecast: {
    status: 'ready',
    weeks,
    slots: [
      {
        slot: '18:00',
        expectedOrders: 10.4,
        bookedOrders: 3,
        items: [
          { ...margherita, expected: 20.2, booked: 4 },
          { itemId: 'd', name: 'Diavola', expected: 0.2, booked: 0 },
        ],
        limit: { orders: 8, items: null },
        overCapacity: true,
      },
      {
        slot: '18:15',
        expectedOrders: 4,
        bookedOrders: 0,
        items: [{ itemId: 'g', name: 'Garlic bread', expected: 5, booked: 0 }],
        limit: { orders: 8, items: null },
        overCapacity: false,
      },
    ],
    prep: [
      { by: '11:00', items: [{ itemId: 'l', name: 'Lasagne', quantity: 2 }] },
      {
        by: '18:00',
        items: [
          { ...margherita, quantity: 21 },
          { itemId: 'g', name: 'Garlic bread', quantity: 5 },
        ],
      },
    ],
  },
  yesterday: {
    date: '2030-01-14',
    status: 'ready',
    slots: [{ slot: '18:00', forecast: 10, actual: 13, error: 3 }],
    forecastOrders: 10,
    actualOrders: 13,
    meanAbsoluteError: 3,
  },
};

const renderCard = () => renderWithProviders(<TonightCard restaurantId="r-1" />);

/** The clock the card reads "now" from: New York's wall clock on the forecast's date. */
const at = (newYork: string) => vi.setSystemTime(new Date(`2030-01-15T${newYork}:00-05:00`));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  at('09:00');
});
afterEach(() => {
  vi.useRealTimers();
});

describe('tonight on the owner dashboard', () => {
  it('shows each slot expected and booked, the full slot, the prep list and yesterday', async () => {
    fakeServer({ [URL]: { body: tonight } });
    renderCard();
    expect(await screen.findByRole('heading', { name: 'Tonight, Tue 15 Jan' })).toBeVisible();
    expect(screen.getByText('1 slot is expected over capacity.')).toBeVisible();
    const slots = within(screen.getByRole('table', { name: 'Orders per pickup slot' }));
    const row = slots.getByRole('cell', { name: /6:00 PM/ }).closest('tr');
    if (!row) throw new Error('no row for 6:00 PM');
    expect(within(row).getByText('10')).toBeVisible();
    // Whole portions: "about 20", and nothing for a fifth of a Diavola.
    expect(within(row).getByText('about 20 Margherita')).toBeVisible();
    expect(within(row).getByText('3')).toBeVisible();
    expect(within(row).getByText('Over capacity')).toBeVisible();
    expect(within(row).getByText('8 orders')).toBeInTheDocument();
    const quiet = slots.getByRole('cell', { name: /6:15 PM/ }).closest('tr');
    if (!quiet) throw new Error('no row for 6:15 PM');
    expect(within(quiet).queryByText(/Over capacity/)).toBeNull();

    const prep = screen.getByRole('heading', { name: 'Prep list' }).parentElement;
    if (!prep) throw new Error('no prep list');
    expect(within(prep).getByText('By 11:00 AM')).toBeVisible();
    expect(within(prep).getByText('By 6:00 PM')).toBeVisible();
    expect(within(prep).getByText((_, el) => el?.textContent === '21 Margherita')).toBeVisible();
    expect(within(prep).getByText((_, el) => el?.textContent === '5 Garlic bread')).toBeVisible();

    expect(screen.getByText('Expected about 10 orders, 13 came.', { exact: false })).toBeVisible();
    expect(screen.getByRole('cell', { name: '+3' })).toBeVisible();
  });

  it('starts the prep list from now: at 12:50 the 11:00 AM hour is behind the kitchen', async () => {
    at('12:50');
    fakeServer({ [URL]: { body: tonight } });
    renderCard();
    const prep = (await screen.findByRole('heading', { name: 'Prep list' })).parentElement;
    if (!prep) throw new Error('no prep list');
    expect(within(prep).getByText('By 6:00 PM')).toBeVisible();
    expect(within(prep).queryByText('By 11:00 AM')).toBeNull();
    expect(within(prep).queryByText(/Lasagne/)).toBeNull();
  });

  it('says there is not enough history yet, and when loading failed', async () => {
    fakeServer({
      [URL]: {
        body: {
          ...tonight,
          forecast: { status: 'not_enough_history', weeks: weeks.slice(0, 1), minWeeks: 3 },
          yesterday: { date: '2030-01-14', status: 'not_enough_history' },
        },
      },
    });
    const { unmount } = renderCard();
    expect(await screen.findByText('Not enough history yet')).toBeVisible();
    expect(screen.getByText(/at least 3 of the last eight Tuesdays; so far 1/)).toBeVisible();
    unmount();
    fakeServer({ [URL]: { status: 500, body: { message: 'boom' } } });
    renderCard();
    expect(await screen.findByText("Failed to load tonight's forecast")).toBeVisible();
  });
});
