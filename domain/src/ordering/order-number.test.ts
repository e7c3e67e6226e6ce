import { describe, expect, it } from 'vitest';
import { isOrderNumberSearch, orderLabel, orderNumber, orderNumberSearch } from './order-number';

describe('order number', () => {
  const id = '0f8e7d6c-5b4a-4392-8a1b-9c8d1a2b3c4d';

  it('is the id’s last 8 characters in capitals, printed with a #', () => {
    expect(orderNumber(id)).toBe('1A2B3C4D');
    expect(orderLabel(id)).toBe('#1A2B3C4D');
  });

  it('is searched for in either case, with or without the #', () => {
    for (const typed of ['#1A2B3C4D', '1a2b3c4d', ' #1a2B3c4D ', '1A2B3C4D']) {
      expect(orderNumberSearch(typed)).toBe('1a2b3c4d');
    }
    expect(orderNumberSearch(id.toUpperCase())).toBe(id);
  });

  it('takes a number, its start or a whole id, and nothing else', () => {
    for (const typed of ['#1A2B3C4D', '1a2b', id]) expect(isOrderNumberSearch(typed)).toBe(true);
    for (const typed of ['#', 'Nia O.', '1A2B 3C4D', '']) {
      expect(isOrderNumberSearch(typed)).toBe(false);
    }
  });
});
