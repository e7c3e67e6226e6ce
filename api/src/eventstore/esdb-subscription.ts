import {
  AccessDeniedError,
  eventTypeFilter,
  excludeSystemEvents,
  streamNameFilter,
  START,
  type AllStreamResolvedEvent,
  type EventStoreDBClient,
  type Filter,
  type Position,
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

/** The part of a server subscription we use; the real one and the tests' fake provide it. */
export interface LiveSubscription {
  on(event: 'data', listener: (resolved: AllStreamResolvedEvent) => void): unknown;
  on(event: 'caughtUp' | 'fellBehind' | 'end', listener: () => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
  pause(): unknown;
  resume(): unknown;
  isPaused(): boolean;
  removeAllListeners(): unknown;
  unsubscribe(): Promise<unknown>;
}

/**
 * How the subscription reaches the server: open a filtered subscription (its checkpoints,
 * how far the server has scanned, go to onCheckpoint), and find the head of the log.
 */
export interface SubscriptionSource {
  subscribe(
    from: ReadPosition,
    filter: Filter,
    onCheckpoint: (position: Position) => void,
  ): LiveSubscription;
  head(): Promise<ReadPosition>;
}

export function clientSource(client: EventStoreDBClient): SubscriptionSource {
  return {
    subscribe: (fromPosition, filter, onCheckpoint) =>
      client.subscribeToAll({
        fromPosition,
        filter: { ...filter, checkpointReached: (_, position) => onCheckpoint(position) },
      }),
    head: () => headPosition(client),
  };
}

/** Told about every failure of a subscription: a fatal one ends it, others are retried. */
export type SubscriptionErrorHandler = (error: unknown, fatal: boolean) => void;

/**
 * Fatal: retrying cannot help (the server refuses us, or our code cannot read what it
 * sent). Transient: the connection, the leader or the server's availability, which come back.
 */
export function isFatal(error: unknown): boolean {
  if (error instanceof AccessDeniedError) return true;
  if (error instanceof SubscriptionEnded) return false;
  if (typeof error === 'object' && error !== null && 'type' in error) return false;
  const code = (error as { code?: unknown } | null)?.code;
  return !(typeof code === 'string' && /^(E[A-Z]+|\d+)$/.test(code));
}

export class SubscriptionEnded extends Error {
  constructor() {
    super('the server ended the subscription');
  }
}

type Message =
  | { kind: 'event'; resolved: AllStreamResolvedEvent }
  | { kind: 'checkpoint'; position: Position }
  | { kind: 'caughtUp' }
  | { kind: 'fellBehind' }
  | { kind: 'failed'; error: unknown };

const HIGH_WATER = 1_000;
const LOW_WATER = 100;
export const MIN_BACKOFF_MS = 100;
const MAX_BACKOFF_MS = 5_000;

/**
 * The server filters what it can (the exact filter is applied again on our side) and, every
 * few events it scans, tells how far it has looked, matches or not. Those checkpoints let
 * the subscription report caught up at the head of the log, as the Postgres store does,
 * even when the newest events are ones its filter skips.
 */
function serverFilter(filter: SubscriptionFilter | undefined): Filter {
  // The smallest interval: a checkpoint at least every 32 events the server looks at.
  const checkpointInterval = 1;
  if (filter?.streamPrefixes) {
    return streamNameFilter({ prefixes: [...filter.streamPrefixes], checkpointInterval });
  }
  if (filter?.eventTypes) {
    return eventTypeFilter({ prefixes: [...filter.eventTypes], checkpointInterval });
  }
  return excludeSystemEvents({ checkpointInterval });
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
  source: SubscriptionSource,
  after: SubscribeOptions['after'],
): Promise<ReadPosition> {
  if (after === 'start') return START;
  if (after === 'end') return source.head();
  return parseCheckpoint(after);
}

/**
 * A catch-up subscription to $all that survives dropped connections: it resubscribes from
 * the last position it saw, backing off while the server stays unreachable. Every failure
 * goes to onError; a fatal one ends the subscription with that error instead of a retry.
 */
export async function* subscribeToEsdb(
  source: SubscriptionSource,
  opts: SubscribeOptions,
  onError: SubscriptionErrorHandler = () => {},
): AsyncIterable<RecordedEvent | CaughtUp> {
  const { signal } = opts;
  let from = await startAt(source, opts.after);
  let checkpoint =
    typeof from === 'string' ? `${padPosition(0)}:${padPosition(0)}` : toCheckpoint(from);
  let backoff = MIN_BACKOFF_MS;
  /** Moves forward only: a checkpoint may trail the events already delivered. */
  const reached = (position: Position) => {
    const next = toCheckpoint(position);
    if (next <= checkpoint) return false;
    checkpoint = next;
    from = position;
    return true;
  };

  while (!signal.aborted) {
    const queue: Message[] = [];
    let wake = () => {};
    const push = (message: Message) => {
      queue.push(message);
      // Called only once the server answers, so after `subscription` below is assigned.
      if (queue.length >= HIGH_WATER) subscription.pause();
      wake();
    };
    const subscription = source.subscribe(from, serverFilter(opts.filter), (position) =>
      push({ kind: 'checkpoint', position }),
    );
    subscription.on('data', (resolved) => push({ kind: 'event', resolved }));
    subscription.on('caughtUp', () => push({ kind: 'caughtUp' }));
    subscription.on('fellBehind', () => push({ kind: 'fellBehind' }));
    subscription.on('error', (error) => push({ kind: 'failed', error }));
    subscription.on('end', () => push({ kind: 'failed', error: new SubscriptionEnded() }));
    const onAbort = () => wake();
    signal.addEventListener('abort', onAbort, { once: true });

    let live = false;
    let failure: unknown;
    try {
      while (!signal.aborted) {
        const message = queue.shift();
        if (!message) {
          await new Promise<void>((resolve) => (wake = resolve));
          continue;
        }
        if (queue.length < LOW_WATER && subscription.isPaused()) subscription.resume();
        if (message.kind === 'failed') {
          failure = message.error;
          break;
        }
        backoff = MIN_BACKOFF_MS;
        if (message.kind === 'fellBehind') {
          live = false;
          continue;
        }
        if (message.kind === 'checkpoint') {
          // Nothing new matched up to here: while live, that is news for whoever waits.
          if (reached(message.position) && live && queue.length === 0)
            yield { caughtUp: checkpoint };
          continue;
        }
        if (message.kind === 'event') {
          const event = message.resolved.event;
          if (!event) continue;
          reached(event.position);
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
    const fatal = isFatal(failure);
    onError(failure, fatal);
    if (fatal) throw failure;
    await sleep(backoff, signal);
    backoff = Math.min(backoff * 2, MAX_BACKOFF_MS);
  }
}
