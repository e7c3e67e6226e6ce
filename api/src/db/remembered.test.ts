import { describe, expect, it } from 'vitest';
import { remembered } from './remembered';

describe('remembered lookups', () => {
  it('answers from memory within the time to live, then loads again', async () => {
    let t = 0;
    let loads = 0;
    const get = remembered(async (key: string) => `${key}${++loads}`, {
      ttlMs: 100,
      now: () => t,
    });
    expect(await get('a')).toBe('a1');
    t = 99;
    expect(await get('a')).toBe('a1');
    expect(await get('b')).toBe('b2');
    t = 100;
    expect(await get('a')).toBe('a3');
  });

  it('shares one load between concurrent callers and forgets a failed one', async () => {
    let loads = 0;
    let fail = true;
    const get = remembered(
      async (key: string) => {
        loads++;
        if (fail) throw new Error('down');
        return key;
      },
      { ttlMs: 1_000 },
    );
    const both = await Promise.allSettled([get('a'), get('a')]);
    expect(both.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(loads).toBe(1);
    fail = false;
    expect(await get('a')).toBe('a');
    expect(loads).toBe(2);
  });

  it('keeps at most its capacity, forgetting the oldest', async () => {
    let loads = 0;
    const get = remembered(async (key: string) => `${key}${++loads}`, {
      ttlMs: 1_000,
      capacity: 2,
    });
    await get('a');
    await get('b');
    await get('c');
    expect(await get('b')).toBe('b2');
    expect(await get('a')).toBe('a4');
  });
});
