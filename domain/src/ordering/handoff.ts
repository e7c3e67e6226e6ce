import { forbidden, ruleBroken, validation } from '../shared/errors';
import type { OrderActorRole } from './machine';

/**
 * The handoff (issue 31): the pickup code every order gets when it is placed, and the
 * check at the counter. Pure: the random draws and the codes in use are passed in.
 */

export const PICKUP_CODE_DIGITS = 4;
const CODE_COUNT = 10 ** PICKUP_CODE_DIGITS;

export const PICKUP_CODE_REQUIRED = "Enter the customer's pickup code";
export const PICKUP_CODE_WRONG = 'That pickup code does not match this order';
export const OVERRIDE_REASON_REQUIRED = 'Say why the order is handed over without its code';
export const OVERRIDE_OWNER_ONLY = 'Only the restaurant owner can hand over without the code';
/** Wrong codes tried on one order before the counter must wait (or the owner override). */
export const PICKUP_CODE_TRIES = { limit: 5, windowMs: 15 * 60_000 };
export const TOO_MANY_CODE_TRIES =
  'Too many wrong pickup codes for this order: the owner can hand it over with a reason';
export const CODE_ONLY_AT_PICKUP = 'A pickup code is checked only when the order is picked up';

/** What the handler drew and read: random codes, and the restaurant's codes in progress. */
export interface PickupCodeChoice {
  draws: readonly string[];
  inUse: readonly string[];
}

const asCode = (n: number) => String(n).padStart(PICKUP_CODE_DIGITS, '0');

/**
 * The first draw no order in progress at the restaurant holds; when every draw is taken
 * (a very busy counter), the first free code counting up from the first draw.
 */
export function choosePickupCode({ draws, inUse }: PickupCodeChoice): string {
  const taken = new Set(inUse);
  const free = draws.find((d) => !taken.has(d));
  if (free !== undefined) return free;
  const start = Number(draws[0] ?? 0);
  for (let i = 0; i < CODE_COUNT; i++) {
    const code = asCode((start + i) % CODE_COUNT);
    if (!taken.has(code)) return code;
  }
  return asCode(start);
}

/** How the order left the counter: with its code checked, or handed over with a reason. */
export type Handover = { check: 'code' } | { check: 'override'; reason: string };

/** What staff gave when marking the order picked up. */
export interface HandoverInput {
  /** The restaurant's "Check pickup code at handover" setting, as the handler read it. */
  checkPickupCode: boolean;
  pickupCode?: string;
  overrideReason?: string;
}

/**
 * The counter's check as the order is marked picked up. Nothing is asked when the
 * restaurant does not check codes, or for an order from before codes existed.
 */
export function decideHandover(
  input: HandoverInput,
  order: { to: string; expected: string | undefined; part: OrderActorRole },
): Handover | undefined {
  const given = input.pickupCode?.trim();
  const reason = input.overrideReason?.trim();
  if (order.to !== 'picked_up') {
    if (given || reason)
      throw validation(CODE_ONLY_AT_PICKUP, [
        { pointer: '/pickupCode', detail: CODE_ONLY_AT_PICKUP },
      ]);
    return undefined;
  }
  if (!input.checkPickupCode || order.expected === undefined) return undefined;
  if (input.overrideReason !== undefined) {
    if (order.part === 'customer') throw forbidden(OVERRIDE_OWNER_ONLY);
    if (!reason)
      throw validation(OVERRIDE_REASON_REQUIRED, [
        { pointer: '/overrideReason', detail: OVERRIDE_REASON_REQUIRED },
      ]);
    return { check: 'override', reason };
  }
  if (!given)
    throw validation(PICKUP_CODE_REQUIRED, [
      { pointer: '/pickupCode', detail: PICKUP_CODE_REQUIRED },
    ]);
  if (given !== order.expected) throw ruleBroken(PICKUP_CODE_WRONG);
  return { check: 'code' };
}
