import { formatDollars } from '@pickup/domain/catalog/money';

export const money = (cents: number) => `$${formatDollars(cents)}`;

/** Spec §9: the tax rate as a percentage with 2 decimals, "0.0875" → "8.75%". */
export function taxPercent(taxRate: string): string {
  const rate = Number(taxRate);
  return `${(Number.isFinite(rate) ? rate * 100 : 0).toFixed(2)}%`;
}
