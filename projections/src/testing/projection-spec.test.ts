import { describe, it } from 'vitest';
import type { Projection } from '../runner/projection';
import { projectionSpec } from './projection-spec';

/** Keeps each batch it is given as a row: the names of its events, in order. */
const batchesProjection: Projection = {
  name: 'batches',
  version: 1,
  ddl: 'CREATE TABLE batches (n serial PRIMARY KEY, names text[] NOT NULL);',
  apply: async (tx, events) => {
    await tx.query('INSERT INTO batches (names) VALUES ($1)', [
      events.map((e) => (e.data as { name: string }).name),
    ]);
  },
};

const spec = projectionSpec(batchesProjection);

const event = (stream: string, name: string) => ({ stream, type: 'Happened', data: { name } });
const batchesOf = (...names: string[]) =>
  `SELECT names FROM rm_batches.batches WHERE names && ARRAY[${names.map((n) => `'${n}'`).join(', ')}]
   ORDER BY n`;

describe('projectionSpec', () => {
  it('applies each array given as one batch, whatever its streams', async () => {
    await spec
      .given([event('s-1', 'a'), event('s-2', 'b'), event('s-1', 'c')], [event('s-2', 'd')])
      .then(batchesOf('a', 'b', 'c', 'd'), [{ names: ['a', 'b', 'c'] }, { names: ['d'] }]);
  });

  it('applies each event as a batch of its own when asked', async () => {
    await spec
      .given([event('s-1', 'e'), event('s-1', 'f')], [event('s-2', 'g')])
      .oneEventPerBatch()
      .then(batchesOf('e', 'f', 'g'), [{ names: ['e'] }, { names: ['f'] }, { names: ['g'] }]);
  });
});
