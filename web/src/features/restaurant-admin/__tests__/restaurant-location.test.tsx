import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aRestaurant } from '@/testing/management/fixtures';
import { createFakeSocket, fakeLive } from '@/testing/management/fake-socket';
import type { ManagedUser } from '@/types/management';
import { fakeServer, type FakeRequest } from '@/testing/fake-server';
import { renderApp } from '@/testing/render-app';
import { aUser, signIn } from '@/testing/users';

vi.mock('socket.io-client', () => ({ io: () => fakeLive.current.socket }));

/** The browser's answer to "where is this device?". */
function deviceAt(latitude: number, longitude: number) {
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: {
      getCurrentPosition: (ok: (p: { coords: { latitude: number; longitude: number } }) => void) =>
        ok({ coords: { latitude, longitude } }),
    },
  });
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'geolocation');
});

function serveEdit(saved: unknown[]) {
  signIn();
  fakeServer({
    'GET /api/auth/user': { body: aUser({ id: 'owner-1', role: 'restaurant_owner' }) },
    'GET /api/restaurants/r-1': { body: aRestaurant() },
    'PUT /api/restaurants/r-1': (req: FakeRequest) => {
      saved.push(req.body);
      return { body: aRestaurant() };
    },
  });
}

describe("a restaurant's location on the edit form", () => {
  it("shows it, takes this device's position and sends it", async () => {
    const saved: unknown[] = [];
    serveEdit(saved);
    deviceAt(42.36412345678, -71.05432198765);
    const app = renderApp('/restaurants/r-1/edit');
    const latitude = await screen.findByLabelText('Latitude');
    expect(latitude).toHaveValue('42.3637');
    expect(screen.getByLabelText('Longitude')).toHaveValue('-71.0541');

    await app.user.click(screen.getByRole('button', { name: "Use this device's location" }));
    await waitFor(() => expect(latitude).toHaveValue('42.364123'));
    expect(screen.getByLabelText('Longitude')).toHaveValue('-71.054322');
    await app.user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Restaurant updated')).toBeVisible();
    expect(saved[0]).toMatchObject({ latitude: 42.364123, longitude: -71.054322 });
  });

  it('sends no coordinates when emptied, and checks them', async () => {
    const saved: unknown[] = [];
    serveEdit(saved);
    const app = renderApp('/restaurants/r-1/edit');
    const latitude = await screen.findByLabelText('Latitude');
    await app.user.clear(latitude);
    await app.user.type(latitude, '95');
    await app.user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Latitude must be a number between -90 and 90')).toBeVisible();
    expect(saved).toEqual([]);

    await app.user.clear(latitude);
    await app.user.clear(screen.getByLabelText('Longitude'));
    await app.user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Restaurant updated')).toBeVisible();
    expect(saved[0]).toMatchObject({ latitude: null, longitude: null });
  });

  it('says why the device cannot tell its position', async () => {
    serveEdit([]);
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: {
        getCurrentPosition: (_ok: unknown, fail: (e: object) => void) =>
          fail({ code: 1, PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 }),
      },
    });
    const app = renderApp('/restaurants/r-1/edit');
    await screen.findByLabelText('Latitude');
    await app.user.click(screen.getByRole('button', { name: "Use this device's location" }));
    expect(
      await screen.findByText(
        'Location access denied. Please enable location permissions for this site.',
      ),
    ).toBeVisible();
  });
});

describe("a restaurant's location when an admin creates it", () => {
  it('is sent when given, and left to the address when not', async () => {
    fakeLive.current = createFakeSocket();
    const owner: ManagedUser = {
      id: 'owner-1',
      email: 'olive@example.com',
      firstName: 'Olive',
      lastName: 'Owner',
      role: 'restaurant_owner',
      phone: null,
      createdAt: '2026-01-01T00:00:00.000Z',
      emailVerified: true,
      phoneVerified: true,
      marketingOptIn: false,
      mustChangePassword: false,
    };
    const created: Record<string, unknown>[] = [];
    signIn();
    fakeServer({
      'GET /api/auth/user': { body: aUser({ id: 'admin-1', role: 'admin' }) },
      'GET /api/admin/stats': {
        body: { totalUsers: 1, activeRestaurants: 1, ordersToday: 0, revenueToday: 0 },
      },
      'GET /api/admin/users': { body: [owner] },
      'GET /api/restaurants': { body: [aRestaurant()] },
      'POST /api/restaurants': (req: FakeRequest) => {
        created.push(req.body as Record<string, unknown>);
        return { status: 201, body: aRestaurant({ id: `r-${created.length + 1}` }) };
      },
    });
    deviceAt(42.3523, -71.0553);
    const app = renderApp('/admin?tab=restaurants');
    const create = async (located: boolean) => {
      await app.user.click(await screen.findByRole('button', { name: 'Create Restaurant' }));
      const dialog = within(await screen.findByRole('dialog', { name: 'Create Restaurant' }));
      await app.user.type(dialog.getByLabelText(/^Name/), 'Diner');
      await app.user.type(dialog.getByLabelText(/^Address/), '700 Atlantic Ave, Boston, MA 02110');
      await app.user.selectOptions(dialog.getByLabelText(/Restaurant owner/), 'owner-1');
      if (located) {
        await app.user.click(dialog.getByRole('button', { name: "Use this device's location" }));
        await waitFor(() => expect(dialog.getByLabelText('Latitude')).toHaveValue('42.3523'));
      }
      await app.user.click(dialog.getByRole('button', { name: 'Create Restaurant' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    };
    await create(true);
    await create(false);
    expect(created.map((b) => [b.latitude, b.longitude])).toEqual([
      [42.3523, -71.0553],
      [null, null],
    ]);
  });
});
