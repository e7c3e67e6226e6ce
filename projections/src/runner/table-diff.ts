import type pg from 'pg';

export interface TableDiff {
  table: string;
  /** Rows in the tables that were live before the swap; null when the table is new. */
  liveRows: number | null;
  /** Rows in the rebuilt tables; null when the rebuild no longer has the table. */
  rebuiltRows: number | null;
  /** Both sides have the same columns, so their rows were compared one by one. */
  comparable: boolean;
  /** Rows only in the old live table (counted with multiplicity); null when not comparable. */
  onlyLive: number | null;
  onlyRebuilt: number | null;
}

/** Compares every table of two schemas: row counts always, contents when the shapes match. */
export async function diffSchemas(
  db: pg.ClientBase,
  live: string,
  rebuilt: string,
): Promise<TableDiff[]> {
  const shapes = await tableShapes(db, [live, rebuilt]);
  const liveShapes = shapes.get(live) ?? new Map<string, string>();
  const rebuiltShapes = shapes.get(rebuilt) ?? new Map<string, string>();
  const tables = [...new Set([...liveShapes.keys(), ...rebuiltShapes.keys()])].sort();
  const diffs: TableDiff[] = [];
  for (const table of tables) {
    const inLive = liveShapes.has(table);
    const inRebuilt = rebuiltShapes.has(table);
    const comparable = inLive && inRebuilt && liveShapes.get(table) === rebuiltShapes.get(table);
    const a = `${ident(live)}.${ident(table)}`;
    const b = `${ident(rebuilt)}.${ident(table)}`;
    if (comparable) {
      diffs.push({ table, comparable, ...(await compare(db, a, b)) });
      continue;
    }
    diffs.push({
      table,
      liveRows: inLive ? await count(db, a) : null,
      rebuiltRows: inRebuilt ? await count(db, b) : null,
      comparable,
      onlyLive: null,
      onlyRebuilt: null,
    });
  }
  return diffs;
}

export function sameRows(diffs: readonly TableDiff[]): boolean {
  return diffs.every((d) => d.comparable && d.onlyLive === 0 && d.onlyRebuilt === 0);
}

async function tableShapes(
  db: pg.ClientBase,
  schemas: string[],
): Promise<Map<string, Map<string, string>>> {
  const { rows } = await db.query<{ schema: string; table: string; shape: string }>(
    `SELECT c.table_schema AS schema, c.table_name AS table,
            string_agg(c.column_name || ' ' || c.data_type, ', ' ORDER BY c.ordinal_position) AS shape
     FROM information_schema.columns c
     JOIN information_schema.tables t
       ON t.table_schema = c.table_schema AND t.table_name = c.table_name
     WHERE c.table_schema = ANY($1) AND t.table_type = 'BASE TABLE'
     GROUP BY c.table_schema, c.table_name`,
    [schemas],
  );
  const shapes = new Map<string, Map<string, string>>();
  for (const r of rows) {
    const tables = shapes.get(r.schema) ?? new Map<string, string>();
    tables.set(r.table, r.shape);
    shapes.set(r.schema, tables);
  }
  return shapes;
}

/**
 * Counts and multiset difference of two tables in one pass over each, rows compared by a
 * digest: Postgres' 64-bit hash of the row, twice as fast as an MD5 of its text (most of the
 * verification's cost), or that MD5 when a column's type has no hash function (json). Either
 * also works for types without an equality operator; two different rows sharing a digest is
 * not a practical risk. Runs inside the swap's transaction, hence the savepoint.
 */
async function compare(db: pg.ClientBase, live: string, rebuilt: string) {
  await db.query('SAVEPOINT row_digest');
  try {
    const counted = await compareBy(db, 'hash_record_extended(r, 0)', live, rebuilt);
    await db.query('RELEASE SAVEPOINT row_digest');
    return counted;
  } catch (err) {
    if ((err as { code?: unknown }).code !== UNDEFINED_FUNCTION) throw err;
    await db.query('ROLLBACK TO SAVEPOINT row_digest');
    return compareBy(db, 'md5(r::text)::uuid', live, rebuilt);
  }
}

const UNDEFINED_FUNCTION = '42883';

async function compareBy(db: pg.ClientBase, digest: string, live: string, rebuilt: string) {
  const { rows } = await db.query<{
    live_rows: number;
    rebuilt_rows: number;
    only_live: number;
    only_rebuilt: number;
  }>(
    `SELECT COALESCE(sum(a), 0)::float8 AS live_rows, COALESCE(sum(b), 0)::float8 AS rebuilt_rows,
       COALESCE(sum(greatest(a - b, 0)), 0)::float8 AS only_live,
       COALESCE(sum(greatest(b - a, 0)), 0)::float8 AS only_rebuilt
     FROM (SELECT count(*) FILTER (WHERE side = 0) AS a, count(*) FILTER (WHERE side = 1) AS b
           FROM (SELECT ${digest} AS row, 0 AS side FROM ${live} r
                 UNION ALL SELECT ${digest}, 1 FROM ${rebuilt} r) u
           GROUP BY row) g`,
  );
  const r = rows[0];
  return {
    liveRows: r?.live_rows ?? 0,
    rebuiltRows: r?.rebuilt_rows ?? 0,
    onlyLive: r?.only_live ?? 0,
    onlyRebuilt: r?.only_rebuilt ?? 0,
  };
}

async function count(db: pg.ClientBase, table: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>(`SELECT count(*)::float8 AS n FROM ${table}`);
  return rows[0]?.n ?? 0;
}

function ident(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}
