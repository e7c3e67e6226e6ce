import { matchesFilter, type SubscriptionFilter } from '@pickup/domain/eventstore/types';
import type { EventRow, LogPosition } from './postgres-rows';
import type { Page, PageReader } from './postgres-subscription';

/** A read of the log from a position, as the tail makes it. */
export type FetchPage = (
  after: LogPosition,
  filter: SubscriptionFilter | undefined,
  limit: number,
) => Promise<Page>;

const key = (p: LogPosition): [bigint, bigint] => [BigInt(p.tx), BigInt(p.pos)];

function compare(a: LogPosition, b: LogPosition): number {
  const [at, ap] = key(a);
  const [bt, bp] = key(b);
  if (at !== bt) return at < bt ? -1 : 1;
  return ap === bp ? 0 : ap < bp ? -1 : 1;
}

/**
 * One reader of the log's newest events for all the live subscriptions of a store. Every
 * projection and reactor follows the same log; without it each would query it after every
 * append. The tail keeps the events it read in memory (at most `capacity`) and answers a
 * subscriber whose cursor lies within them, filtering in memory; an older cursor (catching
 * up, or lagging far) gets null and reads the log itself.
 *
 * A page from the tail is as fresh as a read made when it was asked for: a read already
 * running may have started earlier, so a caller waits for the next one, unless the running
 * read began after the wake-up the caller is answering (`since`, a wake-up generation):
 * subscribers woken together by one append then share one read.
 */
export class SharedTail {
  private ring: EventRow[] = [];
  /** The ring holds every event after `from` and up to `to`; null before the first read. */
  private from: LogPosition | null = null;
  private to: LogPosition = { tx: '0', pos: '0' };
  private horizon = '0';
  private running: { done: Promise<void>; generation: number } | null = null;
  private queued: Promise<void> | null = null;

  constructor(
    private readonly fetch: FetchPage,
    private readonly start: () => Promise<LogPosition>,
    private readonly batchSize: number,
    private readonly capacity: number,
    /** The current wake-up generation (see Wakeup). */
    private readonly generation: () => number = () => 0,
  ) {}

  async page(
    after: LogPosition,
    filter: SubscriptionFilter | undefined,
    limit: number,
    since = Number.POSITIVE_INFINITY,
  ): Promise<Page | null> {
    if (this.from && compare(after, this.from) < 0) return null;
    await this.refresh(since);
    if (!this.from || compare(after, this.from) < 0) return null;
    const events: EventRow[] = [];
    for (let i = this.firstAfter(after); i < this.ring.length && events.length < limit; i++) {
      const row = this.ring[i] as EventRow;
      if (matchesFilter({ stream: row.stream_id, type: row.type }, filter)) events.push(row);
    }
    return { events, horizon: this.horizon };
  }

  private refresh(since: number): Promise<void> {
    if (!this.running) {
      const generation = this.generation();
      const done = this.read().finally(() => {
        this.running = null;
      });
      this.running = { done, generation };
      return done;
    }
    if (this.running.generation >= since) return this.running.done;
    this.queued ??= this.running.done
      .catch(() => {})
      .then(() => {
        this.queued = null;
        return this.refresh(Number.POSITIVE_INFINITY);
      });
    return this.queued;
  }

  private async read(): Promise<void> {
    if (!this.from) {
      this.to = await this.start();
      this.from = this.to;
    }
    for (;;) {
      const page = await this.fetch(this.to, undefined, this.batchSize);
      const last = page.events.at(-1);
      this.ring.push(...page.events);
      if (last) this.to = { tx: last.tx, pos: last.pos };
      this.horizon = page.horizon;
      if (page.events.length < this.batchSize) break;
    }
    if (compare({ tx: this.horizon, pos: '0' }, this.to) > 0)
      this.to = { tx: this.horizon, pos: '0' };
    const excess = this.ring.length - this.capacity;
    if (excess > 0) {
      const dropped = this.ring[excess - 1] as EventRow;
      this.ring = this.ring.slice(excess);
      this.from = { tx: dropped.tx, pos: dropped.pos };
    }
  }

  /** Index of the first event after `after` (binary search; the ring is in log order). */
  private firstAfter(after: LogPosition): number {
    let lo = 0;
    let hi = this.ring.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      const row = this.ring[mid] as EventRow;
      if (compare({ tx: row.tx, pos: row.pos }, after) <= 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}

/**
 * The shared-tail layer over a plain page reader: a caught-up subscriber reads from the
 * tail; one catching up, or whose cursor the tail no longer holds, reads the log itself.
 */
export function tailPages(tail: SharedTail, plain: PageReader): PageReader {
  return async (after, filter, limit, live, since) =>
    (live ? await tail.page(after, filter, limit, since) : null) ??
    plain(after, filter, limit, live, since);
}
