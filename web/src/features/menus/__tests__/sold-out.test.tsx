import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aRestaurant } from '@/testing/management/fixtures';
import { fakeServer, type FakeRequest } from '@/testing/fake-server';
import { renderApp } from '@/testing/render-app';
import { aUser, signIn } from '@/testing/users';

/** Issue 28: an "86" shows where owners manage menus, and Back on undoes it. */

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

/** The restaurant as the server answers: Fish Taco sold out until the next opening. */
function serve() {
  const deleted: string[] = [];
  let soldOut = true;
  const restaurant = () => {
    const base = aRestaurant();
    const [menu] = base.menus;
    return {
      ...base,
      menus: [
        {
          ...menu!,
          soldOut: soldOut
            ? [
                {
                  entry: { kind: 'item' as const, id: 'item-1' },
                  until: '2030-01-16T11:00:00.000Z',
                  reason: null,
                },
              ]
            : [],
        },
      ],
    };
  };
  signIn();
  fakeServer({
    'GET /api/auth/user': { body: aUser({ id: 'owner-1', role: 'restaurant_owner' }) },
    'GET /api/restaurants/r-1': () => ({ body: restaurant() }),
    'GET /api/menus/m-1/items': { body: [taco, burrito] },
    'GET /api/menu-items/item-1': { body: taco },
    'GET /api/menu-items/item-1/ingredients': { body: [] },
    'GET /api/menu-items/item-1/sides': { body: [] },
    'GET /api/categories/c-1/ingredients': { body: [] },
    'GET /api/categories/c-1/sides': { body: [] },
    'DELETE /api/sold-out/item/item-1': (req: FakeRequest) => {
      deleted.push(req.path);
      soldOut = false;
      return { status: 204 };
    },
  });
  return deleted;
}

const card = (name: string) =>
  within(screen.getByText(name, { selector: 'p' }).closest('.chakra-card__root') as HTMLElement);

describe('a sold-out item where owners manage menus', () => {
  it('says "Sold out" on the Menu Items page, not "Active", and Back on turns it on', async () => {
    const deleted = serve();
    const app = renderApp('/restaurants/r-1/menus/m-1/items');
    await screen.findByText('Bean Burrito');
    expect(await card('Fish Taco').findByText('Sold out')).toBeVisible();
    expect(card('Fish Taco').getByText('Until the next opening')).toBeVisible();
    expect(card('Fish Taco').queryByText('Active')).toBeNull();
    expect(card('Bean Burrito').getByText('Active')).toBeVisible();

    await app.user.click(screen.getByRole('button', { name: 'Turn Fish Taco back on' }));
    expect(await screen.findByText('Fish Taco is back on')).toBeVisible();
    expect(deleted).toEqual(['/api/sold-out/item/item-1']);
    expect(await card('Fish Taco').findByText('Active')).toBeVisible();
    expect(card('Fish Taco').queryByText('Sold out')).toBeNull();
  });

  it('says so on the item page too, with Back on', async () => {
    const deleted = serve();
    const app = renderApp('/restaurants/r-1/menus/m-1/categories/c-1/items/item-1/edit');
    expect(await screen.findByText('Sold out')).toBeVisible();
    await app.user.click(screen.getByRole('button', { name: 'Turn Fish Taco back on' }));
    expect(await screen.findByText('Fish Taco is back on')).toBeVisible();
    expect(deleted).toEqual(['/api/sold-out/item/item-1']);
    await expect.poll(() => screen.queryByText('Sold out')).toBeNull();
  });
});
