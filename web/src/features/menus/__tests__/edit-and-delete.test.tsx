import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aRestaurant } from '@/testing/management/fixtures';
import { fakeServer, type FakeRequest } from '@/testing/fake-server';
import { renderApp } from '@/testing/render-app';
import { aUser, signIn } from '@/testing/users';

const categories = '/restaurants/r-1/menus/m-1/categories';
const rice = { id: 's-1', menuId: 'm-1', categoryId: 'c-1', name: 'Rice', price: '1.00' };
const tacos = {
  id: 'c-1',
  menuId: 'm-1',
  name: 'Tacos',
  description: '',
  displayOrder: 1,
  includesDrink: false,
  sidesRequired: 0,
  isActive: true,
};

function serve(extra: Parameters<typeof fakeServer>[0]) {
  signIn();
  fakeServer({
    'GET /api/auth/user': { body: aUser({ id: 'owner-1', role: 'restaurant_owner' }) },
    'GET /api/restaurants/r-1': { body: aRestaurant() },
    ...extra,
  });
}

describe('editing and deleting in the catalog', () => {
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
    const app = renderApp(`${categories}/c-1/sides`);
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

  it('keeps a refused category open with the toast alone (spec §8)', async () => {
    serve({
      'GET /api/menus/m-1/categories': { body: [tacos] },
      'PUT /api/categories/c-1': {
        status: 409,
        body: { message: 'Taken', errors: [{ pointer: '/name', detail: 'Name taken' }] },
      },
    });
    const app = renderApp(categories);
    await app.user.click(await screen.findByRole('button', { name: 'Edit Tacos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Category' });
    expect(within(dialog).getByLabelText(/Category name/)).toHaveValue('Tacos');
    await app.user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to update category. Please try again.')).toBeVisible();
    expect(dialog).toBeVisible();
    expect(within(dialog).queryByText('Name taken')).not.toBeInTheDocument();
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
    const app = renderApp(`${categories}/c-1/sides`);
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

  it("shows the server's reason when a drink cannot be deleted, and keeps asking", async () => {
    serve({
      'GET /api/restaurants/r-1/menus': { body: aRestaurant().menus },
      'GET /api/menus/m-1/drinks': {
        body: [{ id: 'd-1', menuId: 'm-1', name: 'Cola', price: '2.50', isActive: true }],
      },
      'DELETE /api/drinks/d-1': { status: 409, body: { message: 'Cola is in an open order' } },
    });
    const app = renderApp('/restaurants/r-1/menus/edit');
    await app.user.click(await screen.findByRole('button', { name: 'Manage Drinks' }));
    await app.user.click(await screen.findByRole('button', { name: 'Delete Cola' }));
    const question = await screen.findByRole('alertdialog', { name: 'Are you sure?' });
    expect(
      within(question).getByText('This will permanently delete the drink Cola.'),
    ).toBeVisible();
    await app.user.click(within(question).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Cola is in an open order')).toBeVisible();
    expect(question).toBeVisible();
  });
});
