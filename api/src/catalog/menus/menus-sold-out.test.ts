import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLERS, createMenuTestApi, type MenuTestApi } from './test-support';

let api: MenuTestApi;
beforeAll(async () => {
  api = await createMenuTestApi();
});
afterAll(() => api?.close());

const soldOutOf = async (restaurantId: string) =>
  (await api.tree(restaurantId)).flatMap((m) => m.soldOut);

describe('PUT/DELETE /api/sold-out/:kind/:id', () => {
  it('the owner marks an item sold out until the next opening, then turns it back on', async () => {
    const f = await api.fixture();
    const res = await api.call('PUT', `/api/sold-out/item/${f.itemId}`, {
      ...api.as('owner'),
      body: { until: 'next_opening', reason: 'Out of buns' },
    });
    expect(res.status).toBe(204);
    const [mark] = await soldOutOf(f.restaurantId);
    expect(mark).toMatchObject({ entry: { kind: 'item', id: f.itemId }, reason: 'Out of buns' });
    // The fixture restaurant has no hours: it "reopens" at its next local midnight.
    expect(Date.parse(mark?.until ?? '')).toBeGreaterThan(Date.now());

    const back = await api.call('DELETE', `/api/sold-out/item/${f.itemId}`, api.as('owner'));
    expect(back.status).toBe(204);
    expect(await soldOutOf(f.restaurantId)).toEqual([]);
  });

  it('an admin marks a side, a drink and an added ingredient until turned back on', async () => {
    const f = await api.fixture();
    for (const [kind, id] of [
      ['side', f.sideId],
      ['drink', f.drinkId],
      ['ingredient', f.extraIngredientId],
    ] as const) {
      const res = await api.call('PUT', `/api/sold-out/${kind}/${id}`, {
        ...api.as('admin'),
        body: { until: 'turned_back_on' },
      });
      expect(res.status).toBe(204);
    }
    expect((await soldOutOf(f.restaurantId)).map((m) => [m.entry.kind, m.until])).toEqual([
      ['side', null],
      ['drink', null],
      ['ingredient', null],
    ]);
  });

  it.each(CALLERS.filter((c) => c !== 'owner' && c !== 'admin'))(
    'refuses %s and writes nothing',
    async (caller) => {
      const f = await api.fixture();
      const res = await api.call('PUT', `/api/sold-out/item/${f.itemId}`, {
        ...api.as(caller),
        body: { until: 'next_opening' },
      });
      expect(res.status).toBe(caller === 'anonymous' ? 401 : 403);
      expect(await soldOutOf(f.restaurantId)).toEqual([]);
    },
  );

  it('refuses bad input with a clear 4xx and writes nothing', async () => {
    const f = await api.fixture();
    const badKind = await api.call<{ message: string }>('PUT', `/api/sold-out/pizza/${f.itemId}`, {
      ...api.as('owner'),
      body: { until: 'next_opening' },
    });
    expect(badKind.status).toBe(400);
    expect(badKind.body.message).toBe('Sold out applies to an item, ingredient, side or drink');
    const badUntil = await api.call<{ message: string }>('PUT', `/api/sold-out/item/${f.itemId}`, {
      ...api.as('owner'),
      body: { until: 'tomorrow' },
    });
    expect(badUntil.status).toBe(400);
    expect(badUntil.body.message).toBe('Sold out until the next opening or until turned back on');
    const missing = await api.call('PUT', '/api/sold-out/item/nope', {
      ...api.as('owner'),
      body: { until: 'next_opening' },
    });
    expect(missing.status).toBe(404);
    const notSoldOut = await api.call<{ message: string }>(
      'DELETE',
      `/api/sold-out/item/${f.itemId}`,
      api.as('owner'),
    );
    expect(notSoldOut.status).toBe(409);
    expect(notSoldOut.body.message).toBe('This is not sold out');
    expect(await soldOutOf(f.restaurantId)).toEqual([]);
  });
});
