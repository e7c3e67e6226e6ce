import { randomUUID } from 'node:crypto';
import {
  isCaughtUp,
  type CaughtUp,
  type EventStore,
  type NewEvent,
  type RecordedEvent,
  type SubscribeOptions,
} from '@pickup/domain/eventstore/types';

export interface HeldAppend {
  /** Commits the held transaction; settles once it has committed. */
  commit(): Promise<void>;
}

export interface ContractSubject {
  store: EventStore;
  cleanup(): Promise<void>;
  /**
   * Appends inside a transaction that stays open until `commit`; resolves once the append
   * has run. Only adapters with transactions visible to readers have one.
   */
  holdOpenAppend?(stream: string, events: NewEvent[]): Promise<HeldAppend>;
  /** false where a multi-stream append is not one transaction (EventStoreDB); true by default. */
  multiStreamAtomic?: boolean;
}

/** A fresh prefix per test, so tests sharing one store never see each other's streams. */
export function uniquePrefix(): string {
  return `t${randomUUID().replace(/-/g, '').slice(0, 12)}-`;
}

export function newEvent(type: string, data: unknown = { n: 1 }): NewEvent {
  return {
    id: randomUUID(),
    type,
    data,
    metadata: {
      actorId: 'user-1',
      actorRole: 'customer',
      correlationId: randomUUID(),
      causationId: null,
      at: '2024-05-01T12:00:00.000Z',
    },
  };
}

export function events(n: number, type = 'Happened'): NewEvent[] {
  return Array.from({ length: n }, (_, i) => newEvent(type, { i }));
}

type Item = RecordedEvent | CaughtUp;

export interface Watch {
  items: Item[];
  events(): RecordedEvent[];
  /** Waits until the predicate holds over everything received so far. */
  until(predicate: (items: Item[]) => boolean, ms?: number): Promise<void>;
  stop(): Promise<void>;
}

/** Runs a subscription in the background, recording everything it yields. */
export function watch(store: EventStore, opts: Omit<SubscribeOptions, 'signal'>): Watch {
  const controller = new AbortController();
  const items: Item[] = [];
  let failure: unknown;
  let wake = () => {};
  const running = (async () => {
    try {
      for await (const item of store.subscribeToAll({ ...opts, signal: controller.signal })) {
        items.push(item);
        wake();
      }
    } catch (err) {
      failure = err ?? new Error('subscription failed');
      wake();
    }
  })();
  const recorded = () => items.filter((i): i is RecordedEvent => !isCaughtUp(i));
  return {
    items,
    events: recorded,
    async until(predicate, ms = 10_000) {
      const deadline = Date.now() + ms;
      while (!predicate(items)) {
        if (failure) throw failure;
        if (Date.now() > deadline) {
          throw new Error(`subscription timed out after ${recorded().length} events`);
        }
        await new Promise<void>((resolve) => {
          wake = resolve;
          setTimeout(resolve, 50);
        });
      }
    },
    async stop() {
      controller.abort();
      await running;
      if (failure) throw failure;
    },
  };
}

export const caughtUpCount = (items: Item[]) => items.filter(isCaughtUp).length;

export function lastCaughtUp(items: Item[]): string | undefined {
  return items.filter(isCaughtUp).at(-1)?.caughtUp;
}

/** Caught up, with at least `n` events received. */
export const caughtUpWith = (n: number) => (items: Item[]) => {
  const last = items.at(-1);
  return last !== undefined && isCaughtUp(last) && items.length - caughtUpCount(items) >= n;
};
