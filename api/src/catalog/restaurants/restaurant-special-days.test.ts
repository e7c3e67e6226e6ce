import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restaurantDecider, restaurantStream } from '@pickup/domain/catalog/restaurant';
import { SPECIAL_DAYS_PROJECTION } from '@pickup/projections/special-days/projection';
import { createRestaurantTestApi, weekHours, type RestaurantTestApi } from './test-support';
import type { RestaurantView } from './views';

// The test clock stands at 2030-01-15T12:00Z: Tuesday 07:00 in New York, open 06:00-22:00.
let api: RestaurantTestApi;
beforeAll(async () => {
  api = await createRestaurantTestApi();
});
afterAll(() => api.close());

async function setSpecialDay(restaurantId: string, from: string, to: string, note: string) {
  await api.bus.execute({
    name: 'SetSpecialDay',
    stream: restaurantStream(restaurantId),
    decider: restaurantDecider,
    command: {
      type: 'SetSpecialDay',
      actor: { id: api.owner.id, role: 'restaurant_owner' },
      restaurantId,
      specialDay: { id: `sd-${from}`, from, to, hours: null, note },
      today: '2030-01-15',
    },
    actor: { userId: api.owner.id, role: 'restaurant_owner', mustChangePassword: false },
    readModels: [SPECIAL_DAYS_PROJECTION],
  });
}

describe('restaurant reads with special days (issue 32)', () => {
  it('a closure today closes the badge, and the page and list carry the note', async () => {
    const closedToday = await api.createRestaurant({ hours: weekHours('06:00', '22:00') });
    const usual = await api.createRestaurant({ hours: weekHours('06:00', '22:00') });
    await setSpecialDay(closedToday.id, '2030-01-15', '2030-01-15', 'Closed for a staff party');

    const page = await api.call<RestaurantView>('GET', `/api/restaurants/${closedToday.id}`);
    expect(page.body.openStatus).toEqual({
      open: false,
      opensAt: { day: 'wednesday', time: '06:00', daysAhead: 1 },
    });
    expect(page.body.specialDays).toEqual([
      {
        id: 'sd-2030-01-15',
        from: '2030-01-15',
        to: '2030-01-15',
        hours: null,
        note: 'Closed for a staff party',
      },
    ]);

    const list = await api.call<RestaurantView[]>('GET', '/api/restaurants');
    const listed = (id: string) => list.body.find((r) => r.id === id);
    expect(listed(closedToday.id)?.openStatus.open).toBe(false);
    expect(listed(closedToday.id)?.specialDays?.[0]?.note).toBe('Closed for a staff party');
    expect(listed(usual.id)?.openStatus).toEqual({ open: true, closesAt: '22:00' });
    expect(listed(usual.id)?.specialDays).toBeUndefined();
  });

  it('tells customers of a closure two weeks ahead at most', async () => {
    const r = await api.createRestaurant({ hours: weekHours('06:00', '22:00') });
    await setSpecialDay(r.id, '2030-01-20', '2030-01-21', 'Closed for a holiday');
    await setSpecialDay(r.id, '2030-02-20', '2030-02-20', 'Closed for inventory');
    const page = await api.call<RestaurantView>('GET', `/api/restaurants/${r.id}`);
    expect(page.body.openStatus.open).toBe(true);
    expect(page.body.specialDays?.map((d) => d.note)).toEqual(['Closed for a holiday']);
  });
});
