import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restaurantDecider, restaurantStream } from '@pickup/domain/catalog/restaurant';
import { ORDER_DIRECTORY_PROJECTION } from '@pickup/projections/directory/projection';
import { favoritesExportSource } from '../composition/read-models';
import { addRestaurant, createWorld, type World } from '../ordering/testing/world';

let w: World;
beforeAll(async () => {
  w = await createWorld();
});
afterAll(() => w.api.close());

const list = async (token = w.customer.token) =>
  (
    await w.api.call<{ id: string; name: string; cuisine: string }[]>('GET', '/api/favorites', {
      token,
    })
  ).body;

describe('favorites', () => {
  it('adds and removes idempotently, answering the same each time', async () => {
    const path = `/api/favorites/${w.restaurantId}`;
    const token = w.customer.token;
    const first = await w.api.call('POST', path, { token });
    const second = await w.api.call('POST', path, { token });
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.body).toEqual({ restaurantId: w.restaurantId, isFavorite: true });
    expect(await list()).toEqual([
      expect.objectContaining({ id: w.restaurantId, name: 'Burger Barn', cuisine: 'american' }),
    ]);
    expect(await list(w.otherCustomer.token)).toEqual([]);

    const removed = await w.api.call('DELETE', path, { token });
    const again = await w.api.call('DELETE', path, { token });
    expect([removed.status, again.status]).toEqual([200, 200]);
    expect(again.body).toEqual({ restaurantId: w.restaurantId, isFavorite: false });
    expect(await list()).toEqual([]);
  });

  it('answers 404 for an unknown restaurant', async () => {
    const res = await w.api.call<{ message: string }>('POST', '/api/favorites/nope', {
      token: w.customer.token,
    });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Restaurant not found');
  });

  it('lists newest first, drops deleted restaurants, and feeds the data export', async () => {
    const second = await addRestaurant(w, { name: 'Pasta Place' });
    const gone = await addRestaurant(w, { name: 'Closing Down' });
    for (const id of [w.restaurantId, second.restaurantId, gone.restaurantId]) {
      w.api.clock.advance(1000);
      await w.api.call('POST', `/api/favorites/${id}`, { token: w.otherCustomer.token });
    }
    await w.api.bus.execute({
      name: 'DeleteRestaurant',
      stream: restaurantStream(gone.restaurantId),
      decider: restaurantDecider,
      command: {
        type: 'DeleteRestaurant',
        actor: { id: w.admin.id, role: 'admin' },
        restaurantId: gone.restaurantId,
      },
      actor: null,
      readModels: [ORDER_DIRECTORY_PROJECTION],
    });
    const names = (await list(w.otherCustomer.token)).map((r) => r.name);
    expect(names).toEqual(['Pasta Place', 'Burger Barn']);
    const exported = await favoritesExportSource(w.api.pool).load(w.otherCustomer.id);
    expect(exported).toHaveLength(2);
  });
});
