import { describe, expect, it } from 'vitest';
import type { Decider } from '@pickup/domain/commands/decider';
import { InMemoryEventStore } from '@pickup/domain/eventstore/in-memory';
import { conflict } from '@pickup/domain/shared/errors';
import { createCommandBus, type CommandOutcome } from './bus';

type Event = { type: 'Counted'; data: { by: number } };
type Command = { type: 'Count'; by: number; max: number };
const counter: Decider<Command, number, Event> = {
  initialState: () => 0,
  evolve: (n, e) => n + e.data.by,
  decide: (c, n) => {
    if (n + c.by > c.max) throw conflict('Too many');
    return [{ type: 'Counted', data: { by: c.by } }];
  },
};

describe('command bus', () => {
  const actor = { userId: 'u1', role: 'admin' as const, mustChangePassword: false };

  it('appends the decided events with the actor in their metadata', async () => {
    const store = new InMemoryEventStore();
    const bus = createCommandBus({ store, waitFor: async () => true });
    const r = await bus.execute({
      name: 'Count',
      stream: 'c-1',
      decider: counter,
      command: { type: 'Count', by: 2, max: 10 },
      actor,
      readModels: ['counts'],
    });
    expect(r.state).toBe(2);
    expect(r.caughtUp).toBe(true);
    const read = await store.readStream('c-1');
    expect(read.events[0]?.metadata.actorId).toBe('u1');
    expect(read.events[0]?.metadata.actorRole).toBe('admin');
  });

  it('reports a read model that did not catch up, so the caller can answer 202', async () => {
    const bus = createCommandBus({ store: new InMemoryEventStore(), waitFor: async () => false });
    const r = await bus.execute({
      name: 'Count',
      stream: 'c-1',
      decider: counter,
      command: { type: 'Count', by: 1, max: 10 },
      actor,
      readModels: ['counts'],
    });
    expect(r.caughtUp).toBe(false);
  });

  it('counts outcomes and appends nothing when the decider refuses', async () => {
    const store = new InMemoryEventStore();
    const outcomes: CommandOutcome[] = [];
    const bus = createCommandBus({
      store,
      waitFor: async () => true,
      onOutcome: (_n, o) => outcomes.push(o),
    });
    const run = (by: number) =>
      bus.execute({
        name: 'Count',
        stream: 'c-1',
        decider: counter,
        command: { type: 'Count', by, max: 3 },
        actor,
      });
    await run(3);
    await expect(run(1)).rejects.toThrow('Too many');
    expect(outcomes).toEqual(['accepted', 'conflict']);
    expect((await store.readStream('c-1')).events).toHaveLength(1);
  });

  it('waits for the read models the answer names', async () => {
    const waited: (readonly string[] | undefined)[] = [];
    const bus = createCommandBus({
      store: new InMemoryEventStore(),
      waitFor: async (_checkpoint, names) => waited.push(names) > 0,
    });
    const r = await bus.run(
      { name: 'Count', actor, readModels: (big: boolean) => (big ? ['counts', 'big'] : []) },
      async (read) => {
        const { state } = await read('c-1', counter);
        const events = counter.decide({ type: 'Count', by: 5, max: 10 }, state);
        return { appends: [{ stream: 'c-1', events }], answer: state + 5 > 3 };
      },
    );
    expect(r.caughtUp).toBe(true);
    expect(waited).toEqual([['counts', 'big']]);
  });
});
