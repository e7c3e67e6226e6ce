import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { RunnerLog } from './projection';

const LOCK_NAMESPACE = 'pickup:projections';
const APP_PREFIX = 'pickup-projections:';

interface Held {
  controller: AbortController;
  /** Projection name when the lock carries a lease row, null for a plain lock. */
  lease: string | null;
}

/**
 * One dedicated session connection per runner holding its advisory locks. A lock lasts as
 * long as the connection, so a process that dies releases it. A process that hangs keeps
 * its connection, which is why every leased lock also has a row whose expiry the session
 * keeps pushing forward: a standby that finds the lock taken and the lease expired
 * terminates the holder's connection (identified by pid and application_name) and takes over
 * on its next try.
 */
export class LeaseSession {
  readonly owner = randomUUID().replace(/-/g, '').slice(0, 12);
  private client: Promise<pg.Client> | null = null;
  private readonly held = new Map<string, Held>();
  private heartbeat: NodeJS.Timeout | null = null;
  /** The session runs one statement at a time: its users queue here. */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly pool: pg.Pool,
    private readonly leaseMs: number,
    private readonly log: RunnerLog,
  ) {}

  /**
   * Takes the projection's lock and lease. Returns a signal aborted when they are lost, or
   * null when another session holds them.
   */
  async tryAcquireLease(name: string): Promise<AbortSignal | null> {
    const signal = await this.tryLock(`projection:${name}`, name);
    if (!signal) await this.terminateExpiredHolder(name);
    return signal;
  }

  /** A plain session lock (no lease), e.g. so that only one process rebuilds a projection. */
  tryLock(key: string, lease: string | null = null): Promise<AbortSignal | null> {
    return this.withClient(async (c) => {
      const existing = this.held.get(key);
      if (existing) return existing.controller.signal;
      const { rows } = await c.query<{ got: boolean }>(
        'SELECT pg_try_advisory_lock(hashtext($1), hashtext($2)) AS got',
        [LOCK_NAMESPACE, key],
      );
      if (!rows[0]?.got) return null;
      const controller = new AbortController();
      this.held.set(key, { controller, lease });
      if (lease) {
        try {
          await c.query(
            `INSERT INTO projection_leases (name, owner, pid, expires_at)
             VALUES ($1, $2, pg_backend_pid(), now() + $3 * interval '1 millisecond')
             ON CONFLICT (name) DO UPDATE
               SET owner = excluded.owner, pid = excluded.pid, expires_at = excluded.expires_at`,
            [lease, this.owner, this.leaseMs],
          );
        } catch (err) {
          await this.releaseHeld(key);
          throw err;
        }
        this.startHeartbeat();
      }
      return controller.signal;
    });
  }

  release(key: string): Promise<void> {
    return this.serially(() => this.releaseHeld(key));
  }

  private async releaseHeld(key: string): Promise<void> {
    const held = this.held.get(key);
    if (!held) return;
    this.held.delete(key);
    held.controller.abort();
    const client = await this.client?.catch(() => null);
    if (!client) return;
    try {
      if (held.lease) {
        await client.query('DELETE FROM projection_leases WHERE name = $1 AND owner = $2', [
          held.lease,
          this.owner,
        ]);
      }
      await client.query('SELECT pg_advisory_unlock(hashtext($1), hashtext($2))', [
        LOCK_NAMESPACE,
        key,
      ]);
    } catch (err) {
      // A dead connection has released the lock already.
      this.log.warn('projection lock release failed', { key, error: String(err) });
    }
  }

  async close(): Promise<void> {
    for (const key of [...this.held.keys()]) await this.release(key);
    this.stopHeartbeat();
    const client = await this.client?.catch(() => null);
    this.client = null;
    await client?.end().catch(() => {});
  }

  /** Backend pid of the lock connection, e.g. for tests that kill it. */
  async pid(): Promise<number> {
    return this.withClient(async (c) => {
      const { rows } = await c.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      return rows[0]?.pid ?? 0;
    });
  }

  private async terminateExpiredHolder(name: string): Promise<void> {
    const { rows } = await this.pool.query<{ owner: string; pid: number }>(
      `SELECT owner, pid FROM projection_leases
       WHERE name = $1 AND owner <> $2 AND expires_at < now()`,
      [name, this.owner],
    );
    for (const holder of rows) {
      // A separate statement on purpose: inside a join, Postgres may evaluate the terminate
      // call on rows before the join's conditions have ruled them out.
      const killed = await this.pool.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
         WHERE pid = $1 AND application_name = $2`,
        [holder.pid, APP_PREFIX + holder.owner],
      );
      if (killed.rowCount) {
        this.log.warn('projection lease expired; terminated the holder', { name, ...holder });
      }
    }
  }

  private withClient<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
    return this.serially(async () => {
      this.client ??= this.connect();
      return fn(await this.client);
    });
  }

  /**
   * One at a time: projection loops ask for their locks concurrently, and two statements
   * at once on one connection would also let two callers take the same lock twice.
   */
  private serially<T>(fn: () => Promise<T>): Promise<T> {
    const run = this.queue.then(fn, fn);
    this.queue = run.catch(() => {});
    return run;
  }

  private connect(): Promise<pg.Client> {
    const client = new pg.Client({
      ...this.pool.options,
      application_name: APP_PREFIX + this.owner,
    });
    const lost = (err?: Error) => {
      if (this.client !== connected) return;
      this.client = null;
      if (this.held.size > 0) {
        this.log.warn('projection lock connection lost', { error: String(err ?? 'ended') });
      }
      for (const h of this.held.values()) h.controller.abort();
      this.held.clear();
      this.stopHeartbeat();
    };
    client.on('error', lost);
    client.on('end', () => lost());
    const connected: Promise<pg.Client> = client.connect().then(
      () => client,
      (err: unknown) => {
        if (this.client === connected) this.client = null;
        throw err;
      },
    );
    return connected;
  }

  private startHeartbeat(): void {
    if (this.heartbeat) return;
    this.heartbeat = setInterval(() => void this.renew(), Math.max(50, this.leaseMs / 3));
    this.heartbeat.unref();
  }

  private stopHeartbeat(): void {
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
  }

  private async renew(): Promise<void> {
    const leases = [...this.held.entries()].filter(([, h]) => h.lease !== null);
    if (leases.length === 0) return this.stopHeartbeat();
    try {
      const renewed = await this.withClient((c) =>
        c.query<{ name: string }>(
          `UPDATE projection_leases SET expires_at = now() + $3 * interval '1 millisecond'
           WHERE owner = $1 AND name = ANY($2) RETURNING name`,
          [this.owner, leases.map(([, h]) => h.lease), this.leaseMs],
        ),
      );
      const kept = new Set(renewed.rows.map((r) => r.name));
      for (const [key, h] of leases) {
        if (h.lease && !kept.has(h.lease)) {
          this.log.warn('projection lease taken over', { projection: h.lease });
          await this.release(key);
        }
      }
    } catch (err) {
      this.log.warn('projection lease renewal failed', { error: String(err) });
    }
  }
}
