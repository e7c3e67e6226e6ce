import type pg from 'pg';

/** The pool, counting the statements sent through it (what batching saves). */
export function countingPool(pool: pg.Pool) {
  const counted = { queries: 0 };
  const counting = {
    query: (...args: Parameters<pg.Pool['query']>) => {
      counted.queries++;
      return (pool.query as (...a: unknown[]) => ReturnType<pg.Pool['query']>)(...args);
    },
  } as Pick<pg.Pool, 'query'>;
  return { counting, counted };
}
