import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pausedMessage } from '@pickup/domain/catalog/service-controls';
import { createRestaurantTestApi, type RestaurantTestApi } from './test-support';
import type { RestaurantView } from './views';

type Answer = RestaurantView & { message?: string };

let api: RestaurantTestApi;
beforeAll(async () => {
  api = await createRestaurantTestApi();
});
afterAll(() => api?.close());

const call = (method: 'PUT' | 'DELETE', path: string, token?: string, body?: unknown) =>
  api.call<Answer>(method, path, { token, body });

const read = async (id: string) =>
  (await api.call<RestaurantView>('GET', `/api/restaurants/${id}`)).body.ordering;

describe('pause and resume online ordering', () => {
  it('the owner pauses until closing; everyone reading the restaurant sees the message', async () => {
    // No hours: always open, so "until closing" is the end of its local day.
    const r = await api.createRestaurant();
    const res = await call('PUT', `/api/restaurants/${r.id}/pause`, api.owner.token, {
      minutes: 'closing',
      reason: 'Kitchen swamped',
    });
    expect(res.status).toBe(200);
    const ordering = await read(r.id);
    expect(ordering.paused).toBe(true);
    expect(ordering.message).toBe(pausedMessage(ordering.pausedUntil ?? '', r.timezone));
    expect(ordering.message).toMatch(/^Not taking orders right now, back at \d{1,2}:\d\d [AP]M$/);

    const resumed = await call('DELETE', `/api/restaurants/${r.id}/pause`, api.owner.token);
    expect(resumed.status).toBe(200);
    expect(await read(r.id)).toMatchObject({ paused: false, pausedUntil: null, message: null });
  });

  it('an admin pauses for 15 minutes', async () => {
    const r = await api.createRestaurant();
    const res = await call('PUT', `/api/restaurants/${r.id}/pause`, api.admin.token, {
      minutes: 15,
    });
    expect(res.status).toBe(200);
    expect(res.body.ordering.paused).toBe(true);
  });

  it('refuses the anonymous, customers and other owners, and writes nothing', async () => {
    const r = await api.createRestaurant();
    const path = `/api/restaurants/${r.id}/pause`;
    const body = { minutes: 30 };
    expect((await call('PUT', path, undefined, body)).status).toBe(401);
    expect((await call('PUT', path, api.customer.token, body)).status).toBe(403);
    expect((await call('PUT', path, api.otherOwner.token, body)).status).toBe(403);
    expect((await call('DELETE', path, api.otherOwner.token)).status).toBe(403);
    expect((await read(r.id)).paused).toBe(false);
  });

  it('refuses bad input with a clear 400 and resuming when not paused with 409', async () => {
    const r = await api.createRestaurant();
    const path = `/api/restaurants/${r.id}/pause`;
    const bad = await call('PUT', path, api.owner.token, { minutes: 45 });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Pause for 15, 30 or 60 minutes, or until closing');
    expect((await read(r.id)).paused).toBe(false);
    const resume = await call('DELETE', path, api.owner.token);
    expect(resume.status).toBe(409);
    expect(resume.body.message).toBe('Online ordering is not paused');
    expect(
      (await call('PUT', '/api/restaurants/nope/pause', api.admin.token, { minutes: 15 })).status,
    ).toBe(404);
  });
});

describe('rush mode', () => {
  it('the owner sets it and ends it', async () => {
    const r = await api.createRestaurant();
    const path = `/api/restaurants/${r.id}/rush`;
    const set = await call('PUT', path, api.owner.token, { extraMinutes: 10, forMinutes: 60 });
    expect(set.status).toBe(200);
    expect((await read(r.id)).rushMinutes).toBe(10);
    expect((await call('DELETE', path, api.owner.token)).status).toBe(200);
    expect((await read(r.id)).rushMinutes).toBe(0);
    const again = await call('DELETE', path, api.admin.token);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Rush mode is not on');
  });

  it('refuses the wrong people and bad input, writing nothing', async () => {
    const r = await api.createRestaurant();
    const path = `/api/restaurants/${r.id}/rush`;
    const body = { extraMinutes: 10, forMinutes: 60 };
    expect((await call('PUT', path, undefined, body)).status).toBe(401);
    expect((await call('PUT', path, api.customer.token, body)).status).toBe(403);
    expect((await call('PUT', path, api.otherOwner.token, body)).status).toBe(403);
    const bad = await call('PUT', path, api.owner.token, { extraMinutes: 0, forMinutes: 60 });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Extra minutes must be a whole number from 1 to 120');
    expect((await read(r.id)).rushMinutes).toBe(0);
  });
});

describe('the reminder setting (issue 31)', () => {
  it('defaults to 10 minutes, and the owner changes it; bad values get a clear 400', async () => {
    const r = await api.createRestaurant();
    const path = `/api/restaurants/${r.id}`;
    const read = async () =>
      (await api.call<RestaurantView>('GET', path, { token: api.owner.token })).body;
    expect((await read()).remindAfterMinutes).toBe(10);
    expect((await call('PUT', path, api.owner.token, { remindAfterMinutes: 5 })).status).toBe(200);
    expect((await read()).remindAfterMinutes).toBe(5);
    const bad = await call('PUT', path, api.owner.token, { remindAfterMinutes: 0 });
    expect([bad.status, bad.body.message]).toEqual([
      400,
      'Reminder minutes must be a whole number from 1 to 120',
    ]);
    expect((await read()).remindAfterMinutes).toBe(5);
  });
});

describe('the largest order without a call (issue 40)', () => {
  it('is $500 until the owner changes it; a bad value gets a clear 400', async () => {
    const r = await api.createRestaurant();
    const path = `/api/restaurants/${r.id}`;
    const read = async () =>
      (await api.call<RestaurantView>('GET', path, { token: api.owner.token })).body;
    expect((await read()).largestOrderCents).toBe(50_000);
    const raise = await call('PUT', path, api.owner.token, { largestOrderCents: 120_000 });
    expect(raise.status).toBe(200);
    expect((await read()).largestOrderCents).toBe(120_000);
    const bad = await call('PUT', path, api.owner.token, { largestOrderCents: 500 });
    expect([bad.status, bad.body.message]).toEqual([
      400,
      'Largest order without a call must be whole dollars from $10 to $100,000',
    ]);
    expect((await read()).largestOrderCents).toBe(120_000);
  });
});

describe('the no-show setting', () => {
  it('defaults to 30 minutes, and the owner changes it; bad values get a clear 400', async () => {
    const r = await api.createRestaurant();
    const path = `/api/restaurants/${r.id}`;
    const read = async () =>
      (await api.call<RestaurantView>('GET', path, { token: api.owner.token })).body;
    expect((await read()).noShowAfterMinutes).toBe(30);
    const set = await call('PUT', path, api.owner.token, { noShowAfterMinutes: 20 });
    expect(set.status).toBe(200);
    expect((await read()).noShowAfterMinutes).toBe(20);
    const bad = await call('PUT', path, api.owner.token, { noShowAfterMinutes: 1 });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('No-show minutes must be a whole number from 5 to 240');
    expect((await call('PUT', path, api.otherOwner.token, { noShowAfterMinutes: 9 })).status).toBe(
      403,
    );
    expect((await read()).noShowAfterMinutes).toBe(20);
  });
});
