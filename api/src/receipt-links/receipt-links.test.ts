import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { receiptLinks } from './receipt-links';

const SECRET = 'a-secret-of-at-least-thirty-two-characters';
const links = receiptLinks(SECRET, 'https://pickup.example/');
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

  it('shows nothing of the order id', () => {
    const bytes = Buffer.from(links.sign(ORDER, DAY_LATER) ?? '', 'base64url');
    const id = Buffer.from(ORDER.replace(/-/g, ''), 'hex');
    for (let at = 0; at + 4 <= id.length; at++)
      expect(bytes.includes(id.subarray(at, at + 4))).toBe(false);
    expect(links.sign(ORDER, NOW)).not.toBe(links.sign(ORDER, DAY_LATER));
  });

  it('still opens a link sent before, in the plain form (id, expiry, tag)', () => {
    const key = createHmac('sha256', SECRET).update('pickup receipt links v1').digest();
    const body = Buffer.alloc(20);
    Buffer.from(ORDER.replace(/-/g, ''), 'hex').copy(body);
    body.writeUInt32BE(DAY_LATER.getTime() / 1000, 16);
    const tag = createHmac('sha256', key).update(body).digest().subarray(0, 16);
    const token = Buffer.concat([body, tag]).toString('base64url');
    expect(links.verify(token, NOW)).toEqual({ orderId: ORDER, expiresAt: DAY_LATER });
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
