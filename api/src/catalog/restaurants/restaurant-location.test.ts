import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRestaurantTestApi, type RestaurantTestApi } from './test-support';
import type { RestaurantView } from './views';

type Nearby = { restaurants: (RestaurantView & { distance: number })[] };

let api: RestaurantTestApi;
beforeAll(async () => {
  api = await createRestaurantTestApi();
});
afterAll(() => api?.close());

const nearby = (lat: number, lng: number, radiusKm = 1) =>
  api.call<Nearby>(
    'GET',
    `/api/restaurants/nearby?lat=${lat}&lng=${lng}&radius=${radiusKm}&unit=km`,
  );

const update = (id: string, body: Record<string, unknown>, token = api.admin.token) =>
  api.call<RestaurantView & { message?: string }>('PUT', `/api/restaurants/${id}`, {
    token,
    body,
  });

describe('a restaurant made in the app gets a location', () => {
  it('from its address when created without one, so nearby search finds it', async () => {
    // The default geocoder is the offline ZIP centre (geocoding.test.ts: no network used).
    const created = await api.createRestaurant({
      name: 'Hanover Street Cannoli',
      address: '300 Hanover St, Boston, MA 02113',
    });
    expect(created).toMatchObject({ latitude: 42.3657, longitude: -71.056 });

    const found = await nearby(42.3637, -71.0541);
    expect(found.status).toBe(200);
    expect(found.body.restaurants.map((r) => r.name)).toContain('Hanover Street Cannoli');
  });

  it('keeps the coordinates it is given', async () => {
    const created = await api.createRestaurant({
      address: '300 Hanover St, Boston, MA 02113',
      latitude: 42.3641,
      longitude: -71.0543,
    });
    expect(created).toMatchObject({ latitude: 42.3641, longitude: -71.0543 });
  });

  it('stays unplaced when the address has no known ZIP code', async () => {
    const created = await api.createRestaurant({ address: '1 Main Street, Springfield' });
    expect(created).toMatchObject({ latitude: null, longitude: null });
  });

  it('moves with its address, unless new coordinates come with it', async () => {
    const r = await api.createRestaurant({ address: '300 Hanover St, Boston, MA 02113' });
    // The edit form sends every field back, the unchanged coordinates too.
    const moved = await update(r.id, {
      address: '88 Charles St, Boston, MA 02114',
      latitude: r.latitude,
      longitude: r.longitude,
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ latitude: 42.3611, longitude: -71.0682 });

    const corrected = await update(r.id, {
      address: '1 Brattle St, Cambridge, MA 02138',
      latitude: 42.3736,
      longitude: -71.1197,
    });
    expect(corrected.body).toMatchObject({ latitude: 42.3736, longitude: -71.1197 });

    // Saving again with nothing changed leaves the correction alone.
    const same = await update(r.id, {
      name: 'Renamed',
      address: '1 Brattle St, Cambridge, MA 02138',
    });
    expect(same.body).toMatchObject({ latitude: 42.3736, longitude: -71.1197 });

    const owners = await update(r.id, { latitude: null, longitude: null }, api.owner.token);
    expect(owners.status).toBe(200);
    expect(owners.body).toMatchObject({ latitude: 42.377, longitude: -71.1256 });
  });

  it('refuses coordinates off the globe, and changes nothing', async () => {
    const r = await api.createRestaurant({ address: '300 Hanover St, Boston, MA 02113' });
    const res = await update(r.id, { latitude: 91, longitude: -71 });
    expect(res.status).toBe(400);
    expect(res.body.message).toBeTruthy();
    const after = await api.call<RestaurantView>('GET', `/api/restaurants/${r.id}`, {
      token: api.admin.token,
    });
    expect(after.body).toMatchObject({ latitude: 42.3657, longitude: -71.056 });
  });

  it("moves no one else's restaurant", async () => {
    const r = await api.createRestaurant({ address: '300 Hanover St, Boston, MA 02113' });
    const res = await update(r.id, { latitude: null, longitude: null }, api.otherOwner.token);
    expect(res.status).toBe(403);
    const customer = await update(r.id, { latitude: 42, longitude: -71 }, api.customer.token);
    expect(customer.status).toBe(403);
  });
});
