/**
 * Money arithmetic shared by the server's pricing and the web cart, so both show the same
 * cents. All amounts are integer cents; tax rates are decimal strings such as '0.0875'.
 */

const TAX_RATE = /^(\d+)(?:\.(\d+))?$/;

/** Tax on `subtotalCents` at `taxRate`, rounded half-up to the cent, computed exactly. */
export function taxCents(subtotalCents: number, taxRate: string): number {
  const match = TAX_RATE.exec(taxRate.trim());
  if (!match) throw new RangeError(`Not a tax rate: '${taxRate}'`);
  if (!Number.isSafeInteger(subtotalCents) || subtotalCents < 0) {
    throw new RangeError(`Not an amount in cents: ${subtotalCents}`);
  }
  const decimals = match[2] ?? '';
  const numerator = BigInt(`${match[1]}${decimals}`);
  const denominator = 10n ** BigInt(decimals.length);
  // floor(x + 1/2) with x = subtotal × numerator / denominator, kept in integers.
  const twice = BigInt(subtotalCents) * numerator * 2n + denominator;
  return Number(twice / (2n * denominator));
}

export interface Totals {
  subtotalCents: number;
  taxCents: number;
  totalCents: number;
}

export function totalsFor(subtotalCents: number, taxRate: string): Totals {
  const tax = taxCents(subtotalCents, taxRate);
  return { subtotalCents, taxCents: tax, totalCents: subtotalCents + tax };
}
