import type { EventStore } from '@pickup/domain/eventstore/types';

/** The store, counting the events read from it (what a kept state saves). */
export function countingReads(store: EventStore) {
  const counted = { events: 0 };
  const counting: EventStore = {
    ...store,
    readStream: async (s, o) => {
      const read = await store.readStream(s, o);
      counted.events += read.events.length;
      return read;
    },
    readStreams: async (s, f) => {
      const reads = await store.readStreams(s, f);
      for (const r of reads.values()) counted.events += r.events.length;
      return reads;
    },
  };
  return { counting, counted };
}
