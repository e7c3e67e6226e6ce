import type pg from 'pg';
import { masterKeyById, unwrapDataKey, wrapDataKey, type Keyring } from './master-keys';

export interface RewrapOutcome {
  /** Keys wrapped by the current master key that were not before. */
  rewrapped: number;
  masterKeyId: string;
}

/**
 * Wraps every live data key with the keyring's current master key, in one transaction: a
 * crash or an error (a row under a master key that is not configured) leaves every row as
 * it was, and running it again is harmless. `legacyOnly` limits it to keys stored before
 * wrapping existed (start-up); otherwise keys under previous master keys move too (rotation).
 */
export async function rewrapDataKeys(
  pool: pg.Pool,
  keyring: Keyring,
  opts: { legacyOnly?: boolean } = {},
): Promise<RewrapOutcome> {
  const current = keyring.current;
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    // Row locks: two replicas starting together do the work once; the second waits, then
    // finds the rows already moved (the WHERE is checked again after the wait).
    const { rows } = await client.query<{
      user_id: string;
      key: Buffer;
      master_key_id: string | null;
    }>(
      `SELECT user_id, key, master_key_id FROM user_keys
        WHERE key IS NOT NULL AND ${opts.legacyOnly ? 'master_key_id IS NULL' : 'master_key_id IS DISTINCT FROM $1'}
        FOR UPDATE`,
      opts.legacyOnly ? [] : [current.id],
    );
    for (const row of rows) {
      const dataKey =
        row.master_key_id === null
          ? row.key
          : unwrapDataKey(masterKeyById(keyring, row.master_key_id), row.user_id, row.key);
      await client.query(`UPDATE user_keys SET key = $2, master_key_id = $3 WHERE user_id = $1`, [
        row.user_id,
        wrapDataKey(current, row.user_id, dataKey),
        current.id,
      ]);
    }
    await client.query('COMMIT');
    return { rewrapped: rows.length, masterKeyId: current.id };
  } catch (err) {
    await client.query('ROLLBACK');
    throw err;
  } finally {
    client.release();
  }
}

/**
 * Refuses to go on when live data keys are wrapped by a master key that is not configured
 * (a lost or mistyped DATA_KEY_MASTER_KEY, or a rotation's previous key left out): every
 * read of those users' data would fail, so the server says so at start-up instead.
 */
export async function assertMasterKeysKnown(pool: pg.Pool, keyring: Keyring): Promise<void> {
  const known = [keyring.current, ...keyring.previous].map((k) => k.id);
  const { rows } = await pool.query<{ master_key_id: string; n: number }>(
    `SELECT master_key_id, count(*)::int AS n FROM user_keys
      WHERE key IS NOT NULL AND master_key_id IS NOT NULL AND NOT (master_key_id = ANY($1))
      GROUP BY master_key_id ORDER BY master_key_id`,
    [known],
  );
  if (rows.length === 0) return;
  const which = rows.map((r) => `${r.master_key_id} (${r.n} keys)`).join(', ');
  throw new Error(
    `DATA_KEY_MASTER_KEY: the database's data keys are wrapped by master key ${which}, which is not configured (configured: ${known.join(', ')}). Set the key that wrapped them as DATA_KEY_MASTER_KEY, or in DATA_KEY_PREVIOUS_MASTER_KEYS during a rotation.`,
  );
}
