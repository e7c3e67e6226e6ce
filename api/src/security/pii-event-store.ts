import type {
  CaughtUp,
  EventStore,
  NewEvent,
  RecordedEvent,
  StreamAppend,
} from '@pickup/domain/eventstore/types';
import type { Pii } from './pii';

/** Which top-level fields of `data` hold personal data, per event type (e.g. `{ UserRegistered: ['pii'] }`). */
export type PiiFieldsByEventType = Readonly<Record<string, readonly string[]>>;

/** Whose key protects an event's personal data; null when the event has no owner. */
export type PiiOwnerOf = (event: { stream: string; type: string; data: unknown }) => string | null;

/**
 * `data.userId` when present, else the id in a `user-{id}` stream name. A message belongs to
 * its signed-in sender (`data.senderId`); one sent without an account gets a key of its own,
 * named by its stream (`message-{id}`, never a user id).
 */
export const defaultPiiOwner: PiiOwnerOf = ({ stream, data }) => {
  if (stream.startsWith('message-')) {
    return isRecord(data) && typeof data.senderId === 'string' ? data.senderId : stream;
  }
  if (isRecord(data) && typeof data.userId === 'string') return data.userId;
  return stream.startsWith('user-') ? stream.slice('user-'.length) : null;
};

/**
 * An event store that encrypts the named fields of `data` on append and decrypts them on
 * read and subscribe. After the owner's key is destroyed those fields read as null, so no
 * replay or rebuild can bring the personal data back.
 */
export function withPiiEncryption(
  store: EventStore,
  pii: Pii,
  fieldsByEventType: PiiFieldsByEventType,
  ownerOf: PiiOwnerOf = defaultPiiOwner,
): EventStore {
  async function transform<E extends { stream: string; type: string; data: unknown }>(
    event: E,
    direction: 'encrypt' | 'decrypt',
  ): Promise<E> {
    const fields = fieldsByEventType[event.type];
    const data = event.data;
    if (!fields || !isRecord(data)) return event;
    const owner = ownerOf(event);
    if (owner === null) {
      if (direction === 'decrypt') return event;
      throw new Error(`${event.type} carries personal data but has no owner to encrypt it for`);
    }
    const picked: Record<string, unknown> = {};
    for (const f of fields) if (f in data) picked[f] = data[f];
    const done =
      direction === 'encrypt'
        ? await pii.encryptFields(owner, picked)
        : await pii.decryptFields(owner, picked);
    return { ...event, data: { ...data, ...done } };
  }

  async function encrypted(stream: string, events: readonly NewEvent[]): Promise<NewEvent[]> {
    const done: NewEvent[] = [];
    for (const e of events) done.push(await transform({ ...e, stream }, 'encrypt'));
    return done.map(({ id, type, data, metadata }) => ({ id, type, data, metadata }));
  }

  return {
    async appendToStream(stream, events, opts) {
      return store.appendToStream(stream, await encrypted(stream, events), opts);
    },

    async appendToStreams(appends: readonly StreamAppend[]) {
      return store.appendToStreams(
        await Promise.all(
          appends.map(async (a) => ({ ...a, events: await encrypted(a.stream, a.events) })),
        ),
      );
    },

    async readStream(stream, opts) {
      const read = await store.readStream(stream, opts);
      const events: RecordedEvent[] = [];
      for (const e of read.events) events.push(await transform(e, 'decrypt'));
      return { ...read, events };
    },

    async readStreams(streams, from) {
      const reads = await store.readStreams(streams, from);
      for (const [stream, read] of reads) {
        const events: RecordedEvent[] = [];
        for (const e of read.events) events.push(await transform(e, 'decrypt'));
        reads.set(stream, { ...read, events });
      }
      return reads;
    },

    async *subscribeToAll(opts): AsyncIterable<RecordedEvent | CaughtUp> {
      for await (const item of store.subscribeToAll(opts)) {
        yield 'caughtUp' in item ? item : await transform(item, 'decrypt');
      }
    },
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
