import { describe, expect, it } from 'vitest';
import {
  formatDollars,
  formatMoney,
  formatPrice,
  formatTaxPercent,
  formatWholeDollars,
  parseDecimal,
  toCents,
} from './money';

describe('toCents', () => {
  it.each([
    [19.99, 1999],
    ['19.99', 1999],
    [0.1 + 0.2, 30],
    [1.005, 101],
    ['1.005', 101],
    ['1.004', 100],
    ['12.5', 1250],
    ['12.', 1200],
    ['.5', 50],
    [' 7 ', 700],
    [0, 0],
    ['-0.25', -25],
    ['-0.001', 0],
    [99_999_999.99, 9_999_999_999],
  ])('%s dollars is %s cents', (dollars, cents) => {
    expect(toCents(dollars)).toBe(cents);
  });

  it.each(['', 'abc', '1e3', '1,50', '.', '-', '$5', NaN, Infinity])('refuses %s', (value) => {
    expect(() => toCents(value)).toThrow(RangeError);
  });
});

describe('formatDollars', () => {
  it.each([
    [1250, '12.50'],
    [5, '0.05'],
    [0, '0.00'],
    [100, '1.00'],
    [-5, '-0.05'],
    [9_999_999_999, '99999999.99'],
  ])('%s cents reads %s', (cents, text) => {
    expect(formatDollars(cents)).toBe(text);
  });

  it('refuses fractions of a cent', () => {
    expect(() => formatDollars(1.5)).toThrow(RangeError);
  });

  it('round-trips every cent amount up to $20', () => {
    for (let cents = 0; cents <= 2_000; cents++) expect(toCents(formatDollars(cents))).toBe(cents);
  });
});

describe('parseDecimal', () => {
  it('reads numbers and numeric strings, nothing else', () => {
    expect(parseDecimal('0.0875')).toBe(0.0875);
    expect(parseDecimal(3)).toBe(3);
    expect(parseDecimal('3x')).toBeUndefined();
    expect(parseDecimal(true)).toBeUndefined();
    expect(parseDecimal(null)).toBeUndefined();
  });
});

describe('formatMoney, formatPrice and formatTaxPercent (one way to show money)', () => {
  it('shows cents as dollars with a sign and two decimals, an average rounded to the cent', () => {
    expect(formatMoney(1250)).toBe('$12.50');
    expect(formatMoney(5)).toBe('$0.05');
    expect(formatMoney(1234.6)).toBe('$12.35');
  });

  it('separates thousands, so a large total reads at a glance', () => {
    expect(formatMoney(130_777_682)).toBe('$1,307,776.82');
    expect(formatMoney(690_200)).toBe('$6,902.00');
    expect(formatMoney(-5)).toBe('-$0.05');
  });

  it('shows whole dollars, rounded, where cents would be noise', () => {
    expect(formatWholeDollars(123_456)).toBe('$1,235');
    expect(formatWholeDollars(1249)).toBe('$12');
    expect(formatWholeDollars(0)).toBe('$0');
  });

  it('shows a menu price in dollars the same way', () => {
    expect(formatPrice('12.5')).toBe('$12.50');
    expect(formatPrice(19.99)).toBe('$19.99');
  });

  it('shows a tax rate as a percentage with two decimals, a half-typed one as nothing', () => {
    expect(formatTaxPercent('0.0875')).toBe('8.75%');
    expect(formatTaxPercent('0')).toBe('0.00%');
    expect(formatTaxPercent('')).toBe('');
    expect(formatTaxPercent('0.0x')).toBe('');
  });
});
