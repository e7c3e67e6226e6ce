import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { fakeServer } from '@/testing/fake-server';
import { TurnedAwayCard } from '../components/turned-away-card';

const URL = 'GET /api/restaurants/r-1/turned-away';
const full = { cause: 'slot_full', orders: 3, cents: 6000 };
const soldOut = { cause: 'sold_out', orders: 1, cents: 1250 };
const day = {
  date: '2030-01-15',
  orders: 4,
  cents: 7250,
  causes: [full, soldOut],
  slots: [
    { slotTime: '18:30', orders: 3, cents: 6000, causes: [full] },
    { slotTime: '19:00', orders: 1, cents: 1250, causes: [soldOut] },
  ],
};

const renderCard = () => renderWithProviders(<TurnedAwayCard restaurantId="r-1" />);
/** A row by its first cell, whose name starts with the day or pickup time (why follows on a phone). */
const rowOf = async (label: string) => {
  const row = (await screen.findByRole('cell', { name: new RegExp(`^${label}`) })).closest('tr');
  if (!row) throw new Error(`no row ${name}`);
  return within(row);
};

describe('orders turned away on the owner dashboard', () => {
  it('shows the month’s orders and dollars, and each day and slot with why in plain words', async () => {
    fakeServer({
      [URL]: { body: { timezone: 'UTC', days: [day], total: { ...day, slots: undefined } } },
    });
    renderCard();
    const dayRow = await rowOf('Tue 15 Jan');
    expect(dayRow.getByText('$72.50')).toBeVisible();
    expect(dayRow.getAllByText('Pickup time full 3 · Sold out or out of stock 1')).not.toEqual([]);
    const slot = await rowOf('7:00 PM');
    expect(slot.getByText('$12.50')).toBeVisible();
    expect(slot.getAllByText('Sold out or out of stock 1')).not.toEqual([]);
    expect(screen.getByText('Orders turned away').nextElementSibling).toHaveTextContent('4');
  });

  it('gives one cause for being closed, whether the restaurant’s or a menu’s hours', async () => {
    const closed = { cause: 'closed', orders: 1, cents: 1000 };
    const outside = { cause: 'outside_hours', orders: 2, cents: 2000 };
    const quiet = { ...day, orders: 3, cents: 3000, causes: [closed, outside], slots: [] };
    fakeServer({ [URL]: { body: { timezone: 'UTC', days: [quiet], total: quiet } } });
    renderCard();
    const dayRow = await rowOf('Tue 15 Jan');
    expect(dayRow.getAllByText('Closed 3')).not.toEqual([]);
    expect(screen.queryByText(/Outside opening hours/)).toBeNull();
  });

  it('says when nobody was turned away, and when loading failed', async () => {
    fakeServer({
      [URL]: { body: { timezone: 'UTC', days: [], total: { orders: 0, cents: 0, causes: [] } } },
    });
    const { unmount } = renderCard();
    expect(await screen.findByText('Nobody turned away')).toBeVisible();
    unmount();
    fakeServer({ [URL]: { status: 500, body: { message: 'boom' } } });
    renderCard();
    expect(await screen.findByText('Failed to load orders turned away')).toBeVisible();
  });
});
