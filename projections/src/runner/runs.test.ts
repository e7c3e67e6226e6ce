import { describe, expect, it } from 'vitest';
import { applyInRuns, type RunItem } from './runs';

async function runsOf(items: RunItem<string, string>[]) {
  const calls: [string[], string[]][] = [];
  await applyInRuns(items, async (creates, changes) => {
    calls.push([creates, changes]);
  });
  return calls;
}

describe('applyInRuns', () => {
  it('applies creations and changes of different keys in one run', async () => {
    expect(
      await runsOf([
        { key: 'a', create: 'create a' },
        { key: 'b', change: 'change b' },
        { key: 'c', create: 'create c' },
        { key: 'a', change: 'change a' },
      ]),
    ).toEqual([
      [
        ['create a', 'create c'],
        ['change b', 'change a'],
      ],
    ]);
  });

  it('ends a run where a creation follows a change to its own key', async () => {
    expect(
      await runsOf([
        { key: 'a', change: 'change a' },
        { key: 'b', create: 'create b' },
        { key: 'a', create: 'create a' },
        { key: 'a', change: 'change a again' },
      ]),
    ).toEqual([
      [['create b'], ['change a']],
      [['create a'], ['change a again']],
    ]);
  });

  it('calls nothing for an empty batch', async () => {
    expect(await runsOf([])).toEqual([]);
  });
});
