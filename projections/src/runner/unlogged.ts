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
    // Rewriting a large table takes longer than the app's statement timeout allows.
    await db.query('BEGIN; SET LOCAL statement_timeout = 0');
    await setLogged(db, schema, true);
    await db.query('COMMIT');
  } catch (err) {
    await db.query('ROLLBACK').catch(() => {});
    throw err;
  } finally {
    db.release();
  }
}

/**
 * Drops the named indexes of a freshly created rebuild schema and returns the statements
 * that create them again (see Projection.queryIndexes); an index backing a constraint (a
 * primary key) goes and comes back with its constraint.
 */
export async function dropIndexes(
  db: pg.ClientBase,
  schema: string,
  names: readonly string[],
): Promise<string[]> {
  if (names.length === 0) return [];
  const { rows } = await db.query<{
    name: string;
    def: string;
    table: string;
    constraint: string | null;
  }>(
    `SELECT c.relname::text AS name, pg_get_indexdef(c.oid) AS def, t.relname::text AS table,
       pg_get_constraintdef(k.oid) AS constraint
     FROM pg_class c
     JOIN pg_namespace n ON n.oid = c.relnamespace
     JOIN pg_index i ON i.indexrelid = c.oid
     JOIN pg_class t ON t.oid = i.indrelid
     LEFT JOIN pg_constraint k ON k.conindid = c.oid AND k.conrelid = t.oid
     WHERE n.nspname = $1 AND c.relkind = 'i' AND c.relname = ANY($2)`,
    [schema, names],
  );
  const missing = names.filter((name) => !rows.some((r) => r.name === name));
  if (missing.length > 0) throw new Error(`no index ${missing.join(', ')} in ${schema}`);
  const definitions: string[] = [];
  for (const r of rows) {
    const table = `${schema}."${r.table}"`;
    if (r.constraint === null) {
      await db.query(`DROP INDEX ${schema}."${r.name}"`);
      definitions.push(r.def);
      continue;
    }
    await db.query(`ALTER TABLE ${table} DROP CONSTRAINT "${r.name}"`);
    definitions.push(`ALTER TABLE ${table} ADD CONSTRAINT "${r.name}" ${r.constraint}`);
  }
  return definitions;
}

/** Index builds of one schema at a time: each sorts on one core, and the machine has two. */
const INDEX_BUILDS = 2;

/**
 * Builds indexes on replayed tables, with room to sort in memory, INDEX_BUILDS at a time on
 * connections of their own. An index left behind by a failure goes with the rebuild schema,
 * which the next attempt drops.
 */
export async function createIndexes(pool: pg.Pool, definitions: readonly string[]) {
  const queue = [...definitions];
  const build = async () => {
    for (let def = queue.shift(); def; def = queue.shift()) {
      const db = await pool.connect();
      let broken: Error | undefined;
      try {
        // An index over a large table takes longer than the app's statement timeout allows.
        await db.query(
          "BEGIN; SET LOCAL maintenance_work_mem = '256MB'; SET LOCAL statement_timeout = 0",
        );
        await db.query(def);
        await db.query('COMMIT');
      } catch (err) {
        broken = err as Error;
        await db.query('ROLLBACK').catch(() => {});
        throw err;
      } finally {
        db.release(broken);
      }
    }
  };
  await Promise.all(Array.from({ length: INDEX_BUILDS }, build));
}
