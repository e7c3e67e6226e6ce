import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRestaurantTestApi, type RestaurantTestApi } from './test-support';
import type { RestaurantView } from './views';

type Nearby = {
  success: boolean;
  restaurants: (RestaurantView & { distance: number; distanceUnit: string })[];
};

/**
 * From Boston City Hall (42.3603, -71.0580). Expected great-circle distances in km, worked
 * out separately (haversine, mean Earth radius 6371.0088 km); published city-to-city figures
 * agree to within a kilometre (Boston–New York about 306 km).
 */
const HERE = { lat: 42.3603, lng: -71.058 };
const PLACES = [
  { name: 'Harvard Square', lat: 42.3736, lng: -71.1189, km: 5.217 },
  { name: 'Quincy Center', lat: 42.2529, lng: -71.0023, km: 12.791 },
  { name: 'Worcester', lat: 42.2626, lng: -71.8023, km: 62.159 },
  { name: 'New York', lat: 40.7128, lng: -74.006, km: 306.182 },
];
const KM_PER_MILE = 1.609344;

let api: RestaurantTestApi;
beforeAll(async () => {
  api = await createRestaurantTestApi();
  for (const p of PLACES) {
    await api.createRestaurant({ name: p.name, latitude: p.lat, longitude: p.lng });
  }
  await api.createRestaurant({
    name: 'Closed Downtown',
    latitude: 42.361,
    longitude: -71.057,
    isActive: false,
  });
  await api.createRestaurant({ name: 'Nowhere' });
  await api.createRestaurant({ name: 'Fiji East', latitude: -17, longitude: 179.95 });
});
afterAll(() => api?.close());

const search = (q: string) => api.call<Nearby>('GET', `/api/restaurants/nearby?${q}`);
const at = `lat=${HERE.lat}&lng=${HERE.lng}`;

describe('GET /api/restaurants/nearby', () => {
  it('finds active restaurants within the radius in km, closest first, with distances', async () => {
    const res = await search(`${at}&radius=100&unit=km`);
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    const found = res.body.restaurants;
    expect(found.map((r) => r.name)).toEqual(['Harvard Square', 'Quincy Center', 'Worcester']);
    for (const r of found) {
      const expected = PLACES.find((p) => p.name === r.name)?.km ?? NaN;
      expect(r.distance).toBeCloseTo(expected, 1);
      expect(r.distanceUnit).toBe('km');
    }
  });

  it('measures in miles when asked, the default unit', async () => {
    const res = await search(`${at}&radius=250`);
    const found = res.body.restaurants;
    expect(found.map((r) => r.name)).toEqual([
      'Harvard Square',
      'Quincy Center',
      'Worcester',
      'New York',
    ]);
    expect(found[3]?.distance).toBeCloseTo(306.182 / KM_PER_MILE, 1);
    expect(found.every((r) => r.distanceUnit === 'miles')).toBe(true);
  });

  it('honours the radius at its edge and the limit', async () => {
    const inside = await search(`${at}&radius=12.8&unit=km`);
    expect(inside.body.restaurants.map((r) => r.name)).toEqual(['Harvard Square', 'Quincy Center']);
    const outside = await search(`${at}&radius=12.78&unit=km`);
    expect(outside.body.restaurants.map((r) => r.name)).toEqual(['Harvard Square']);
    const limited = await search(`${at}&radius=500&unit=km&limit=2`);
    expect(limited.body.restaurants).toHaveLength(2);
  });

  it('uses radius 15 miles and limit 15 by default', async () => {
    const res = await search(at);
    expect(res.body.restaurants.map((r) => r.name)).toEqual(['Harvard Square', 'Quincy Center']);
  });

  it('finds places across the antimeridian', async () => {
    const res = await search('lat=-17&lng=-179.95&radius=50&unit=km');
    expect(res.body.restaurants.map((r) => r.name)).toEqual(['Fiji East']);
    expect(res.body.restaurants[0]?.distance).toBeCloseTo(10.63, 1);
  });

  it.each([
    ['lng=-71', 'Latitude is required'],
    ['lat=abc&lng=-71', 'Latitude must be a number between -90 and 90'],
    ['lat=91&lng=-71', 'Latitude must be a number between -90 and 90'],
    ['lat=42', 'Longitude is required'],
    ['lat=42&lng=181', 'Longitude must be a number between -180 and 180'],
    ['lat=42&lng=-71&radius=0', 'Radius must be a number greater than 0 and at most 500'],
    ['lat=42&lng=-71&radius=-5', 'Radius must be a number greater than 0 and at most 500'],
    ['lat=42&lng=-71&radius=far', 'Radius must be a number greater than 0 and at most 500'],
    ['lat=42&lng=-71&unit=yards', 'Unit must be km or miles'],
    ['lat=42&lng=-71&limit=0', 'Limit must be a whole number from 1 to 100'],
  ])('answers 400 for %s', async (query, message) => {
    const res = await api.call<{ message: string; errors: { detail: string }[] }>(
      'GET',
      `/api/restaurants/nearby?${query}`,
    );
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e) => e.detail)).toContain(message);
  });
});
