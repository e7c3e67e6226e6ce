/**
 * Money is integer cents in events and state; the API speaks dollars. Conversions parse the
 * decimal text so that 19.99 is 1999 cents exactly, never 1998.9999….
 */

// A digit must follow the optional sign and dot: "5", "5.", ".5", "-0.25".
const DECIMAL = /^(-)?(?=\.?\d)(\d*)(?:\.(\d*))?$/;

/**
 * The canonical decimal text of a number or numeric string. Numbers go through `String`,
 * which yields the shortest text that reads back as the same number, so a value typed
 * as "19.99" and parsed on the way keeps its digits.
 */
function decimalText(value: number | string): string | undefined {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return undefined;
    const text = String(value);
    // Very small or large numbers print in exponent form; fixed notation is exact enough there.
    return text.includes('e') ? value.toFixed(20).replace(/0+$/, '') : text;
  }
  const text = value.trim();
  return DECIMAL.test(text) ? text : undefined;
}

/**
 * Dollars (number or numeric string) to integer cents, rounding half away from zero past
 * the second decimal. Throws a RangeError on anything that is not a finite decimal.
 */
export function toCents(dollars: number | string): number {
  const text = decimalText(dollars);
  const match = text === undefined ? null : DECIMAL.exec(text);
  if (!match) throw new RangeError(`Not a decimal amount: ${String(dollars)}`);
  const [, sign, whole = '0', fraction = ''] = match;
  const digits = (fraction + '000').slice(0, 3);
  const thousandths = Number(whole) * 1000 + Number(digits);
  const cents = Math.floor(thousandths / 10) + (thousandths % 10 >= 5 ? 1 : 0);
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Amount out of range: ${String(dollars)}`);
  return sign && cents !== 0 ? -cents : cents;
}

/** Integer cents to dollars text with two decimals: 1250 → "12.50", -5 → "-0.05". */
export function formatDollars(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Not a whole number of cents: ${cents}`);
  const abs = Math.abs(cents);
  const text = `${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
  return cents < 0 ? `-${text}` : text;
}

/** A number or numeric string as a number, or undefined when it is not a plain decimal. */
export function parseDecimal(value: unknown): number | undefined {
  if (typeof value !== 'number' && typeof value !== 'string') return undefined;
  const text = decimalText(value);
  return text === undefined ? undefined : Number(text);
}

// Pickup's prices are US dollars read by people in the US: one fixed locale, so a server's
// message and a browser's screen show the same text whatever their own locale is.
const DOLLARS = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const WHOLE_DOLLARS = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

/**
 * Money as people read it, from cents: 130777682 → "$1,307,776.82". The one formatter of
 * amounts for every screen, chart and message; a fraction of a cent (an average) is rounded
 * to the cent.
 */
export function formatMoney(cents: number): string {
  return DOLLARS.format(Math.round(cents) / 100);
}

/** Money to the nearest dollar, where cents are noise (a chart's axis): 690200 → "$6,902". */
export function formatWholeDollars(cents: number): string {
  return WHOLE_DOLLARS.format(Math.round(cents / 100));
}

/** A menu price in dollars (number or decimal text) as people read it: "12.5" → "$12.50". */
export function formatPrice(dollars: number | string): string {
  return formatMoney(toCents(dollars));
}

/**
 * A tax rate as a percentage with 2 decimals (spec §9): "0.0875" → "8.75%". A rate that is
 * not a decimal (a half-typed form field) shows nothing.
 */
export function formatTaxPercent(taxRate: string): string {
  const rate = taxRate.trim() === '' ? undefined : parseDecimal(taxRate);
  return rate === undefined ? '' : `${(rate * 100).toFixed(2)}%`;
}
