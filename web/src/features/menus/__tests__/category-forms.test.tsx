import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aRestaurant } from '@/testing/management/fixtures';
import { fakeServer, type FakeRequest } from '@/testing/fake-server';
import { renderApp } from '@/testing/render-app';
import { aUser, signIn } from '@/testing/users';

const base = '/restaurants/r-1/menus/m-1/categories';
const rice = { id: 's-1', menuId: 'm-1', categoryId: 'c-1', name: 'Rice', price: '1.00' };

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

  it('keeps a refused category open with the toast alone (spec §8)', async () => {
    serve({
      'GET /api/menus/m-1/categories': { body: aRestaurant().menus.flatMap((m) => m.categories) },
      'PUT /api/categories/c-1': {
        status: 409,
        body: { message: 'Taken', errors: [{ pointer: '/name', detail: 'Name taken' }] },
      },
    });
    const app = renderApp(base);
    await app.user.click(await screen.findByRole('button', { name: 'Edit Tacos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Category' });
    expect(within(dialog).getByLabelText(/Category name/)).toHaveValue('Tacos');
    await app.user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to update category. Please try again.')).toBeVisible();
    expect(dialog).toBeVisible();
    expect(within(dialog).queryByText('Name taken')).not.toBeInTheDocument();
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

  it("edits a side from its values, keeping the dialog open at the server's message", async () => {
    const sent: unknown[] = [];
    serve({
      'GET /api/categories/c-1/sides': { body: [{ ...rice, isActive: true }] },
      'PUT /api/sides/s-1': (req: FakeRequest) => {
        sent.push(req.body);
        const { name } = req.body as { name: string };
        if (name === 'Beans') {
          const detail = 'Beans is already a side of this category';
          return { status: 409, body: { message: detail, errors: [{ pointer: '/name', detail }] } };
        }
        return { body: { ...rice, ...(req.body as object) } };
      },
    });
    const app = renderApp(`${base}/c-1/sides`);
    await app.user.click(await screen.findByRole('button', { name: 'Edit Rice' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Side' });
    const name = within(dialog).getByLabelText(/Side name/);
    expect(name).toHaveValue('Rice');
    expect(within(dialog).getByLabelText('Price ($)')).toHaveValue(1);

    await app.user.clear(name);
    await app.user.type(name, 'Beans');
    await app.user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(
      await within(dialog).findByText('Beans is already a side of this category'),
    ).toBeVisible();

    await app.user.clear(name);
    await app.user.type(name, 'Brown rice');
    await app.user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Side updated')).toBeVisible();
    expect(screen.queryByRole('dialog', { name: 'Edit Side' })).not.toBeInTheDocument();
    expect(sent).toEqual([
      { name: 'Beans', price: 1, isActive: true },
      { name: 'Brown rice', price: 1, isActive: true },
    ]);
  });

  it('asks before deleting, says what is lost, and deletes only on yes', async () => {
    const deleted: string[] = [];
    serve({
      'GET /api/categories/c-1/sides': { body: [{ ...rice, isActive: false }] },
      'DELETE /api/sides/s-1': (req: FakeRequest) => {
        deleted.push(req.path);
        return { status: 204 };
      },
    });
    const app = renderApp(`${base}/c-1/sides`);
    expect(await screen.findByText('Inactive')).toBeVisible();
    await app.user.click(screen.getByRole('button', { name: 'Delete Rice' }));
    let question = await screen.findByRole('alertdialog', { name: 'Are you sure?' });
    expect(
      within(question).getByText(
        'This will permanently delete the side Rice and remove it from every item.',
      ),
    ).toBeVisible();
    await app.user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(deleted).toEqual([]);

    await app.user.click(screen.getByRole('button', { name: 'Delete Rice' }));
    question = await screen.findByRole('alertdialog', { name: 'Are you sure?' });
    await app.user.click(within(question).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Side deleted')).toBeVisible();
    expect(deleted).toEqual(['/api/sides/s-1']);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
