import { randomUUID } from 'node:crypto';
import type {
  AppendResult,
  EventMetadata,
  EventStore,
  StreamAppend,
  StreamRead,
} from '@pickup/domain/eventstore/types';
import { ConcurrencyError } from '@pickup/domain/shared/errors';
import { Lru } from '../db/lru';
import {
  decidePickupSlots,
  evolvePickupSlots,
  type PickupSlotCommand,
  type PickupSlotEvent,
  type PickupSlotsState,
} from '@pickup/domain/timing/pickup-slots';

/**
 * Group commit for the pickup-slots streams. Every order of a restaurant's day goes through
 * one stream, so concurrent customers would mostly collide on its version and retry. Here
 * the commands waiting for a stream are decided together, in arrival order, on the state as
 * last appended (kept in memory and caught up from its version), and appended as one batch
 * with the expected version: capacity is still decided by that single append, which another
 * process racing on the same stream makes fail and try again.
 *
 * Where the store appends to several streams at once, a command may bring the append its
 * place allows (the order itself): it is made in the same transaction as the places, so an
 * order costs one round trip instead of two and no place is ever held without its order.
 */

/** What a place taken allows to be appended beside it; null when nothing. */
export type Alongside = (events: PickupSlotEvent[]) => StreamAppend | null;

export interface SlotOutcome {
  events: PickupSlotEvent[];
  /** The alongside append's result, when it was made with the places. */
  appended?: AppendResult;
}

interface Job {
  command: PickupSlotCommand;
  metadata: EventMetadata;
  alongside?: Alongside;
  resolve: (outcome: SlotOutcome) => void;
  reject: (error: unknown) => void;
}

interface Kept {
  state: PickupSlotsState;
  version: bigint;
  exists: boolean;
}

const MAX_TRIES = 30;
/** Days kept in memory; the least recently used is forgotten first. */
const MAX_STREAMS = 200;

/**
 * A batch's decisions are evolved into the kept state itself, each change noted so that an
 * append that fails can take them back (copying the day's state per batch cost time in
 * proportion to its orders).
 */
function tentative(state: PickupSlotsState) {
  const notes: (() => void)[] = [];
  const restore = <K, V>(map: Map<K, V>, key: K) => {
    const had = map.has(key);
    const value = map.get(key);
    notes.push(() => (had ? map.set(key, value as V) : map.delete(key)));
  };
  return {
    evolve(event: PickupSlotEvent) {
      const slot =
        event.type === 'PickupSlotTaken'
          ? event.data.slotStart
          : state.byOrder.get(event.data.orderId)?.slotStart;
      if (slot !== undefined) restore(state.bySlot, slot);
      restore(state.byOrder, event.data.orderId);
      evolvePickupSlots(state, event);
    },
    undo() {
      notes.reverse().forEach((takeBack) => takeBack());
    },
  };
}

function foldInto(kept: Kept, read: StreamRead): Kept {
  for (const e of read.events)
    evolvePickupSlots(kept.state, { type: e.type, data: e.data } as PickupSlotEvent);
  return { state: kept.state, version: read.version, exists: read.exists };
}

