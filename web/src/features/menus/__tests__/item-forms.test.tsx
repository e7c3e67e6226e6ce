import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aRestaurant } from '@/testing/management/fixtures';
import { fakeServer, type FakeRequest } from '@/testing/fake-server';
import { renderApp } from '@/testing/render-app';
import { aUser, signIn } from '@/testing/users';

const items = '/restaurants/r-1/menus/m-1/categories/c-1/items';
const ingredients = [
  { id: 'i-1', name: 'Onion', type: 'optional', price: '0.00' },
  { id: 'i-2', name: 'Cilantro', type: 'optional', price: '0.00' },
  { id: 'i-3', name: 'Guacamole', type: 'possible', price: '1.50' },
];

function serve(extra: Parameters<typeof fakeServer>[0] = {}) {
  signIn();
  fakeServer({
    'GET /api/auth/user': { body: aUser({ id: 'owner-1', role: 'restaurant_owner' }) },
    'GET /api/restaurants/r-1': { body: aRestaurant() },
    'GET /api/categories/c-1/ingredients': { body: ingredients },
    'GET /api/categories/c-1/sides': { body: [{ id: 's-1', name: 'Rice', price: '0.00' }] },
    ...extra,
  });
}

describe('menu items', () => {
  it("says 'No menu items created yet'", async () => {
    serve({ 'GET /api/categories/c-1/items': { body: [] } });
    renderApp(items);
    expect(await screen.findByText('No menu items created yet')).toBeVisible();
  });

  it('creates an item: messages first, then the item, its ingredients and sides', async () => {
    const calls: { path: string; body: unknown }[] = [];
    const record = (reply: object) => (req: FakeRequest) => {
      calls.push({ path: `${req.method} ${req.path}`, body: req.body });
      return { body: reply };
    };
    serve({
      'POST /api/categories/c-1/items': record({ id: 'item-9' }),
      'PUT /api/menu-items/item-9/ingredients': record({}),
      'PUT /api/menu-items/item-9/sides': record({}),
      'GET /api/categories/c-1/items': { body: [] },
    });
    const app = renderApp(`${items}/create`);
    const price = await screen.findByLabelText(/Price/);
    await app.user.type(price, '-1');
    await app.user.click(screen.getByRole('button', { name: 'Create Item' }));
    expect(await screen.findByText('Item name is required')).toBeVisible();
    expect(screen.getByText('Price must be a valid number (0 or greater)')).toBeVisible();

    await app.user.type(screen.getByLabelText(/^Name/), 'Fish Taco');
    await app.user.clear(price);
    await app.user.type(price, '0');
    const optional = screen.getByRole('group', { name: /Optional ingredients/ });
    await app.user.type(within(optional).getByRole('textbox'), 'cil');
    expect(within(optional).queryByRole('checkbox', { name: /Onion/ })).toBeNull();
    await app.user.clear(within(optional).getByRole('textbox'));
    await app.user.click(within(optional).getByRole('button', { name: 'Select all' }));
    const sides = screen.getByRole('group', { name: /Sides/ });
    await app.user.click(within(sides).getByRole('checkbox', { name: /Rice/ }));
    await app.user.click(screen.getByRole('button', { name: 'Create Item' }));

    expect(await screen.findByText('Menu item created')).toBeVisible();
    expect(app.location()).toBe(items);
    expect(calls).toEqual([
      {
        path: 'POST /api/categories/c-1/items',
        body: { name: 'Fish Taco', description: '', price: 0, isActive: true, categoryId: 'c-1' },
      },
      {
        path: 'PUT /api/menu-items/item-9/ingredients',
        body: {
          ingredients: [
            { ingredientId: 'i-1', isIncluded: true },
            { ingredientId: 'i-2', isIncluded: true },
          ],
        },
      },
      { path: 'PUT /api/menu-items/item-9/sides', body: { sides: ['s-1'] } },
    ]);
  });

  it("says 'Restaurant, menu, or category not found' for an unknown category", async () => {
    serve({
      'GET /api/categories/c-x/ingredients': { body: [] },
      'GET /api/categories/c-x/sides': { body: [] },
    });
    renderApp('/restaurants/r-1/menus/m-1/categories/c-x/items/create');
    expect(await screen.findByText('Restaurant, menu, or category not found')).toBeVisible();
  });

  it("reports a failed create as 'Failed to create menu item: {message}'", async () => {
    serve({
      'POST /api/categories/c-1/items': { status: 422, body: { message: 'Name taken' } },
    });
    const app = renderApp(`${items}/create`);
    await app.user.type(await screen.findByLabelText(/^Name/), 'Taco');
    await app.user.type(screen.getByLabelText(/Price/), '3');
    await app.user.click(screen.getByRole('button', { name: 'Create Item' }));
    expect(await screen.findByText('Failed to create menu item: Name taken')).toBeVisible();
  });

  it("shows 'Menu item not found' for an unknown item", async () => {
    serve({
      'GET /api/menu-items/nope/ingredients': { status: 404, body: { message: 'Not found' } },
      'GET /api/menu-items/nope/sides': { status: 404, body: { message: 'Not found' } },
    });
    renderApp(`${items}/nope/edit`);
    expect(await screen.findByText('Menu item not found')).toBeVisible();
    expect(screen.getByText('itemId: nope')).toBeVisible();
  });
});

