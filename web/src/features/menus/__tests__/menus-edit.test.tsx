import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aRestaurant } from '@/testing/management/fixtures';
import { fakeServer, type FakeRequest } from '@/testing/fake-server';
import { renderApp } from '@/testing/render-app';
import { aUser, signIn } from '@/testing/users';

const owner = aUser({ id: 'owner-1', role: 'restaurant_owner' });

function server(extra: Parameters<typeof fakeServer>[0] = {}) {
  signIn();
  fakeServer({
    'GET /api/auth/user': { body: owner },
    'GET /api/restaurants/r-1': { body: aRestaurant() },
    ...extra,
  });
}

describe('menu management', () => {
  it('says so when there are no menus, and goes back to the owner dashboard', async () => {
    server({ 'GET /api/restaurants/r-1/menus': { body: [] } });
    renderApp('/restaurants/r-1/menus/edit');
    expect(await screen.findByText('No menus created yet')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/owner-dashboard');
  });

  it('lists menus with their badge, cutoff and availability summary', async () => {
    const week = (closed: boolean) => ({ start: '06:00', end: '22:00', closed });
    server({
      'GET /api/restaurants/r-1/menus': {
        body: [
          {
            id: 'm-1',
            restaurantId: 'r-1',
            name: 'Lunch',
            description: '',
            availableHours: null,
            cutoffMinutes: 15,
            isActive: true,
          },
          {
            id: 'm-2',
            restaurantId: 'r-1',
            name: 'Brunch',
            description: '',
            availableHours: {
              monday: week(true),
              tuesday: week(true),
              wednesday: week(true),
              thursday: week(true),
              friday: week(true),
              saturday: week(false),
              sunday: week(false),
            },
            cutoffMinutes: 30,
            isActive: false,
          },
        ],
      },
    });
    renderApp('/restaurants/r-1/menus/edit');
    expect(await screen.findByText('Always available')).toBeVisible();
    expect(screen.getByText('2 days per week')).toBeVisible();
    expect(screen.getByText('Orders close 30 min before the menu ends')).toBeVisible();
    expect(screen.getByText('Inactive')).toBeVisible();
  });

  it("shows the menu form's messages and creates a menu", async () => {
    const created: unknown[] = [];
    server({
      'GET /api/restaurants/r-1/menus': { body: [] },
      'POST /api/restaurants/r-1/menus': (req: FakeRequest) => {
        created.push(req.body);
        return { status: 201, body: { id: 'm-9', ...(req.body as object) } };
      },
    });
    const app = renderApp('/restaurants/r-1/menus/edit');
    await app.user.click(await screen.findByRole('button', { name: 'Create Menu' }));
    const dialog = await screen.findByRole('dialog');
    const cutoff = within(dialog).getByLabelText(/Order cutoff/);
    await app.user.clear(cutoff);
    await app.user.type(cutoff, '121');
    await app.user.click(within(dialog).getByRole('button', { name: 'Create Menu' }));
    expect(await within(dialog).findByText('Menu name is required')).toBeVisible();
    expect(
      within(dialog).getByText('Cutoff must be a whole number of minutes from 0 to 120'),
    ).toBeVisible();

    await app.user.type(within(dialog).getByLabelText(/Menu name/), 'Dinner');
    await app.user.clear(cutoff);
    await app.user.type(cutoff, '20');
    await app.user.click(within(dialog).getByRole('button', { name: 'Create Menu' }));
    expect(await screen.findByText('Menu created')).toBeVisible();
    expect(created).toEqual([
      { name: 'Dinner', description: '', cutoffMinutes: 20, isActive: true, availableHours: null },
    ]);
  });

  it("shows the drink form's messages", async () => {
    server({
      'GET /api/restaurants/r-1/menus': {
        body: [
          {
            id: 'm-1',
            restaurantId: 'r-1',
            name: 'Lunch',
            description: '',
            availableHours: null,
            cutoffMinutes: 15,
            isActive: true,
          },
        ],
      },
      'GET /api/menus/m-1/drinks': { body: [] },
    });
    const app = renderApp('/restaurants/r-1/menus/edit');
    await app.user.click(await screen.findByRole('button', { name: 'Manage Drinks' }));
    await app.user.click(await screen.findByRole('button', { name: 'Add Drink' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Drink' });
    await app.user.type(within(dialog).getByLabelText('Price ($)'), '-1');
    await app.user.click(within(dialog).getByRole('button', { name: 'Add Drink' }));
    expect(await within(dialog).findByText('Drink name is required')).toBeVisible();
    expect(within(dialog).getByText('Price must be a valid number 0 or greater')).toBeVisible();
  });

  it("shows the server's reason when a drink cannot be deleted, and keeps asking", async () => {
    server({
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