export function slotBatcher(store: EventStore, newId: () => string = randomUUID) {
  const queues = new Map<string, Job[]>();
  const kept = new Lru<string, Kept>(MAX_STREAMS);

  async function caughtUp(stream: string): Promise<Kept> {
    const known = kept.get(stream);
    if (!known) {
      const fresh: Kept = {
        state: { bySlot: new Map(), byOrder: new Map() },
        version: -1n,
        exists: false,
      };
      return foldInto(fresh, await store.readStream(stream));
    }
    return foldInto(known, await store.readStream(stream, { fromVersion: known.version + 1n }));
  }

  async function runBatch(stream: string, jobs: Job[]) {
    const appendMany = store.appendToStreams?.bind(store);
    let together = appendMany !== undefined;
    let refusedAt: bigint | null = null;
    for (let attempt = 1; ; attempt++) {
      // The state this process appended last is usually still the stream's: the batch is
      // decided on it without a read, and the append's expected version tells when another
      // process wrote since (then it reads and decides again).
      const known = attempt === 1 ? kept.get(stream) : undefined;
      let base: Kept;
      try {
        base = known ?? (await caughtUp(stream));
      } catch (err) {
        kept.delete(stream);
        jobs.forEach((j) => j.reject(err));
        return;
      }
      kept.set(stream, base);
      // A refused combined append on a stream that has not moved since: an alongside stream
      // refused it (a retried submission's order already there, say). The orders then go
      // apart, each answered by its own append.
      if (refusedAt !== null && refusedAt === base.version) together = false;
      const state = base.state;
      const decided = tentative(state);
      const outcomes = jobs.map((job) => {
        try {
          const events = decidePickupSlots(job.command, state);
          const beside = together && events.length > 0 ? (job.alongside?.(events) ?? null) : null;
          events.forEach((e) => decided.evolve(e));
          return { job, events, beside, error: null as unknown };
        } catch (error) {
          return { job, events: [] as PickupSlotEvent[], beside: null, error };
        }
      });
      // A refusal (a full slot, say) is only given on the stream as read now: a place
      // freed by another process since would otherwise be missed.
      if (known && outcomes.some((o) => o.error)) {
        decided.undo();
        continue;
      }
      const toAppend = outcomes.flatMap((o) =>
        o.events.map((e) => ({
          id: newId(),
          type: e.type,
          data: e.data,
          metadata: o.job.metadata,
        })),
      );
      const beside = outcomes.flatMap((o) => (o.beside ? [o.beside] : []));
      const appended = new Map<StreamAppend, AppendResult>();
      try {
        if (toAppend.length > 0) {
          const places = {
            stream,
            events: toAppend,
            expected: base.exists ? base.version : ('no_stream' as const),
          };
          let version: bigint;
          if (appendMany && beside.length > 0) {
            const results = await appendMany([places, ...beside]);
            beside.forEach((b, i) => appended.set(b, results[i + 1] as AppendResult));
            version = (results[0] as AppendResult).nextVersion;
          } else {
            version = (await store.appendToStream(stream, toAppend, places)).nextVersion;
          }
          kept.set(stream, { state, version, exists: true });
        }
      } catch (err) {
        decided.undo();
        refusedAt = beside.length > 0 ? base.version : null;
        if (err instanceof ConcurrencyError && attempt < MAX_TRIES) continue;
        kept.delete(stream);
        jobs.forEach((j) => j.reject(err));
        return;
      }
      for (const o of outcomes) {
        if (o.error) o.job.reject(o.error);
        else
          o.job.resolve({
            events: o.events,
            appended: o.beside ? appended.get(o.beside) : undefined,
          });
      }
      return;
    }
  }

  async function drain(stream: string) {
    for (;;) {
      const jobs = queues.get(stream) ?? [];
      if (jobs.length === 0) {
        queues.delete(stream);
        return;
      }
      queues.set(stream, []);
      await runBatch(stream, jobs);
    }
  }

  /**
   * Decides and appends one command with those waiting beside it; answers its events, and
   * the result of `alongside`'s append when it was made with them.
   */
  function execute(
    stream: string,
    command: PickupSlotCommand,
    metadata: EventMetadata,
    alongside?: Alongside,
  ): Promise<SlotOutcome> {
    return new Promise((resolve, reject) => {
      const waiting = queues.get(stream);
      const job = { command, metadata, alongside, resolve, reject };
      if (waiting) {
        waiting.push(job);
        return;
      }
      queues.set(stream, [job]);
      void drain(stream);
    });
  }

  /** The state as last appended or read here (for a retried order's held place). */
  const stateOf = (stream: string): PickupSlotsState | undefined => kept.get(stream)?.state;

  return { execute, stateOf };
}

export type SlotBatcher = ReturnType<typeof slotBatcher>;
