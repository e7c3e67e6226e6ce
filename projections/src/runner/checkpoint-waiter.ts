import pg from 'pg';
import type { Checkpoint } from '@pickup/domain/eventstore/types';
import { readCheckpoints } from './checkpoints';
import { PROJECTION_CHANNEL, type RunnerLog } from './projection';

interface Waiter {
  checkpoint: Checkpoint;
  names: readonly string[];
  resolve(reached: boolean): void;
}

/**
 * Answers "have these projections reached this checkpoint?" whichever process runs them:
 * LISTEN for the runners' NOTIFY, and poll the checkpoint table as well, because a
 * notification can be missed while the listening connection reconnects.
 */
export class CheckpointWaiter {
  private readonly known = new Map<string, Checkpoint>();
  private readonly waiters = new Set<Waiter>();
  private listener: Promise<pg.Client> | null = null;
  private poller: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(
    private readonly pool: pg.Pool,
    private readonly log: RunnerLog,
    private readonly pollMs = 250,
  ) {}

  async waitFor(
    checkpoint: Checkpoint,
    names: readonly string[],
    timeoutMs: number,
  ): Promise<boolean> {
    if (this.closed) throw new Error('projection runner stopped');
    await this.listen().catch((err: unknown) => {
      this.log.warn('projection LISTEN failed; polling only', { error: String(err) });
    });
    return new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => settle(false), timeoutMs);
      const waiter: Waiter = {
        checkpoint,
        names,
        resolve: (reached) => settle(reached),
      };
      const settle = (reached: boolean) => {
        clearTimeout(timer);
        if (!this.waiters.delete(waiter)) return;
        if (this.waiters.size === 0) this.stopPolling();
        resolve(reached);
      };
      this.waiters.add(waiter);
      this.startPolling();
      // While listening, `known` follows every committed checkpoint in commit order (a
      // rebuild's swap announces its lower one too): the table is read only for names not
      // heard of since the listener (re)connected.
      if (this.reached(waiter)) waiter.resolve(true);
      else if (!names.every((n) => this.known.has(n))) void this.poll();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const w of [...this.waiters]) w.resolve(false);
    this.stopPolling();
    const client = await this.listener?.catch(() => null);
    this.listener = null;
    await client?.end().catch(() => {});
  }

  /**
   * A batch this process's runner committed: its waiters go on now, not once the notification
   * has come back through the database (another round trip, and a turn of a busy event loop).
   * Only ever raises what is known: a rebuild's lower checkpoint arrives by notification.
   */
  committedHere(name: string, checkpoint: Checkpoint): void {
    if ((this.known.get(name) ?? '') >= checkpoint) return;
    this.known.set(name, checkpoint);
    this.check();
  }

  private reached(w: Waiter): boolean {
    return w.names.every((n) => (this.known.get(n) ?? '') >= w.checkpoint);
  }

  private check(): void {
    for (const w of [...this.waiters]) if (this.reached(w)) w.resolve(true);
  }

  private record(name: string, checkpoint: Checkpoint): void {
    // A rebuild may set a checkpoint lower than one seen before; the table is the truth.
    this.known.set(name, checkpoint);
  }

  private async poll(): Promise<void> {
    const names = [...new Set([...this.waiters].flatMap((w) => w.names))];
    if (names.length === 0) return;
    try {
      const rows = await readCheckpoints(this.pool, names);
      for (const name of names) this.record(name, rows.get(name)?.checkpoint ?? '');
      this.check();
    } catch (err) {
      this.log.warn('projection checkpoint poll failed', { error: String(err) });
    }
  }

  private startPolling(): void {
    this.poller ??= setInterval(() => void this.poll(), this.pollMs);
  }

  private stopPolling(): void {
    if (this.poller) clearInterval(this.poller);
    this.poller = null;
  }

  private listen(): Promise<pg.Client> {
    if (this.listener) return this.listener;
    const client = new pg.Client(this.pool.options);
    const listening: Promise<pg.Client> = (async () => {
      await client.connect();
      await client.query(`LISTEN ${PROJECTION_CHANNEL}`);
      return client;
    })();
    const drop = () => {
      if (this.listener !== listening) return;
      this.listener = null;
      // Notifications may be missed until the next connection: forget what was heard.
      this.known.clear();
    };
    client.on('error', drop);
    client.on('end', drop);
    client.on('notification', (msg) => {
      const payload = msg.payload ?? '';
      const colon = payload.indexOf(':');
      if (msg.channel !== PROJECTION_CHANNEL || colon < 0) return;
      this.record(payload.slice(0, colon), payload.slice(colon + 1));
      this.check();
    });
    this.listener = listening;
    listening.catch(drop);
    return listening;
  }
}
