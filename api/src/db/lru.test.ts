import { describe, expect, it } from 'vitest';
import { Lru } from './lru';

describe('Lru', () => {
  it('answers what was set and nothing for an unknown key', () => {
    const lru = new Lru<string, number>(2);
    lru.set('a', 1);
    expect(lru.get('a')).toBe(1);
    expect(lru.get('b')).toBeUndefined();
  });

  it('forgets the least recently used entry beyond its capacity', () => {
    const lru = new Lru<string, number>(2);
    lru.set('a', 1);
    lru.set('b', 2);
    lru.get('a');
    lru.set('c', 3);
    expect([lru.get('a'), lru.get('b'), lru.get('c')]).toEqual([1, undefined, 3]);
    expect(lru.size).toBe(2);
  });

  it('counts a rewrite of a key as a use, not as a new entry', () => {
    const lru = new Lru<string, number>(2);
    lru.set('a', 1);
    lru.set('b', 2);
    lru.set('a', 10);
    lru.set('c', 3);
    expect([lru.get('a'), lru.get('b'), lru.get('c')]).toEqual([10, undefined, 3]);
  });

  it('deletes and clears', () => {
    const lru = new Lru<string, number>(3);
    lru.set('a', 1);
    lru.set('b', 2);
    lru.delete('a');
    expect(lru.get('a')).toBeUndefined();
    lru.clear();
    expect(lru.size).toBe(0);
  });

  it('refuses a capacity below one', () => {
    expect(() => new Lru(0)).toThrow(RangeError);
  });
});
