import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aRestaurant } from '@/testing/management/fixtures';
import { fakeServer, type FakeRequest } from '@/testing/fake-server';
import { renderApp } from '@/testing/render-app';
import { aUser, signIn } from '@/testing/users';

const base = '/restaurants/r-1/menus/m-1/categories';

function serve(extra: Parameters<typeof fakeServer>[0] = {}) {
  signIn();
  fakeServer({
    'GET /api/auth/user': { body: aUser({ id: 'owner-1', role: 'restaurant_owner' }) },
    'GET /api/restaurants/r-1': { body: aRestaurant() },
    ...extra,
  });
}

describe('categories', () => {
  it("says 'No categories yet', shows the form's messages, and numbers a new one count + 1", async () => {
    serve({
      'GET /api/menus/m-1/categories': { body: [] },
      'POST /api/menus/m-1/categories': { status: 500, body: { message: 'boom' } },
    });
    const app = renderApp(base);
    expect(await screen.findByText('No categories yet')).toBeVisible();
    await app.user.click(screen.getByRole('button', { name: 'Add Category' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Category' });
    expect(within(dialog).getByLabelText('Display order')).toHaveValue(1);
    await app.user.clear(within(dialog).getByLabelText('Display order'));
    await app.user.type(within(dialog).getByLabelText('Display order'), '0');
    await app.user.clear(within(dialog).getByLabelText('Sides required'));
    await app.user.type(within(dialog).getByLabelText('Sides required'), '11');
    await app.user.click(within(dialog).getByRole('button', { name: 'Create Category' }));
    expect(await within(dialog).findByText('Category name is required')).toBeVisible();
    expect(within(dialog).getByText('Display order must be at least 1')).toBeVisible();
    expect(within(dialog).getByText('Maximum 10 sides allowed')).toBeVisible();

    await app.user.type(within(dialog).getByLabelText(/Category name/), 'Bowls');
    await app.user.clear(within(dialog).getByLabelText('Display order'));
    await app.user.type(within(dialog).getByLabelText('Display order'), '1');
    await app.user.clear(within(dialog).getByLabelText('Sides required'));
    await app.user.type(within(dialog).getByLabelText('Sides required'), '0');
    await app.user.click(within(dialog).getByRole('button', { name: 'Create Category' }));
    expect(await screen.findByText('Failed to create category. Please try again.')).toBeVisible();
  });
});

describe('ingredients and sides', () => {
  it("says 'No ingredients created yet' and shows the ingredient form's messages", async () => {
    serve({ 'GET /api/categories/c-1/ingredients': { body: [] } });
    const app = renderApp(`${base}/c-1/ingredients`);
    expect(await screen.findByText('No ingredients created yet')).toBeVisible();
    await app.user.click(screen.getByRole('button', { name: 'Add Ingredient' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Ingredient' });
    await app.user.clear(within(dialog).getByLabelText('Price ($)'));
    await app.user.type(within(dialog).getByLabelText('Price ($)'), '-2');
    await app.user.click(within(dialog).getByRole('button', { name: 'Add Ingredient' }));
    expect(await within(dialog).findByText('Ingredient name is required')).toBeVisible();
    expect(within(dialog).getByText('Please select ingredient type')).toBeVisible();
    expect(within(dialog).getByText('Price must be a valid number (0 or greater)')).toBeVisible();
  });

  it("says 'No sides created yet' and shows the side form's messages", async () => {
    serve({ 'GET /api/categories/c-1/sides': { body: [] } });
    const app = renderApp(`${base}/c-1/sides`);
    expect(await screen.findByText('No sides created yet')).toBeVisible();
    await app.user.click(screen.getByRole('button', { name: 'Add Side' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Side' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Add Side' }));
    expect(await within(dialog).findByText('Side name is required')).toBeVisible();
  });

  it('copies chosen ingredients from another category of the restaurant', async () => {
    const copies: unknown[] = [];
    serve({
      'GET /api/categories/c-1/ingredients': { body: [] },
      'GET /api/categories/c-2/ingredients': {
        body: [
          { id: 'i-1', name: 'Cheese', type: 'optional', price: '0.00' },
          { id: 'i-2', name: 'Bacon', type: 'possible', price: '1.50' },
        ],
      },
      'POST /api/categories/c-1/ingredients/copy': (req: FakeRequest) => {
        copies.push(req.body);
        return { status: 201, body: [] };
      },
    });
    const app = renderApp(`${base}/c-1/ingredients`);
    await app.user.click(await screen.findByRole('button', { name: 'Copy From' }));
    const dialog = await screen.findByRole('dialog');
    await app.user.selectOptions(within(dialog).getByLabelText('Copy from'), 'Lunch › Burritos');
    await app.user.click(await within(dialog).findByRole('checkbox', { name: /Bacon/ }));
    await app.user.click(within(dialog).getByRole('button', { name: 'Copy ingredients' }));
    expect(await screen.findByText('Ingredients copied')).toBeVisible();
    expect(copies).toEqual([{ fromCategoryId: 'c-2', ingredientIds: ['i-2'] }]);
  });

  it("reports a failed copy as 'Failed to copy {type}: {message}'", async () => {
    serve({
      'GET /api/categories/c-1/sides': { body: [] },
      'GET /api/categories/c-2/sides': { body: [{ id: 's-1', name: 'Rice', price: '0.00' }] },
      'POST /api/categories/c-1/sides/copy': {
        status: 409,
        body: { message: 'Rice already exists' },
      },
    });
    const app = renderApp(`${base}/c-1/sides`);
    await app.user.click(await screen.findByRole('button', { name: 'Copy From' }));
    const dialog = await screen.findByRole('dialog');
    await app.user.selectOptions(within(dialog).getByLabelText('Copy from'), 'Lunch › Burritos');
    await app.user.click(await within(dialog).findByRole('button', { name: 'Select all' }));
    await app.user.click(within(dialog).getByRole('button', { name: 'Copy sides' }));
    expect(await screen.findByText('Failed to copy sides: Rice already exists')).toBeVisible();
  });
});
