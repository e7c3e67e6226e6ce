import { describe, expect, it } from 'vitest';
import { InMemoryEventStore } from './in-memory';

describe('in-memory event store (smoke)', () => {
  it('reads back what was appended', async () => {
    const store = new InMemoryEventStore();
    await store.appendToStream(
      's-1',
      [
        {
          id: 'e1',
          type: 'Happened',
          data: { n: 1 },
          metadata: {
            actorId: null,
            actorRole: null,
            correlationId: 'c',
            causationId: null,
            at: 't',
          },
        },
      ],
      { expected: 'no_stream' },
    );
    const read = await store.readStream('s-1');
    expect(read.version).toBe(0n);
    expect(read.events.map((e) => e.data)).toEqual([{ n: 1 }]);
  });
});
