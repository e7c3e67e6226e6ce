import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { HandoffFigures } from '@pickup/projections/handoff/contract';
import { renderWithProviders } from '@/testing/render-with-providers';
import { fakeServer } from '@/testing/fake-server';
import { HandoffWaitCard } from '../components/handoff-wait-card';

const URL = 'GET /api/restaurants/r-1/handoff-wait';
const figures: HandoffFigures = {
  collected: 3,
  medianReadyToCollectedMinutes: 2,
  p90ReadyToCollectedMinutes: 6.8,
  arrived: 2,
  medianArrivedToCollectedMinutes: 4.5,
  p90ArrivedToCollectedMinutes: 5.7,
  arrivedBeforeReadyShare: 0.5,
  medianWaitForReadyMinutes: 4,
};
const none: HandoffFigures = {
  collected: 0,
  medianReadyToCollectedMinutes: null,
  p90ReadyToCollectedMinutes: null,
  arrived: 0,
  medianArrivedToCollectedMinutes: null,
  p90ArrivedToCollectedMinutes: null,
  arrivedBeforeReadyShare: null,
  medianWaitForReadyMinutes: null,
};

const renderCard = () => renderWithProviders(<HandoffWaitCard restaurantId="r-1" />);

describe('the wait at the handoff on the owner dashboard', () => {
  it('shows each day: on the shelf, at the counter, and who came before the food', async () => {
    const quietDay = { ...none, collected: 1, medianReadyToCollectedMinutes: 3 };
    fakeServer({
      [URL]: {
        body: {
          timezone: 'UTC',
          days: [
            { date: '2030-01-14', ...quietDay, p90ReadyToCollectedMinutes: 3 },
            { date: '2030-01-15', ...figures },
          ],
          total: figures,
        },
      },
    });
    renderCard();
    const row = (await screen.findByRole('cell', { name: 'Tue 15 Jan' })).closest('tr');
    if (!row) throw new Error('no row for the day');
    const cells = within(row)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toEqual(['Tue 15 Jan', '3', '2 / 7 min', '5 / 6 min', '50% of 2', '4 min']);
    // A day nobody said "I'm here": dashes, not zeros.
    const quiet = screen.getByRole('cell', { name: 'Mon 14 Jan' }).closest('tr');
    if (!quiet) throw new Error('no row for the quiet day');
    expect(within(quiet).getAllByText('—')).toHaveLength(3);
    expect(screen.getByRole('cell', { name: 'All 30 days' })).toBeVisible();
  });

  it('says when there is nothing to show yet, and when loading failed', async () => {
    fakeServer({ [URL]: { body: { timezone: 'UTC', days: [], total: none } } });
    const { unmount } = renderCard();
    expect(await screen.findByText('No handoffs yet')).toBeVisible();
    unmount();
    fakeServer({ [URL]: { status: 500, body: { message: 'boom' } } });
    renderCard();
    expect(await screen.findByText('Failed to load the wait at the handoff')).toBeVisible();
  });
});
