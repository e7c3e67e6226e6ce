import { describe, expect, it } from 'vitest';
import { DomainError } from '../shared/errors';
import { assertOrderSize, DEFAULT_LARGEST_ORDER_CENTS } from './order-size';
import type { PricingResult } from './pricing-types';

const priced = (totalCents: number): PricingResult => ({
  ok: true,
  order: { lines: [], subtotalCents: totalCents, taxCents: 0, totalCents },
});
const trattoria = { name: 'North End Trattoria', phone: '(617) 555-0100' };

describe('the largest order taken without a call (pay at the counter)', () => {
  it('is $500 until the owner sets it, the limit itself allowed', () => {
    expect(DEFAULT_LARGEST_ORDER_CENTS).toBe(50_000);
    expect(() => assertOrderSize(priced(50_000), trattoria)).not.toThrow();
  });

  it('refuses more, saying the total, the limit and whom to call', () => {
    const refusal = () => assertOrderSize(priced(130_777_682), trattoria);
    expect(refusal).toThrow(DomainError);
    expect(refusal).toThrow(
      'This order comes to $1,307,776.82; North End Trattoria takes orders up to $500.00 without a call. Call them on (617) 555-0100 to order more, or make this order smaller.',
    );
  });

  it('follows the owner’s setting', () => {
    const bigger = { ...trattoria, largestOrderCents: 200_000 };
    expect(() => assertOrderSize(priced(150_000), bigger)).not.toThrow();
    expect(() => assertOrderSize(priced(200_001), bigger)).toThrow(/up to \$2,000\.00/);
  });

  it('leaves an order it could not price to the decider', () => {
    const failed: PricingResult = {
      ok: false,
      failure: { kind: 'price_changed', message: 'Prices have changed', errors: [] },
    };
    expect(() => assertOrderSize(failed, trattoria)).not.toThrow();
  });
});
