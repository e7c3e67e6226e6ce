import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createRestaurantTestApi,
  TIMEZONE,
  weekHours,
  type RestaurantTestApi,
} from './test-support';
import type { RestaurantView } from './views';

interface Problem {
  message: string;
  errors?: { pointer: string; detail: string }[];
}

let api: RestaurantTestApi;
beforeAll(async () => {
  api = await createRestaurantTestApi();
});
afterAll(() => api?.close());

const details = (res: { body: unknown }) =>
  ((res.body as Problem).errors ?? []).map((e) => e.detail);

describe('POST /api/restaurants', () => {
  const body = () => ({
    name: 'Sora Sushi',
    address: '1 Sea St',
    taxRate: '0.07',
    ownerId: api.owner.id,
  });

  it('lets an admin create one, with the spec defaults filled in', async () => {
    const res = await api.call<RestaurantView>('POST', '/api/restaurants', {
      token: api.admin.token,
      body: { ...body(), estimatedPickupTime: 'soon' },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'Sora Sushi',
      cuisine: 'american',
      taxRate: '0.0700',
      estimatedPickupTime: 15,
      rating: 4,
      isActive: true,
      timezone: TIMEZONE,
      ownerId: api.owner.id,
      notificationPreference: 'sms',
      hours: null,
      latitude: null,
    });
    const read = await api.call<RestaurantView>('GET', `/api/restaurants/${res.body.id}`);
    expect(read.body.name).toBe('Sora Sushi');
  });

  it.each([
    ['anonymous', () => undefined, 401],
    ['a customer', () => api.customer.token, 403],
    ['an owner', () => api.owner.token, 403],
  ])('refuses %s', async (_who, token, status) => {
    const before = await api.call<unknown[]>('GET', '/api/restaurants', { token: api.admin.token });
    const res = await api.call('POST', '/api/restaurants', { token: token(), body: body() });
    expect(res.status).toBe(status);
    const after = await api.call<unknown[]>('GET', '/api/restaurants', { token: api.admin.token });
    expect(after.body).toHaveLength(before.body.length);
  });

  it.each([
    [{ taxRate: undefined }, 'Tax rate is required'],
    [{ taxRate: '1.5' }, 'Tax rate must be a valid number between 0 and 1'],
    [{ taxRate: 'abc' }, 'Tax rate must be a valid number between 0 and 1'],
    [{ ownerId: undefined }, 'Restaurant owner is required'],
    [{ name: ' ' }, 'Restaurant name is required'],
    [{ address: '' }, 'Address is required'],
    [{ notificationEmail: 'nope' }, 'Invalid email format'],
    [{ notificationPreference: 'pigeon' }, 'Notification preference must be sms or call'],
    [
      { cuisine: 'martian' },
      'Cuisine must be one of american, italian, asian, mexican, indian, other',
    ],
    [{ latitude: 91 }, 'Latitude must be a number between -90 and 90'],
    [{ longitude: -181 }, 'Longitude must be a number between -180 and 180'],
    [{ timezone: 'Mars/Base' }, 'Time zone must be an IANA name such as America/New_York'],
  ])('answers 400 for %j with the spec message', async (change, message) => {
    const res = await api.call('POST', '/api/restaurants', {
      token: api.admin.token,
      body: { ...body(), ...change },
    });
    expect(res.status).toBe(400);
    expect(details(res)).toContain(message);
  });

  it('names the missing start and end of a day', async () => {
    const hours = Object.fromEntries(
      ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [
        d,
        { start: '09:00', end: '17:00', closed: false },
      ]),
    );
    const res = await api.call('POST', '/api/restaurants', {
      token: api.admin.token,
      body: {
        ...body(),
        hours: {
          ...hours,
          monday: { start: '', end: '17:00' },
          friday: { start: '9:00', end: '' },
        },
      },
    });
    expect(res.status).toBe(400);
    expect(details(res)).toEqual(['Start time required', 'End time required']);
  });

  it('accepts only a user with role restaurant_owner as the owner (DECISIONS 6)', async () => {
    for (const ownerId of [api.customer.id, api.admin.id, 'no-such-user']) {
      const res = await api.call<Problem>('POST', '/api/restaurants', {
        token: api.admin.token,
        body: { ...body(), ownerId },
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Restaurant owner must be a user with role restaurant_owner');
    }
  });
});

describe('PUT /api/restaurants/:id', () => {
  it("applies the owner's changes but ignores their rating and ownerId", async () => {
    const r = await api.createRestaurant();
    const res = await api.call<RestaurantView>('PUT', `/api/restaurants/${r.id}`, {
      token: api.owner.token,
      body: { name: 'Renamed', rating: 5, ownerId: api.otherOwner.id, taxRate: 0.08 },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: 'Renamed',
      rating: 4,
      ownerId: api.owner.id,
      taxRate: '0.0800',
    });
  });

  it.each([
    ['open around the clock (no hours)', null],
    [
      'a closed day, a 24-hour day and a night past midnight',
      {
        ...weekHours('09:00', '22:00'),
        monday: { start: '09:00', end: '17:00', closed: true },
        tuesday: { start: '00:00', end: '00:00', closed: false },
        friday: { start: '18:00', end: '02:00', closed: false },
      },
    ],
  ])(
    'keeps hours %s through a save of another field, and stores them as sent',
    async (_, hours) => {
      const r = await api.createRestaurant({ hours });
      expect(r.hours).toEqual(hours);
      const res = await api.call<RestaurantView>('PUT', `/api/restaurants/${r.id}`, {
        token: api.owner.token,
        body: { description: 'Only this changed' },
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ description: 'Only this changed', hours });
      const back = await api.call<RestaurantView>('PUT', `/api/restaurants/${r.id}`, {
        token: api.owner.token,
        body: { hours },
      });
      expect(back.body.hours).toEqual(hours);
    },
  );

  it('lets an admin change the rating and hand the restaurant to another owner', async () => {
    const r = await api.createRestaurant();
    const res = await api.call<RestaurantView>('PUT', `/api/restaurants/${r.id}`, {
      token: api.admin.token,
      body: { rating: '4.5', ownerId: api.otherOwner.id },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ rating: 4.5, ownerId: api.otherOwner.id });
    const bad = await api.call<Problem>('PUT', `/api/restaurants/${r.id}`, {
      token: api.admin.token,
      body: { ownerId: api.customer.id },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Restaurant owner must be a user with role restaurant_owner');
  });

  it.each([
    [{ rating: 6 }, 'Rating must be a valid number between 0 and 5'],
    [{ taxRate: -0.1 }, 'Tax rate must be a valid number between 0 and 1'],
    [{ notificationEmail: 'a@' }, 'Invalid email format'],
  ])('answers 400 for %j', async (change, message) => {
    const r = await api.createRestaurant();
    const res = await api.call('PUT', `/api/restaurants/${r.id}`, {
      token: api.admin.token,
      body: change,
    });
    expect(res.status).toBe(400);
    expect(details(res)).toContain(message);
  });

  it.each([
    ['anonymous', () => undefined, 401],
    ['a customer', () => api.customer.token, 403],
    ['the owner of another restaurant', () => api.otherOwner.token, 403],
  ])('refuses %s and changes nothing', async (_who, token, status) => {
    const r = await api.createRestaurant({ name: 'Untouched' });
    const res = await api.call('PUT', `/api/restaurants/${r.id}`, {
      token: token(),
      body: { name: 'Hijacked' },
    });
    expect(res.status).toBe(status);
    const read = await api.call<RestaurantView>('GET', `/api/restaurants/${r.id}`);
    expect(read.body.name).toBe('Untouched');
  });

  it('answers 404 for an unknown restaurant', async () => {
    const res = await api.call<Problem>('PUT', '/api/restaurants/nope', {
      token: api.admin.token,
      body: { name: 'X' },
    });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Restaurant not found');
  });
});

describe('PUT /api/restaurants/:id/image', () => {
  it('stores the upload address without its signing query string', async () => {
    const r = await api.createRestaurant();
    const url = '/objects/uploads/4f7c2a56-1b7e-4c1b-9d27-0f3a5e6b7c8d';
    for (const token of [api.owner.token, api.admin.token]) {
      const res = await api.call<RestaurantView>('PUT', `/api/restaurants/${r.id}/image`, {
        token,
        body: { imageUrl: `${url}?expires=1&sig=abc` },
      });
      expect(res.status).toBe(200);
      expect(res.body.imageUrl).toBe(url);
    }
  });

  it.each([
    ['anonymous', () => undefined, 401],
    ['a customer', () => api.customer.token, 403],
    ['the owner of another restaurant', () => api.otherOwner.token, 403],
  ])('refuses %s', async (_who, token, status) => {
    const r = await api.createRestaurant();
    const res = await api.call('PUT', `/api/restaurants/${r.id}/image`, {
      token: token(),
      body: { imageUrl: '/objects/uploads/x' },
    });
    expect(res.status).toBe(status);
    const read = await api.call<RestaurantView>('GET', `/api/restaurants/${r.id}`);
    expect(read.body.imageUrl).toBeNull();
  });

  it('requires an image address', async () => {
    const r = await api.createRestaurant();
    const res = await api.call('PUT', `/api/restaurants/${r.id}/image`, {
      token: api.owner.token,
      body: {},
    });
    expect(res.status).toBe(400);
    expect(details(res)).toEqual(['Image URL is required']);
  });
});
