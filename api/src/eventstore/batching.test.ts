import { describe, expect, it } from 'vitest';
import { ConcurrencyError } from '@pickup/domain/shared/errors';
import type { AppendResult } from '@pickup/domain/eventstore/types';
import { groupCommit, type GroupAppender, type PendingAppend } from './batching';
import { events } from './contract-helpers';

/** An appender that records its calls; an append expecting 'no_stream' to `taken` is refused. */
function recordingAppender(taken = '') {
  const calls: string[][] = [];
  const result = (stream: string): AppendResult => ({ nextVersion: 0n, checkpoint: stream });
  const appender: GroupAppender = {
    async appendToStream(stream, _events, { expected }) {
      calls.push([stream]);
      if (stream === taken && expected === 'no_stream')
        throw new ConcurrencyError(stream, 'no_stream', 0n);
      return result(stream);
    },
    async appendMany(appends: readonly PendingAppend[]) {
      calls.push(appends.map((a) => a.stream));
      if (appends.some((a) => a.stream === taken)) throw new ConcurrencyError(taken, 'x', 0n);
      return appends.map((a) => result(a.stream));
    },
  };
  return { appender, calls };
}

const pending = (stream: string): PendingAppend => ({
  stream,
  events: events(1),
  expected: 'no_stream',
});

describe('group commit', () => {
  it('sends appends that arrive while one is committing together, each answered', async () => {
    const { appender, calls } = recordingAppender();
    const append = groupCommit(appender);
    const results = await Promise.all(['a', 'b', 'c'].map((s) => append(pending(s))));
    expect(results.map((r) => r.checkpoint)).toEqual(['a', 'b', 'c']);
    expect(calls).toEqual([['a'], ['b', 'c']]);
  });

  it('answers each append of a refused batch alone: the refused one fails, the others land', async () => {
    const { appender, calls } = recordingAppender('c');
    const append = groupCommit(appender);
    const settled = await Promise.allSettled(['a', 'b', 'c'].map((s) => append(pending(s))));
    expect(settled.map((s) => s.status)).toEqual(['fulfilled', 'fulfilled', 'rejected']);
    expect(calls).toEqual([['a'], ['b', 'c'], ['b'], ['c']]);
  });

  it('appends alone when a batch names one stream twice', async () => {
    const { appender, calls } = recordingAppender();
    const append = groupCommit(appender);
    await Promise.all(['a', 'b', 'b'].map((s) => append(pending(s))));
    expect(calls).toEqual([['a'], ['b'], ['b']]);
  });
});
