import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { fakeServer } from '@/testing/fake-server';
import { PromiseAccuracyCard } from '../components/promise-accuracy-card';

const URL = 'GET /api/restaurants/r-1/promise-accuracy';
const figures = {
  orders: 5,
  ready: 3,
  keptShare: 2 / 3,
  medianLateMinutes: 0,
  p90LateMinutes: 5.6,
  noShows: 1,
};

const renderCard = () => renderWithProviders(<PromiseAccuracyCard restaurantId="r-1" />);

describe('promise accuracy on the owner dashboard', () => {
  it('shows the 30 days and each day: share kept, lateness, no-shows', async () => {
    fakeServer({
      [URL]: {
        body: { timezone: 'UTC', days: [{ date: '2030-01-15', ...figures }], total: figures },
      },
    });
    renderCard();
    const row = (await screen.findByRole('cell', { name: 'Tue 15 Jan' })).closest('tr');
    if (!row) throw new Error('no row for the day');
    expect(within(row).getByText('67%')).toBeVisible();
    // Whole minutes, under headers in an owner's words (not "Median" / "90th pct").
    expect(within(row).getByText('On time')).toBeVisible();
    expect(within(row).getByText('6 min')).toBeVisible();
    expect(screen.getByRole('columnheader', { name: 'Usually late by' })).toBeVisible();
    expect(screen.getByRole('columnheader', { name: 'Worst 1 in 10 late by' })).toBeVisible();
    expect(screen.queryByText(/median|pct/i)).toBeNull();
    expect(screen.getByRole('cell', { name: 'All 30 days' })).toBeVisible();
  });

  it('says when there is nothing to show yet, and when loading failed', async () => {
    fakeServer({
      [URL]: { body: { timezone: 'UTC', days: [], total: { ...figures, orders: 0 } } },
    });
    const { unmount } = renderCard();
    expect(await screen.findByText('No promises yet')).toBeVisible();
    unmount();
    fakeServer({ [URL]: { status: 500, body: { message: 'boom' } } });
    renderCard();
    expect(await screen.findByText('Failed to load promise accuracy')).toBeVisible();
  });
});
