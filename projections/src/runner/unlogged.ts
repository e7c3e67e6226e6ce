import type pg from 'pg';

/**
 * Rebuild tables are filled unlogged (no WAL for millions of rows and their index entries)
 * and made logged once replayed, before they are swapped in: one sequential copy into the WAL
 * instead of a record per row. A crash meanwhile empties them, and the rebuild starts over
 * anyway.
 */

/** The schema's tables, each after the tables its foreign keys reference. */
async function tablesInDependencyOrder(db: pg.ClientBase, schema: string): Promise<string[]> {
  const { rows } = await db.query<{ name: string; refs: string[] }>(
    `SELECT c.relname::text AS name,
       COALESCE(array_agg(r.relname::text) FILTER (WHERE r.oid <> c.oid), '{}') AS refs
     FROM pg_class c
     JOIN pg_namespace n ON n.oid = c.relnamespace
     LEFT JOIN pg_constraint k ON k.conrelid = c.oid AND k.contype = 'f'
     LEFT JOIN pg_class r ON r.oid = k.confrelid
     WHERE n.nspname = $1 AND c.relkind = 'r'
     GROUP BY c.relname ORDER BY c.relname`,
    [schema],
  );
  const refs = new Map(rows.map((r) => [r.name, r.refs]));
  const ordered: string[] = [];
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name) || !refs.has(name)) return;
    seen.add(name);
    refs.get(name)?.forEach(visit);
    ordered.push(name);
  };
  rows.forEach((r) => visit(r.name));
  return ordered;
}

/**
 * A logged table may not reference an unlogged one: referencing tables turn unlogged first
 * and logged last.
 */
export async function setLogged(db: pg.ClientBase, schema: string, logged: boolean) {
  const tables = await tablesInDependencyOrder(db, schema);
  for (const table of logged ? tables : tables.reverse())
    await db.query(`ALTER TABLE ${schema}."${table}" SET ${logged ? 'LOGGED' : 'UNLOGGED'}`);
}

/** Makes a replayed schema durable, on a connection of its own. */
export async function makeLogged(pool: pg.Pool, schema: string): Promise<void> {
  const db = await pool.connect();
  try {
    await setLogged(db, schema, true);
  } finally {
    db.release();
  }
}
