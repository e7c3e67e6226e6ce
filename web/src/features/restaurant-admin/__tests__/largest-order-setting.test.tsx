import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aRestaurant } from '@/testing/management/fixtures';
import { fakeServer, type FakeRequest } from '@/testing/fake-server';
import { renderApp } from '@/testing/render-app';
import { aUser, signIn } from '@/testing/users';

const owner = aUser({ id: 'owner-1', role: 'restaurant_owner' });
// The API's wording (domain/catalog/schemas), checked in the form before anything is sent.
const MESSAGE = 'Largest order without a call must be whole dollars from $10 to $100,000';

function serve(saved: unknown[], largestOrderCents?: number) {
  signIn();
  fakeServer({
    'GET /api/auth/user': { body: owner },
    'GET /api/restaurants/r-1': { body: aRestaurant({ largestOrderCents }) },
    'PUT /api/restaurants/r-1': (req: FakeRequest) => {
      saved.push(req.body);
      return { body: aRestaurant({ ...(req.body as object) }) };
    },
  });
}

const field = () => screen.findByLabelText(/Largest order without calling us/);

describe('the owner’s largest order without a call', () => {
  it('shows $500 until set, and saves a new limit in cents', async () => {
    const saved: unknown[] = [];
    serve(saved);
    const app = renderApp('/restaurants/r-1/edit');
    const box = await field();
    expect(box).toHaveValue('500');
    await app.user.clear(box);
    await app.user.type(box, '1200');
    await app.user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Restaurant updated')).toBeVisible();
    expect(saved).toEqual([{ largestOrderCents: 120_000 }]);
  });

  it.each(['', '5', '499.99', 'lots'])(
    'refuses %j with its message, sending nothing',
    async (typed) => {
      const saved: unknown[] = [];
      serve(saved, 80_000);
      const app = renderApp('/restaurants/r-1/edit');
      const box = await field();
      expect(box).toHaveValue('800');
      await app.user.clear(box);
      if (typed) await app.user.type(box, typed);
      await app.user.click(screen.getByRole('button', { name: 'Save Changes' }));
      expect(await screen.findByText(MESSAGE)).toBeVisible();
      expect(saved).toEqual([]);
    },
  );
});
