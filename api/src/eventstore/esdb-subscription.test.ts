import { EventEmitter } from 'node:events';
import {
  AccessDeniedError,
  START,
  type AllStreamResolvedEvent,
  type Filter,
  type Position,
  type ReadPosition,
} from '@eventstore/db-client';
import { afterEach, expect, it } from 'vitest';
import type { CaughtUp, RecordedEvent, SubscribeOptions } from '@pickup/domain/eventstore/types';
import { checkReadiness } from '../ops/readiness';
import { EventStoreDbEventStore } from './esdb';
import { toCheckpoint } from './esdb-events';
import type { LiveSubscription, SubscriptionSource } from './esdb-subscription';

/** One server subscription as the fake server runs it: the test says what arrives. */
class FakeSubscription extends EventEmitter implements LiveSubscription {
  private paused = false;
  closed = false;
  constructor(
    readonly from: ReadPosition,
    readonly filter: Filter,
    readonly checkpoint: (position: Position) => void,
  ) {
    super();
  }
  pause() {
    this.paused = true;
  }
  resume() {
    this.paused = false;
  }
  isPaused() {
    return this.paused;
  }
  async unsubscribe() {
    this.closed = true;
  }
}

/** A server that opens subscriptions on request and lets the test drive each. */
class FakeServer implements SubscriptionSource {
  readonly opened: FakeSubscription[] = [];
  private arrived = () => {};
  subscribe(from: ReadPosition, filter: Filter, onCheckpoint: (position: Position) => void) {
    const subscription = new FakeSubscription(from, filter, onCheckpoint);
    this.opened.push(subscription);
    this.arrived();
    return subscription;
  }
  async head(): Promise<ReadPosition> {
    return START;
  }
  /** The n-th subscription (0-based), once the client has opened it. */
  async nth(n: number): Promise<FakeSubscription> {
    while (!this.opened[n]) await new Promise<void>((resolve) => (this.arrived = resolve));
    return this.opened[n];
  }
}

const at = (n: number): Position => ({ commit: BigInt(n * 100), prepare: BigInt(n * 100) });

function stored(n: number, stream: string, type = 'OrderPlaced'): AllStreamResolvedEvent {
  return {
    event: {
      streamId: stream,
      id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
      revision: BigInt(n),
      type,
      data: { n },
      metadata: { actorId: null },
      isJson: true,
      created: new Date('2030-01-01T00:00:00Z'),
      position: at(n),
    },
  };
}

/** Consumes a subscription in the background, keeping what it yields. */
function consume(items: AsyncIterable<RecordedEvent | CaughtUp>) {
  const seen: (RecordedEvent | CaughtUp)[] = [];
  let failure: unknown;
  const done = (async () => {
    try {
      for await (const item of items) seen.push(item);
    } catch (err) {
      failure = err;
    }
  })();
  const summary = () =>
    seen.map((i) => ('caughtUp' in i ? `caughtUp ${i.caughtUp}` : `${i.stream}@${i.version}`));
  return {
    summary,
    failure: () => failure,
    done,
    async until(count: number) {
      for (let i = 0; i < 200 && seen.length < count && !failure; i++) {
        await new Promise((r) => setTimeout(r, 10));
      }
      return summary();
    },
  };
}

const stops: AbortController[] = [];
const stores: EventStoreDbEventStore[] = [];
afterEach(async () => {
  for (const s of stops.splice(0)) s.abort();
  for (const s of stores.splice(0)) await s.close();
});

function storeOn(server: FakeServer, errors: [unknown, boolean][] = []) {
  const store = new EventStoreDbEventStore('esdb://127.0.0.1:1?tls=false', {
    subscriptions: server,
    onSubscriptionError: (error, fatal) => errors.push([error, fatal]),
  });
  stores.push(store);
  return store;
}

function subscribe(store: EventStoreDbEventStore, opts: Omit<SubscribeOptions, 'signal'>) {
  const stop = new AbortController();
  stops.push(stop);
  return consume(store.subscribeToAll({ ...opts, signal: stop.signal }));
}

it('reports caught up at the head of the log even when the newest events are skipped by its filter', async () => {
  const server = new FakeServer();
  const orders = subscribe(storeOn(server), {
    after: 'start',
    filter: { streamPrefixes: ['order-'] },
  });
  const live = await server.nth(0);
  live.emit('data', stored(1, 'order-1'));
  live.emit('caughtUp');
  expect(await orders.until(2)).toEqual(['order-1@1', `caughtUp ${toCheckpoint(at(1))}`]);

  // A user event the server's filter skipped: all the subscription hears is a checkpoint.
  live.checkpoint(at(2));
  expect(await orders.until(3)).toEqual([
    'order-1@1',
    `caughtUp ${toCheckpoint(at(1))}`,
    `caughtUp ${toCheckpoint(at(2))}`,
  ]);
});

it('resubscribes after a transient failure from the furthest position it reached, repeating nothing', async () => {
  const server = new FakeServer();
  const errors: [unknown, boolean][] = [];
  const orders = subscribe(storeOn(server, errors), {
    after: 'start',
    filter: { streamPrefixes: ['order-'] },
  });
  const first = await server.nth(0);
  expect(first.from).toBe(START);
  first.emit('data', stored(1, 'order-1'));
  first.checkpoint(at(3)); // still catching up: moves the resume point, says nothing
  const refused = Object.assign(new Error('connect ECONNREFUSED 10.0.0.2:2113'), {
    code: 'ECONNREFUSED',
  });
  first.emit('error', refused);

  const second = await server.nth(1);
  expect(first.closed).toBe(true);
  expect(second.from).toEqual(at(3));
  second.emit('data', stored(4, 'order-2'));
  second.emit('caughtUp');
  expect(await orders.until(3)).toEqual([
    'order-1@1',
    'order-2@4',
    `caughtUp ${toCheckpoint(at(4))}`,
  ]);
  expect(errors).toEqual([[refused, false]]);

  // The server closing the stream is transient too.
  second.emit('end');
  const third = await server.nth(2);
  expect(third.from).toEqual(at(4));
  expect(errors.map(([, fatal]) => fatal)).toEqual([false, false]);
});

it('stops on a fatal error without retrying; /readyz answers not ready and the log says why', async () => {
  const server = new FakeServer();
  const errors: [unknown, boolean][] = [];
  const store = storeOn(server, errors);
  const orders = subscribe(store, { after: 'start' });
  const denied = new AccessDeniedError();
  (await server.nth(0)).emit('error', denied);
  await orders.done;
  expect(orders.failure()).toBe(denied);
  expect(errors).toEqual([[denied, true]]);

  // Later subscriptions fail at once, without asking the server again.
  const again = subscribe(store, { after: 'start' });
  await again.done;
  expect(again.failure()).toBe(denied);
  await new Promise((r) => setTimeout(r, 300));
  expect(server.opened).toHaveLength(1);

  // /readyz answers not ready; why goes to the operator's log, not to the public answer.
  const logged: [string, unknown][] = [];
  const readiness = await checkReadiness(
    {
      pool: { query: async () => ({}) },
      store,
      projections: { status: () => [] },
      isShuttingDown: () => false,
      storeFailure: () => store.failure(),
    },
    (check, err) => logged.push([check, err]),
  );
  expect(readiness.status).toBe('not_ready');
  expect(readiness.eventStore).toMatchObject({ ok: false, error: 'unavailable' });
  expect(logged.map(([check, err]) => [check, String(err)])).toEqual([
    ['eventStore', `Error: subscriptions stopped after a fatal error: ${denied.message}`],
  ]);
});
