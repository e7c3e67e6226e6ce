import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aRestaurant } from '@/testing/management/fixtures';
import { fakeServer, type FakeRequest } from '@/testing/fake-server';
import { renderApp } from '@/testing/render-app';
import { aUser, signIn } from '@/testing/users';

const owner = aUser({ id: 'owner-1', role: 'restaurant_owner' });
const MESSAGE = 'No-show minutes must be a whole number from 5 to 240';

function serve(saved: unknown[]) {
  signIn();
  fakeServer({
    'GET /api/auth/user': { body: owner },
    'GET /api/restaurants/r-1': { body: aRestaurant({ noShowAfterMinutes: 45 }) },
    'PUT /api/restaurants/r-1': (req: FakeRequest) => {
      saved.push(req.body);
      return { body: aRestaurant() };
    },
  });
}

describe('the owner’s no-show setting', () => {
  it.each(['', '3', '12.5', 'soon', '241'])(
    'refuses %j with its message, sending nothing',
    async (typed) => {
      const saved: unknown[] = [];
      serve(saved);
      const app = renderApp('/restaurants/r-1/edit');
      const field = await screen.findByLabelText(/No-show after/);
      await app.user.clear(field);
      if (typed) await app.user.type(field, typed);
      await app.user.click(screen.getByRole('button', { name: 'Save Changes' }));
      expect(await screen.findByText(MESSAGE)).toBeVisible();
      expect(saved).toEqual([]);
    },
    60_000,
  );

  it('shows the current minutes and saves a new number', async () => {
    const saved: unknown[] = [];
    serve(saved);
    const app = renderApp('/restaurants/r-1/edit');
    const field = await screen.findByLabelText(/No-show after/);
    expect(field).toHaveValue('45');
    await app.user.clear(field);
    await app.user.type(field, '20');
    await app.user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Restaurant updated')).toBeVisible();
    expect(saved[0]).toMatchObject({ noShowAfterMinutes: 20 });
  });
});
