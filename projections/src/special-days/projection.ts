import type pg from 'pg';
import type { RestaurantEvent } from '@pickup/domain/catalog/restaurant';
import type { SpecialDay } from '@pickup/domain/catalog/special-days';
import type { RecordedEvent } from '@pickup/domain/eventstore/types';
import { applyStatements, type Projection } from '../runner/projection';

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

/** Where a special day ends up after the batch: set to `day`, or removed (null). */
interface DayOutcome {
  restaurantId: string;
  id: string;
  day: SpecialDay | null;
}
type DaySet = DayOutcome & { day: SpecialDay };

/**
 * The batch folded per special day in memory, then three statements: the deleted
 * restaurants' rows, the removed days, the days set. The same rows as applying the events one
 * by one: only each day's last event counts, and a deletion forgets the days before it.
 */
function statements(events: readonly RecordedEvent[]): pg.QueryConfig[] {
  const deleted = new Set<string>();
  const days = new Map<string, DayOutcome>();
  const outcome = (restaurantId: string, id: string, day: SpecialDay | null) =>
    days.set(JSON.stringify([restaurantId, id]), { restaurantId, id, day });
  for (const recorded of events) {
    const event = { type: recorded.type, data: recorded.data } as RestaurantEvent;
    if (event.type === 'SpecialDaySet')
      outcome(event.data.restaurantId, event.data.specialDay.id, event.data.specialDay);
    else if (event.type === 'SpecialDayRemoved')
      outcome(event.data.restaurantId, event.data.specialDayId, null);
    else if (event.type === 'RestaurantDeleted') {
      const { restaurantId } = event.data;
      deleted.add(restaurantId);
      for (const [key, d] of days) if (d.restaurantId === restaurantId) days.delete(key);
    }
  }
  const removed = [...days.values()].filter((d) => d.day === null);
  const set = [...days.values()].filter((d): d is DaySet => d.day !== null);
  const out: pg.QueryConfig[] = [];
  if (deleted.size > 0)
    out.push({
      text: 'DELETE FROM special_days WHERE restaurant_id = ANY($1::text[])',
      values: [[...deleted]],
    });
  if (removed.length > 0)
    out.push({
      text: `DELETE FROM special_days s USING unnest($1::text[], $2::text[]) AS r(restaurant_id, id)
       WHERE s.restaurant_id = r.restaurant_id AND s.id = r.id`,
      values: [removed.map((d) => d.restaurantId), removed.map((d) => d.id)],
    });
  if (set.length > 0)
    out.push({
      text: `INSERT INTO special_days (restaurant_id, id, from_date, to_date, hours, note)
       SELECT * FROM unnest($1::text[], $2::text[], $3::date[], $4::date[], $5::jsonb[], $6::text[])
       ON CONFLICT (restaurant_id, id) DO UPDATE SET from_date = EXCLUDED.from_date,
         to_date = EXCLUDED.to_date, hours = EXCLUDED.hours, note = EXCLUDED.note`,
      values: [
        set.map((d) => d.restaurantId),
        set.map((d) => d.id),
        set.map((d) => d.day.from),
        set.map((d) => d.day.to),
        set.map((d) => (d.day.hours ? JSON.stringify(d.day.hours) : null)),
        set.map((d) => d.day.note),
      ],
    });
  return out;
}

export const specialDaysProjection: Projection = {
  name: SPECIAL_DAYS_PROJECTION,
  version: 1,
  ddl,
  filter: { streamPrefixes: ['restaurant-'], eventTypes: [...EVENTS] },
  queryIndexes: ['special_days_to'],
  statements,
  apply: applyStatements(statements),
};
