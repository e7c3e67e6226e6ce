import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { fakeServer, type FakeRequest } from '@/testing/fake-server';
import { SlotCapacityCard } from '../components/slot-capacity-card';

const URL = 'GET /api/restaurants/r-1/slot-capacity';

function renderCard() {
  renderWithProviders(<SlotCapacityCard restaurantId="r-1" />);
  return userEvent.setup();
}

describe('pickup slot capacity settings', () => {
  it('shows the saved limit and sends a new one with a different Saturday', async () => {
    const saved: FakeRequest[] = [];
    fakeServer({
      [URL]: { body: { orders: 4, items: null, byWeekday: {} } },
      'PUT /api/restaurants/r-1/slot-capacity': (request) => {
        saved.push(request);
        return { body: request.body };
      },
    });
    const user = renderCard();
    const orders = await screen.findByLabelText('Every day: orders per slot');
    expect(orders).toHaveValue('4');
    await user.clear(orders);
    await user.type(orders, '6');
    await user.click(screen.getByText('Different limits on some days'));
    const saturday = screen.getByLabelText('Saturday: orders per slot');
    await user.clear(saturday);
    await user.type(saturday, '10');
    await user.click(screen.getByRole('button', { name: 'Save capacity' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.body).toEqual({
      orders: 6,
      items: null,
      byWeekday: { sat: { orders: 10, items: null } },
    });
    expect(await screen.findByText('Pickup slot capacity saved')).toBeVisible();
  });

  it("shows the server's message when the value is refused", async () => {
    fakeServer({
      [URL]: { body: { orders: null, items: null, byWeekday: {} } },
      'PUT /api/restaurants/r-1/slot-capacity': {
        status: 400,
        body: { message: 'Capacity must be a whole number from 1 to 500, or empty for no limit' },
      },
    });
    const user = renderCard();
    await user.type(await screen.findByLabelText('Every day: orders per slot'), '0');
    await user.click(screen.getByRole('button', { name: 'Save capacity' }));
    expect(
      await screen.findByText(
        'Capacity must be a whole number from 1 to 500, or empty for no limit',
      ),
    ).toBeVisible();
  });

  it('offers to try again when the capacity cannot be loaded', async () => {
    fakeServer({ [URL]: { status: 500, body: { message: 'boom' } } });
    renderCard();
    expect(await screen.findByText("Couldn't load the slot capacity.")).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
