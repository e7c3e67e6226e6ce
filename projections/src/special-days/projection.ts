import type pg from 'pg';
import type { RestaurantEvent } from '@pickup/domain/catalog/restaurant';
import type { SpecialDay } from '@pickup/domain/catalog/special-days';
import type { RecordedEvent } from '@pickup/domain/eventstore/types';
import { oneAtATime, type Projection } from '../runner/projection';

/**
 * The `special_days` read model (issue 32): each restaurant's closures and changed hours, one
 * row per special day, for the owner's settings, the restaurant page and the directory's open
 * badges. A deleted restaurant's rows go with it.
 */
export const SPECIAL_DAYS_PROJECTION = 'special_days';

const ddl = `
CREATE TABLE special_days (
  restaurant_id text NOT NULL,
  id text NOT NULL,
  from_date date NOT NULL,
  to_date date NOT NULL,
  hours jsonb,
  note text NOT NULL,
  PRIMARY KEY (restaurant_id, id)
);
CREATE INDEX special_days_to ON special_days (to_date);
`;

const EVENTS = ['SpecialDaySet', 'SpecialDayRemoved', 'RestaurantDeleted'] as const;

async function applyOne(tx: pg.PoolClient, recorded: RecordedEvent): Promise<void> {
  const event = { type: recorded.type, data: recorded.data } as RestaurantEvent;
  switch (event.type) {
    case 'SpecialDaySet': {
      const d: SpecialDay = event.data.specialDay;
      await tx.query(
        `INSERT INTO special_days (restaurant_id, id, from_date, to_date, hours, note)
         VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (restaurant_id, id) DO UPDATE SET from_date = EXCLUDED.from_date,
           to_date = EXCLUDED.to_date, hours = EXCLUDED.hours, note = EXCLUDED.note`,
        [
          event.data.restaurantId,
          d.id,
          d.from,
          d.to,
          d.hours ? JSON.stringify(d.hours) : null,
          d.note,
        ],
      );
      return;
    }
    case 'SpecialDayRemoved':
      await tx.query('DELETE FROM special_days WHERE restaurant_id = $1 AND id = $2', [
        event.data.restaurantId,
        event.data.specialDayId,
      ]);
      return;
    case 'RestaurantDeleted':
      await tx.query('DELETE FROM special_days WHERE restaurant_id = $1', [
        event.data.restaurantId,
      ]);
      return;
    default:
      return;
  }
}

export const specialDaysProjection: Projection = {
  name: SPECIAL_DAYS_PROJECTION,
  version: 1,
  ddl,
  filter: { streamPrefixes: ['restaurant-'], eventTypes: [...EVENTS] },
  queryIndexes: ['special_days_to'],
  apply: oneAtATime(applyOne),
};
