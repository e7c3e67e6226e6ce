import type pg from 'pg';
import type { RecordedEvent } from '@pickup/domain/eventstore/types';
import type { OrderTurnedAway } from '@pickup/domain/ordering/turned-away';
import { applyStatements, schemaOf, type Projection } from '../runner/projection';

/**
 * The `turned_away` read model: one row per order a restaurant refused for a reason of its own
 * (its demand stream's OrderTurnedAway), with the local day and slot it counted in, why, and
 * the basket's value. Nothing about the customer. The queries (./queries.ts) sum the rows per
 * day, slot and cause; a row per refusal keeps a batch applied twice the same.
 */
export const TURNED_AWAY_PROJECTION = 'turned_away';
export const TURNED_AWAY_TABLE = `${schemaOf(TURNED_AWAY_PROJECTION)}.turned_away`;

const ddl = `
CREATE TABLE turned_away (
  event_id text PRIMARY KEY,
  restaurant_id text NOT NULL,
  restaurant_name text NOT NULL,
  service_date date NOT NULL,
  slot_start timestamptz NOT NULL,
  slot_time text NOT NULL,
  cause text NOT NULL,
  basket_cents integer NOT NULL,
  at timestamptz NOT NULL
);
CREATE INDEX turned_away_by_day ON turned_away (restaurant_id, service_date);
CREATE INDEX turned_away_recent ON turned_away (at);
`;

/** The batch's refusals in one statement. */
function statements(events: readonly RecordedEvent[]): pg.QueryConfig[] {
  const rows = events
    .filter((e) => e.type === 'OrderTurnedAway')
    .map((e) => ({ id: e.id, ...(e.data as OrderTurnedAway['data']) }));
  if (rows.length === 0) return [];
  const column = <K extends keyof (typeof rows)[number]>(key: K) => rows.map((r) => r[key]);
  return [
    {
      text: `INSERT INTO turned_away (event_id, restaurant_id, restaurant_name, service_date,
         slot_start, slot_time, cause, basket_cents, at)
       SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::date[], $5::timestamptz[],
         $6::text[], $7::text[], $8::int[], $9::timestamptz[])
       ON CONFLICT (event_id) DO NOTHING`,
      values: [
        column('id'),
        column('restaurantId'),
        column('restaurantName'),
        column('serviceDate'),
        column('slotStart'),
        column('slotTime'),
        column('cause'),
        column('basketCents'),
        column('at'),
      ],
    },
  ];
}

export const turnedAwayProjection: Projection = {
  name: TURNED_AWAY_PROJECTION,
  version: 1,
  ddl,
  filter: { streamPrefixes: ['demand-'] },
  queryIndexes: ['turned_away_by_day', 'turned_away_recent'],
  statements,
  apply: applyStatements(statements),
};
