import type pg from 'pg';
import type { CountEvents } from './rebuild-jobs';

const UNDEFINED_TABLE = '42P01';

function likePrefix(prefix: string): string {
  return `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Counts the Postgres event store's rows a filter selects, for progress bars. With another
 * store (EventStoreDB) there is no events table and the total is unknown.
 */
export function countPostgresEvents(pool: Pick<pg.Pool, 'query'>): CountEvents {
  return async (filter) => {
    try {
      const { rows } = await pool.query<{ n: number }>(
        `SELECT count(*)::float8 AS n FROM events e
         WHERE ($1::text[] IS NULL OR e.stream_id LIKE ANY ($1::text[]))
           AND ($2::text[] IS NULL OR e.type = ANY ($2::text[]))`,
        [filter?.streamPrefixes?.map(likePrefix) ?? null, filter?.eventTypes ?? null],
      );
      return rows[0]?.n ?? 0;
    } catch (err) {
      if ((err as { code?: unknown }).code === UNDEFINED_TABLE) return null;
      throw err;
    }
  };
}