describe("an item's own required sides", () => {
  it('are sent when set, with the category count shown as the default', async () => {
    let sent: unknown;
    serve({
      'POST /api/categories/c-1/items': (req: FakeRequest) => {
        sent = req.body;
        return { body: { id: 'item-9' } };
      },
      'GET /api/categories/c-1/items': { body: [] },
    });
    const app = renderApp(`${items}/create`);
    await app.user.type(await screen.findByLabelText(/^Name/), 'Combo');
    await app.user.type(screen.getByLabelText(/Price/), '9');
    const own = screen.getByRole('spinbutton', { name: 'Sides required' });
    expect(own).toHaveAttribute('placeholder', '0');
    expect(screen.getByText("Leave empty to use the category's (0).")).toBeVisible();
    await app.user.type(own, '11');
    await app.user.click(screen.getByRole('button', { name: 'Create Item' }));
    expect(await screen.findByText('Maximum 10 sides allowed')).toBeVisible();

    await app.user.clear(own);
    await app.user.type(own, '2');
    await app.user.click(screen.getByRole('button', { name: 'Create Item' }));
    expect(await screen.findByText('Menu item created')).toBeVisible();
    expect(sent).toMatchObject({ name: 'Combo', price: 9, sidesRequired: 2 });
  });

  it("are shown on edit, and emptying the field hands back to the category's", async () => {
    let sent: unknown;
    const item = {
      id: 'item-1',
      menuId: 'm-1',
      categoryId: 'c-1',
      name: 'Combo',
      description: '',
      price: '9.00',
      imageUrl: null,
      sidesRequired: 2,
      isActive: true,
    };
    serve({
      'GET /api/menu-items/item-1': { body: item },
      'GET /api/menu-items/item-1/ingredients': { body: [] },
      'GET /api/menu-items/item-1/sides': { body: [] },
      'PUT /api/menu-items/item-1': (req: FakeRequest) => {
        sent = req.body;
        return { body: { ...item, sidesRequired: null } };
      },
      'PUT /api/menu-items/item-1/ingredients': { body: {} },
      'PUT /api/menu-items/item-1/sides': { body: {} },
      'GET /api/categories/c-1/items': { body: [] },
    });
    const app = renderApp(`${items}/item-1/edit`);
    const own = await screen.findByRole('spinbutton', { name: 'Sides required' });
    expect(own).toHaveValue(2);
    await app.user.clear(own);
    await app.user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Menu item updated')).toBeVisible();
    expect(sent).toMatchObject({ name: 'Combo', sidesRequired: null });
  });
});
