import { describe, expect, it } from 'vitest';
import { receiptLinks } from './receipt-links';

const links = receiptLinks('a-secret-of-at-least-thirty-two-characters', 'https://pickup.example/');
const ORDER = '3f2b8c1e-9a4d-4e7f-8b6a-0c1d2e3f4a5b';
const NOW = new Date('2030-01-15T12:00:00.000Z');
const DAY_LATER = new Date('2030-01-16T12:00:00.000Z');

describe('receipt links', () => {
  it('names its order until it expires, in a short unguessable token', () => {
    const token = links.sign(ORDER, DAY_LATER) ?? '';
    expect(token).toMatch(/^[A-Za-z0-9_-]{48}$/);
    expect(links.url(token)).toBe(`https://pickup.example/r/${token}`);
    expect(links.verify(token, NOW)).toEqual({ orderId: ORDER, expiresAt: DAY_LATER });
    expect(links.verify(token, DAY_LATER)).toBeNull();
  });

  it('refuses a token changed in any place, or signed with another secret', () => {
    const token = links.sign(ORDER, DAY_LATER) ?? '';
    for (const i of [0, 20, 30, 47]) {
      const c = token[i] === 'A' ? 'B' : 'A';
      expect(links.verify(token.slice(0, i) + c + token.slice(i + 1), NOW)).toBeNull();
    }
    const other = receiptLinks('another-secret-of-at-least-thirty-two-chars', 'https://x');
    expect(links.verify(other.sign(ORDER, DAY_LATER) ?? '', NOW)).toBeNull();
    expect(links.verify('not a token', NOW)).toBeNull();
  });
});
