import {
  eventTypeFilter,
  excludeSystemEvents,
  streamNameFilter,
  START,
  type AllStreamResolvedEvent,
  type EventStoreDBClient,
  type Filter,
  type ReadPosition,
} from '@eventstore/db-client';
import {
  matchesFilter,
  padPosition,
  type CaughtUp,
  type RecordedEvent,
  type SubscribeOptions,
  type SubscriptionFilter,
} from '@pickup/domain/eventstore/types';
import { headPosition, isSystem, parseCheckpoint, toCheckpoint, toRecorded } from './esdb-events';

type Message =
  | { kind: 'event'; resolved: AllStreamResolvedEvent }
  | { kind: 'caughtUp' }
  | { kind: 'fellBehind' }
  | { kind: 'failed'; error: unknown };

const HIGH_WATER = 1_000;
const LOW_WATER = 100;
const MIN_BACKOFF_MS = 100;
const MAX_BACKOFF_MS = 5_000;

/** The server filters what it can; the exact filter is applied again on our side. */
function serverFilter(filter: SubscriptionFilter | undefined): Filter {
  if (filter?.streamPrefixes) return streamNameFilter({ prefixes: [...filter.streamPrefixes] });
  if (filter?.eventTypes) return eventTypeFilter({ prefixes: [...filter.eventTypes] });
  return excludeSystemEvents();
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });
}

async function startAt(
  client: EventStoreDBClient,
  after: SubscribeOptions['after'],
): Promise<ReadPosition> {
  if (after === 'start') return START;
  if (after === 'end') return headPosition(client);
  return parseCheckpoint(after);
}

/**
 * A catch-up subscription to $all that survives dropped connections: it resubscribes from
 * the last position it saw, backing off while the server stays unreachable.
 */
export async function* subscribeToEsdb(
  client: EventStoreDBClient,
  opts: SubscribeOptions,
): AsyncIterable<RecordedEvent | CaughtUp> {
  const { signal } = opts;
  let from = await startAt(client, opts.after);
  let checkpoint =
    typeof from === 'string' ? `${padPosition(0)}:${padPosition(0)}` : toCheckpoint(from);
  let backoff = MIN_BACKOFF_MS;

  while (!signal.aborted) {
    const subscription = client.subscribeToAll({
      fromPosition: from,
      filter: serverFilter(opts.filter),
    });
    const queue: Message[] = [];
    let wake = () => {};
    const push = (message: Message) => {
      queue.push(message);
      if (queue.length >= HIGH_WATER) subscription.pause();
      wake();
    };
    subscription.on('data', (resolved: AllStreamResolvedEvent) =>
      push({ kind: 'event', resolved }),
    );
    subscription.on('caughtUp', () => push({ kind: 'caughtUp' }));
    subscription.on('fellBehind', () => push({ kind: 'fellBehind' }));
    subscription.on('error', (error) => push({ kind: 'failed', error }));
    subscription.on('end', () => push({ kind: 'failed', error: new Error('subscription ended') }));
    const onAbort = () => wake();
    signal.addEventListener('abort', onAbort, { once: true });

    let live = false;
    try {
      while (!signal.aborted) {
        const message = queue.shift();
        if (!message) {
          await new Promise<void>((resolve) => (wake = resolve));
          continue;
        }
        if (queue.length < LOW_WATER && subscription.isPaused()) subscription.resume();
        if (message.kind === 'failed') break;
        backoff = MIN_BACKOFF_MS;
        if (message.kind === 'fellBehind') {
          live = false;
          continue;
        }
        if (message.kind === 'event') {
          const event = message.resolved.event;
          if (!event) continue;
          from = event.position;
          checkpoint = toCheckpoint(event.position);
          const recorded = isSystem(event) ? undefined : toRecorded(event);
          if (recorded && matchesFilter(recorded, opts.filter)) yield recorded;
          if (!live || queue.length > 0) continue;
        } else {
          live = true;
        }
        yield { caughtUp: checkpoint };
      }
    } finally {
      signal.removeEventListener('abort', onAbort);
      subscription.removeAllListeners();
      subscription.on('error', () => {});
      await subscription.unsubscribe().catch(() => {});
    }
    if (signal.aborted) return;
    await sleep(backoff, signal);
    backoff = Math.min(backoff * 2, MAX_BACKOFF_MS);
  }
}
