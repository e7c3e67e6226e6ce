import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aRestaurant } from '@/testing/management/fixtures';
import { fakeServer, type FakeRequest } from '@/testing/fake-server';
import { renderApp } from '@/testing/render-app';
import { aUser, signIn } from '@/testing/users';

/** Issue 32: owners count an item's stock where they manage menus, and see what is left. */

const taco = {
  id: 'item-1',
  menuId: 'm-1',
  categoryId: 'c-1',
  name: 'Fish Taco',
  description: '',
  price: '9.00',
  imageUrl: null,
  sidesRequired: null,
  isActive: true,
};
const burrito = { ...taco, id: 'item-2', name: 'Bean Burrito' };

function serve() {
  const puts: FakeRequest[] = [];
  let left = 2;
  signIn();
  fakeServer({
    'GET /api/auth/user': { body: aUser({ id: 'owner-1', role: 'restaurant_owner' }) },
    'GET /api/restaurants/r-1': { body: aRestaurant() },
    'GET /api/menus/m-1/items': { body: [taco, burrito] },
    'GET /api/restaurants/r-1/stock': () => ({
      body: [
        {
          itemId: 'item-1',
          menuId: 'm-1',
          name: 'Fish Taco',
          stock: { left, par: 10, refillAt: null },
        },
      ],
    }),
    'PUT /api/stock/item-1': (req: FakeRequest) => {
      puts.push(req);
      left = (req.body as { left: number }).left;
      return { status: 204 };
    },
  });
  return puts;
}

const card = (name: string) =>
  within(screen.getByText(name, { selector: 'p' }).closest('.chakra-card__root') as HTMLElement);

describe('stock counts where owners manage menus', () => {
  it('shows what is left and the par, and changes the count', async () => {
    const puts = serve();
    const app = renderApp('/restaurants/r-1/menus/m-1/items');
    await screen.findByText('Bean Burrito');
    expect(await card('Fish Taco').findByText('2 left today')).toBeVisible();
    expect(card('Fish Taco').getByText('Par 10')).toBeVisible();
    expect(card('Bean Burrito').getByText('Not counted')).toBeVisible();

    await app.user.click(screen.getByRole('button', { name: 'Change the count of Fish Taco' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Stock count: Fish Taco' }));
    const left = dialog.getByRole('spinbutton', { name: /Left today/ });
    await app.user.clear(left);
    await app.user.type(left, '-1');
    await app.user.click(dialog.getByRole('button', { name: 'Save count' }));
    expect(
      await dialog.findByText('Units left must be a whole number from 0 to 10000'),
    ).toBeVisible();
    expect(puts).toHaveLength(0);

    await app.user.clear(left);
    await app.user.type(left, '12');
    await app.user.click(dialog.getByRole('button', { name: 'Save count' }));
    expect(await card('Fish Taco').findByText('12 left today')).toBeVisible();
    expect(puts.map((p) => p.body)).toEqual([{ left: 12, par: 10 }]);
  });
});
