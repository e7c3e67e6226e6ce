import { z } from 'zod';
import { DAYS, type Day } from './hours-types';
import { parseDecimal } from './money';

/**
 * Building blocks for the catalog's request schemas. Numbers arrive from JSON bodies as
 * numbers and from query strings and some forms as numeric strings; both are accepted.
 */

/** A required trimmed text field whose missing and empty cases share one message. */
export const requiredText = (message: string, max = 200) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Must be at most ${max} characters`);

export const optionalText = (max = 2000) =>
  z.string().trim().max(max, `Must be at most ${max} characters`);

export const flag = () => z.boolean({ error: 'Must be true or false' });

export const id = (message: string) => z.string({ error: message }).trim().min(1, message);

interface NumberRule {
  /** Message for a value that is not a number or breaks a rule without its own message. */
  invalid: string;
  /** Message when the value is missing or blank; defaults to `invalid`. */
  required?: string;
  integer?: boolean;
  min?: { value: number; message?: string; exclusive?: boolean };
  max?: { value: number; message?: string };
  /** Most decimals allowed (tax rates have 4). */
  decimals?: number;
  /** Said when there are more decimals than that; else `invalid`. */
  decimalsMessage?: string;
}

/** A number given as a number or a numeric string, checked against the rule. */
export function numberField(rule: NumberRule) {
  const required = rule.required ?? rule.invalid;
  return z
    .union([z.number(), z.string()], {
      error: (issue) =>
        issue.input === undefined || issue.input === null ? required : rule.invalid,
    })
    .transform((value, ctx) => {
      if (typeof value === 'string' && value.trim() === '') {
        ctx.addIssue({ code: 'custom', message: required });
        return z.NEVER;
      }
      const message = numberProblem(value, rule);
      if (message !== undefined) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return parseDecimal(value) as number;
    });
}

function numberProblem(value: number | string, rule: NumberRule): string | undefined {
  const n = parseDecimal(value);
  if (n === undefined) return rule.invalid;
  if (rule.integer && !Number.isInteger(n)) return rule.invalid;
  if (rule.decimals !== undefined && decimalsOf(value) > rule.decimals) {
    return rule.decimalsMessage ?? rule.invalid;
  }
  const { min, max } = rule;
  if (min && (min.exclusive ? n <= min.value : n < min.value)) return min.message ?? rule.invalid;
  if (max && n > max.value) return max.message ?? rule.invalid;
  return undefined;
}

function decimalsOf(value: number | string): number {
  const text = String(value).trim();
  const dot = text.indexOf('.');
  return dot < 0 ? 0 : text.replace(/0+$/, '').length - dot - 1;
}

/** Item, ingredient and side prices are dollars up to the column's decimal(10,2). */
export const MAX_PRICE_DOLLARS = 99_999_999.99;

export const PRICE_DECIMALS_MESSAGE = 'Price can have at most 2 decimals (whole cents), e.g. 1.99';

/** A price with a third decimal (1.999) is refused, never rounded to a price nobody typed. */
export const price = (message: string) =>
  numberField({
    invalid: message,
    min: { value: 0 },
    max: { value: MAX_PRICE_DOLLARS },
    decimals: 2,
    decimalsMessage: PRICE_DECIMALS_MESSAGE,
  });

const TIME = /^(\d{1,2}):(\d{2})$/;

/** "H:MM" or "HH:MM" in 24-hour time, normalized to "HH:MM". */
export const time = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .refine((t) => isTime(t), 'Time must be HH:MM (24-hour)')
    .transform((t) => t.padStart(5, '0'));

function isTime(text: string): boolean {
  const m = TIME.exec(text);
  return m !== null && Number(m[1]) < 24 && Number(m[2]) < 60;
}

const dayHours = z.object(
  {
    start: time('Start time required'),
    end: time('End time required'),
    closed: z.boolean().default(false),
  },
  { error: 'Each day needs a start, an end and closed' },
);

/** Monday to Sunday, every day present (the forms always send the whole week). */
export const weeklyHours = z.object(
  Object.fromEntries(DAYS.map((d) => [d, dayHours])) as Record<Day, typeof dayHours>,
  { error: 'Hours must give every day from monday to sunday' },
);

export const imageUrl = () =>
  z
    .string({ error: 'Image URL is required' })
    .trim()
    .min(1, 'Image URL is required')
    .max(2048, 'Image URL is too long')
    // The stored address is the upload URL without its (signing) query string.
    .transform((url) => url.split('?')[0] as string);

/** An IANA time zone name that this runtime knows. */
export const timezone = () =>
  z
    .string({ error: 'Time zone is required' })
    .trim()
    .refine(isTimeZone, 'Time zone must be an IANA name such as America/New_York');

export function isTimeZone(name: string): boolean {
  if (name === '') return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}
