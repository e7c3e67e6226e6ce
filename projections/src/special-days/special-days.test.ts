import { describe, it } from 'vitest';
import type pg from 'pg';
import type { SpecialDay } from '@pickup/domain/catalog/special-days';
import { restaurantStream } from '@pickup/domain/catalog/restaurant';
import { projectionSpec } from '../testing/projection-spec';
import { specialDaysProjection } from './projection';
import { specialDatesAmong, specialDaysOf } from './queries';

const spec = projectionSpec(specialDaysProjection);

const set = (restaurantId: string, specialDay: SpecialDay) => ({
  stream: restaurantStream(restaurantId),
  type: 'SpecialDaySet',
  data: { restaurantId, specialDay },
});

describe('special days: the dates a forecast leaves out', () => {
  const weeks = ['2030-01-01', '2030-01-08', '2030-01-15', '2030-01-22'];

  it('names the dates inside a closure or a short day, and no other restaurant’s', async () => {
    await spec
      .given([
        set('r-1', { id: 'd1', from: '2030-01-07', to: '2030-01-09', hours: null, note: 'Away' }),
        set('r-1', {
          id: 'd2',
          from: '2030-01-22',
          to: '2030-01-22',
          hours: { start: '11:00', end: '14:00' },
          note: 'Short day',
        }),
        set('r-2', { id: 'd3', from: '2030-01-15', to: '2030-01-15', hours: null, note: 'Shut' }),
      ])
      .then((db) => specialDatesAmong(db, 'r-1', weeks), ['2030-01-08', '2030-01-22']);
  });

  it('forgets a special day the owner removed', async () => {
    await spec
      .given([
        set('r-3', { id: 'd4', from: '2030-01-01', to: '2030-01-01', hours: null, note: 'Gone' }),
        {
          stream: restaurantStream('r-3'),
          type: 'SpecialDayRemoved',
          data: { restaurantId: 'r-3', specialDayId: 'd4' },
        },
      ])
      .then((db) => specialDatesAmong(db, 'r-3', weeks), []);
  });

  it('keeps what each day’s last event says, in one batch or event by event', async () => {
    const closed = (id: string, note: string): SpecialDay => ({
      id,
      from: '2030-02-01',
      to: '2030-02-01',
      hours: null,
      note,
    });
    const shortDay = { ...closed('d5', 'Short day'), hours: { start: '11:00', end: '14:00' } };
    const story = (kept: string, deleted: string) => [
      set(kept, closed('d5', 'Away')),
      set(kept, shortDay),
      set(kept, closed('d6', 'Shut')),
      {
        stream: restaurantStream(kept),
        type: 'SpecialDayRemoved',
        data: { restaurantId: kept, specialDayId: 'd6' },
      },
      set(deleted, closed('d7', 'Gone')),
      {
        stream: restaurantStream(deleted),
        type: 'RestaurantDeleted',
        data: { restaurantId: deleted },
      },
    ];
    const daysOf = (db: pg.Pool, ...restaurantIds: string[]) =>
      Promise.all(restaurantIds.map((id) => specialDaysOf(db, id, '2030-01-01')));
    await spec.given(story('r-4', 'r-5')).then((db) => daysOf(db, 'r-4', 'r-5'), [[shortDay], []]);
    await spec
      .given(story('r-6', 'r-7'))
      .oneEventPerBatch()
      .then((db) => daysOf(db, 'r-6', 'r-7'), [[shortDay], []]);
  });
});
