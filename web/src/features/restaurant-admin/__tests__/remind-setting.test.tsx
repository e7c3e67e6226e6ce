import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aRestaurant } from '@/testing/management/fixtures';
import { fakeServer, type FakeRequest } from '@/testing/fake-server';
import { renderApp } from '@/testing/render-app';
import { aUser, signIn } from '@/testing/users';

const owner = aUser({ id: 'owner-1', role: 'restaurant_owner' });
// The API's wording (domain/catalog/schemas), checked in the form before anything is sent.
const MESSAGE = 'Reminder minutes must be a whole number from 1 to 120';

/** A restaurant the PUT changes, so the form loads again what was saved. */
function serve(saved: unknown[]) {
  let restaurant = aRestaurant({ remindAfterMinutes: 15 });
  signIn();
  fakeServer({
    'GET /api/auth/user': { body: owner },
    'GET /api/restaurants/r-1': () => ({ body: restaurant }),
    'PUT /api/restaurants/r-1': (req: FakeRequest) => {
      saved.push(req.body);
      restaurant = { ...restaurant, ...(req.body as object) };
      return { body: restaurant };
    },
  });
}

describe('the owner’s reminder setting', () => {
  it.each(['', '0', '7.5', 'soon', '121'])(
    'refuses %j with its message, sending nothing',
    async (typed) => {
      const saved: unknown[] = [];
      serve(saved);
      const app = renderApp('/restaurants/r-1/edit');
      const field = await screen.findByLabelText(/Remind after/);
      await app.user.clear(field);
      if (typed) await app.user.type(field, typed);
      await app.user.click(screen.getByRole('button', { name: 'Save Changes' }));
      expect(await screen.findByText(MESSAGE)).toBeVisible();
      expect(saved).toEqual([]);
    },
    60_000,
  );

  it('shows the current minutes, saves only the new number, and loads it back', async () => {
    const saved: unknown[] = [];
    serve(saved);
    const app = renderApp('/restaurants/r-1/edit');
    const field = await screen.findByLabelText(/Remind after/);
    expect(field).toHaveValue('15');
    await app.user.clear(field);
    await app.user.type(field, '5');
    await app.user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Restaurant updated')).toBeVisible();
    expect(saved).toEqual([{ remindAfterMinutes: 5 }]);
    app.unmount();
    renderApp('/restaurants/r-1/edit');
    await waitFor(async () =>
      expect(await screen.findByLabelText(/Remind after/)).toHaveValue('5'),
    );
  });
});
