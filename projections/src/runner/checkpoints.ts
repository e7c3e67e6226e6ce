import type pg from 'pg';
import { schemaOf, type Projection } from './projection';

export interface CheckpointRow {
  name: string;
  version: number;
  checkpoint: string;
  eventsApplied: number;
  lastEventAt: Date | null;
  updatedAt: Date;
}

export async function readCheckpoints(
  db: pg.Pool | pg.ClientBase,
  names: readonly string[],
): Promise<Map<string, CheckpointRow>> {
  const { rows } = await db.query<CheckpointRow>(
    `SELECT name, version, checkpoint, events_applied::float8 AS "eventsApplied",
            last_event_at AS "lastEventAt", updated_at AS "updatedAt"
     FROM projection_checkpoints WHERE name = ANY($1)`,
    [names],
  );
  return new Map(rows.map((r) => [r.name, r]));
}

export async function readCheckpoint(
  db: pg.Pool | pg.ClientBase,
  name: string,
): Promise<CheckpointRow | null> {
  return (await readCheckpoints(db, [name])).get(name) ?? null;
}

/**
 * Gives a projection seen for the first time its row and its schema with its tables, in one
 * transaction so that processes starting together create them once.
 */
export async function ensureProjection(pool: pg.Pool, projection: Projection): Promise<boolean> {
  const tx = await pool.connect();
  try {
    await tx.query('BEGIN');
    const inserted = await tx.query(
      `INSERT INTO projection_checkpoints (name, version) VALUES ($1, $2)
       ON CONFLICT (name) DO NOTHING`,
      [projection.name, projection.version],
    );
    if (inserted.rowCount === 1) await createTables(tx, schemaOf(projection.name), projection.ddl);
    await tx.query('COMMIT');
    return inserted.rowCount === 1;
  } catch (err) {
    await tx.query('ROLLBACK').catch(() => {});
    throw err;
  } finally {
    tx.release();
  }
}

/** Runs the projection's ddl inside `schema`; the caller owns the transaction. */
export async function createTables(tx: pg.ClientBase, schema: string, ddl: string): Promise<void> {
  await tx.query(`CREATE SCHEMA ${schema}`);
  await tx.query(`SET LOCAL search_path TO ${schema}, public`);
  await tx.query(ddl);
  await tx.query('SET LOCAL search_path TO DEFAULT');
}
