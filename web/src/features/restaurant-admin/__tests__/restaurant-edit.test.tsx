import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aRestaurant } from '@/testing/management/fixtures';
import { weekOf } from '@/components/management/hours-editor';
import { fakeServer, type FakeRequest } from '@/testing/fake-server';
import { renderApp } from '@/testing/render-app';
import { aUser, signIn } from '@/testing/users';

const owner = aUser({ id: 'owner-1', role: 'restaurant_owner' });
const admin = aUser({ id: 'admin-1', role: 'admin' });

describe('restaurant edit', () => {
  function serveOwner(saved: unknown[], restaurant = aRestaurant()) {
    signIn();
    fakeServer({
      'GET /api/auth/user': { body: owner },
      'GET /api/restaurants/r-1': { body: restaurant },
      'PUT /api/restaurants/r-1': (req: FakeRequest) => {
        saved.push(req.body);
        return { body: aRestaurant() };
      },
    });
  }

  it("shows the form's messages", async () => {
    const saved: unknown[] = [];
    serveOwner(saved, aRestaurant({ hours: weekOf('09:00', '22:00') }));
    const app = renderApp('/restaurants/r-1/edit');
    const tax = await screen.findByLabelText(/Tax rate/);
    await app.user.clear(tax);
    await app.user.type(tax, '1.5');
    await app.user.type(screen.getByLabelText(/Notification email/), 'x');
    await app.user.clear(screen.getByLabelText('Monday opens'));
    await app.user.clear(screen.getByLabelText('Tuesday closes'));
    await app.user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(
      await screen.findByText('Tax rate must be a valid number between 0 and 1'),
    ).toBeVisible();
    expect(screen.getByText('Invalid email format')).toBeVisible();
    expect(screen.getByText('Start time required')).toBeVisible();
    expect(screen.getByText('End time required')).toBeVisible();
    expect(saved).toEqual([]);
  });

  it("sends an owner's changes without rating or owner, then shows the restaurant", async () => {
    const saved: unknown[] = [];
    serveOwner(saved);
    const app = renderApp('/restaurants/r-1/edit');
    const tax = await screen.findByLabelText(/Tax rate/);
    expect(screen.queryByLabelText(/Rating/)).toBeNull();
    expect(screen.queryByLabelText(/^Owner/)).toBeNull();
    await app.user.clear(tax);
    await app.user.type(tax, '0.08');
    await app.user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Restaurant updated')).toBeVisible();
    expect(app.location()).toBe('/restaurants/r-1');
    // Only what the owner changed: never the rating or owner, nor an untouched field.
    expect(saved).toEqual([{ taxRate: '0.0800' }]);
  });

  it('lets an admin set the rating and pick any restaurant owner', async () => {
    signIn();
    fakeServer({
      'GET /api/auth/user': { body: admin },
      'GET /api/restaurants/r-1': { body: aRestaurant() },
      'GET /api/admin/users': {
        body: [
          {
            id: 'owner-1',
            email: 'olive@example.com',
            firstName: 'Olive',
            lastName: 'Owner',
            role: 'restaurant_owner',
            phone: null,
            createdAt: '',
            emailVerified: true,
          },
          {
            id: 'owner-2',
            email: 'otto@example.com',
            firstName: 'Otto',
            lastName: 'Other',
            role: 'restaurant_owner',
            phone: null,
            createdAt: '',
            emailVerified: true,
          },
          {
            id: 'cust-1',
            email: 'cora@example.com',
            firstName: 'Cora',
            lastName: 'C',
            role: 'customer',
            phone: null,
            createdAt: '',
            emailVerified: true,
          },
        ],
      },
    });
    const app = renderApp('/restaurants/r-1/edit');
    const rating = await screen.findByLabelText(/Rating/);
    const ownerSelect = screen.getByLabelText(/^Owner/);
    expect(
      await within(ownerSelect).findByRole('option', { name: 'Otto Other (otto@example.com)' }),
    ).toBeInTheDocument();
    expect(within(ownerSelect).queryByRole('option', { name: /Cora/ })).toBeNull();
    await app.user.clear(rating);
    await app.user.type(rating, '6');
    await app.user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Rating must be a valid number between 0 and 5')).toBeVisible();
  });

  it('rejects an image over 5 MB before uploading it', async () => {
    let uploads = 0;
    signIn();
    fakeServer({
      'GET /api/auth/user': { body: owner },
      'GET /api/restaurants/r-1': { body: aRestaurant() },
      'POST /api/objects/upload': () => {
        uploads += 1;
        return { body: { uploadURL: '/objects/uploads/x?sig=1' } };
      },
    });
    const app = renderApp('/restaurants/r-1/edit');
    const input = await screen.findByLabelText('Restaurant image file');
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await app.user.upload(input, big);
    expect(await screen.findByText('File too large')).toBeVisible();
    expect(screen.getByText('File size must be less than 5 MB')).toBeVisible();
    expect(uploads).toBe(0);
  });

  it("says 'Failed to load restaurant details' with a way back", async () => {
    signIn();
    fakeServer({ 'GET /api/auth/user': { body: owner } });
    const app = renderApp('/restaurants/r-404/edit');
    expect(await screen.findByText('Failed to load restaurant details')).toBeVisible();
    await app.user.click(screen.getByRole('button', { name: 'Back' }));
    expect(app.location()).toBe('/owner-dashboard');
  });
});
