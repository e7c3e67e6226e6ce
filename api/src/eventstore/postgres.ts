import type pg from 'pg';
import { BatchingEventStore } from './batching';
import { coalesceNotifications } from './notify-coalescing';
import { notifyCommit, PostgresAdapter, type PostgresAdapterOptions } from './postgres-adapter';
import { fetchPage, plainPages, pollSettings, startPosition } from './postgres-subscription';
import { SharedTail, tailPages } from './postgres-tail';
import { listenConfig, listenersElsewhere, Wakeup } from './postgres-wakeup';

/**
 * The production Postgres event store, assembled from its layers. Why one function: the
 * plain adapter is what the contract describes; what makes it fast under load (group
 * commit and batched reads, one shared reader of the log's tail, coalesced notifications)
 * is wired here and nowhere else. Commits are announced to other processes only while some
 * listen: this process's own subscribers are woken in memory.
 */

/** What a caller may tune; the layers are this function's to choose. */
export type PostgresEventStoreOptions = Pick<
  PostgresAdapterOptions,
  'batchSize' | 'pollMs' | 'listenUrl'
>;

export type PostgresEventStore = BatchingEventStore;

export function createPostgresEventStore(
  pool: pg.Pool,
  opts: PostgresEventStoreOptions = {},
): PostgresEventStore {
  const { batchSize } = pollSettings(opts);
  const wakeup = new Wakeup(listenConfig(pool, opts.listenUrl));
  const tail = new SharedTail(
    (after, filter, limit) => fetchPage(pool, after, filter, limit),
    () => startPosition(pool, 'end'),
    batchSize,
    2 * batchSize,
    () => wakeup.generation,
  );
  // Listening from the start, this process hears other listeners start (see listenersElsewhere).
  wakeup.start();
  const othersListen = listenersElsewhere(pool, wakeup);
  const adapter = new PostgresAdapter(pool, {
    ...opts,
    wakeup,
    pages: tailPages(tail, plainPages(pool)),
    notify: coalesceNotifications(async (tx) => {
      if (await othersListen()) await notifyCommit(pool, tx);
    }),
  });
  return new BatchingEventStore(adapter);
}
