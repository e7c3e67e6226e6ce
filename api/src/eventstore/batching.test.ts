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
    appendToStreams(appends) {
      return this.appendMany(appends);
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
    const results = await Promise.all(['a', 'b', 'c'].map((s) => append([pending(s)])));
    expect(results.map((r) => r.map((x) => x.checkpoint))).toEqual([['a'], ['b'], ['c']]);
    expect(calls).toEqual([['a'], ['b', 'c']]);
  });

  it('answers each append of a refused batch alone: the refused one fails, the others land', async () => {
    const { appender, calls } = recordingAppender('c');
    const append = groupCommit(appender);
    const settled = await Promise.allSettled(['a', 'b', 'c'].map((s) => append([pending(s)])));
    expect(settled.map((s) => s.status)).toEqual(['fulfilled', 'fulfilled', 'rejected']);
    expect(calls).toEqual([['a'], ['b', 'c'], ['b'], ['c']]);
  });

  it('appends alone when a batch names one stream twice', async () => {
    const { appender, calls } = recordingAppender();
    const append = groupCommit(appender);
    await Promise.all(['a', 'b', 'b'].map((s) => append([pending(s)])));
    expect(calls).toEqual([['a'], ['b'], ['b']]);
  });

  it("commits several callers' multi-stream groups in one transaction, each given its own results", async () => {
    const { appender, calls } = recordingAppender();
    const append = groupCommit(appender);
    const results = await Promise.all([
      append([pending('first')]),
      append([pending('slots-1'), pending('order-1')]),
      append([pending('order-2')]),
      append([pending('slots-2'), pending('order-3')]),
    ]);
    expect(results.map((r) => r.map((x) => x.checkpoint))).toEqual([
      ['first'],
      ['slots-1', 'order-1'],
      ['order-2'],
      ['slots-2', 'order-3'],
    ]);
    expect(calls).toEqual([['first'], ['slots-1', 'order-1', 'order-2', 'slots-2', 'order-3']]);
  });

  it('answers a refused group alone with its refusal, all or nothing, while the other groups land', async () => {
    const { appender, calls } = recordingAppender('order-2');
    const refusedGroups: string[][] = [];
    appender.appendToStreams = async (appends) => {
      refusedGroups.push(appends.map((a) => a.stream));
      if (appends.some((a) => a.stream === 'order-2'))
        throw new ConcurrencyError('slots-2, order-2', 'the versions given', -1n);
      return appends.map((a) => ({ nextVersion: 0n, checkpoint: a.stream }));
    };
    const append = groupCommit(appender);
    const settled = await Promise.allSettled([
      append([pending('first')]),
      append([pending('slots-1'), pending('order-1')]),
      append([pending('slots-2'), pending('order-2')]),
    ]);
    expect(settled.map((s) => s.status)).toEqual(['fulfilled', 'fulfilled', 'rejected']);
    expect((settled[2] as PromiseRejectedResult).reason).toBeInstanceOf(ConcurrencyError);
    expect(calls).toEqual([['first'], ['slots-1', 'order-1', 'slots-2', 'order-2']]);
    expect(refusedGroups).toEqual([
      ['slots-1', 'order-1'],
      ['slots-2', 'order-2'],
    ]);
  });

  it('does not merge groups that name the same stream', async () => {
    const { appender, calls } = recordingAppender();
    appender.appendToStreams = async (appends) => {
      calls.push(appends.map((a) => a.stream));
      return appends.map((a) => ({ nextVersion: 0n, checkpoint: a.stream }));
    };
    const append = groupCommit(appender);
    await Promise.all([
      append([pending('first')]),
      append([pending('slots-1'), pending('order-1')]),
      append([pending('slots-1'), pending('order-2')]),
    ]);
    expect(calls).toEqual([['first'], ['slots-1', 'order-1'], ['slots-1', 'order-2']]);
  });
});
