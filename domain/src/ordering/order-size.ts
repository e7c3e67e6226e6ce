import { formatMoney } from '../catalog/money';
import { ruleBroken } from '../shared/errors';
import type { PricingResult } from './pricing-types';

/**
 * Pay at the counter (issue 40): an order above the restaurant's "largest order without
 * calling us" is a cook's evening at risk, paid for by nobody if it is not collected. It is
 * refused with the way to still place it: call the restaurant.
 */

/** The setting's value until an owner changes it: $500. */
export const DEFAULT_LARGEST_ORDER_CENTS = 50_000;

export const orderTooLargeMessage = (
  totalCents: number,
  restaurant: { name: string; phone: string; largestOrderCents: number },
) =>
  `This order comes to ${formatMoney(totalCents)}; ${restaurant.name} takes orders up to ` +
  `${formatMoney(restaurant.largestOrderCents)} without a call. ` +
  (restaurant.phone
    ? `Call them on ${restaurant.phone} to order more, or make this order smaller.`
    : 'Call the restaurant to order more, or make this order smaller.');

/** Refuses a priced order above the restaurant's limit; an order not priced is left alone. */
export function assertOrderSize(
  pricing: PricingResult,
  restaurant: { name: string; phone: string; largestOrderCents?: number },
): void {
  if (!pricing.ok) return;
  const largestOrderCents = restaurant.largestOrderCents ?? DEFAULT_LARGEST_ORDER_CENTS;
  const { totalCents } = pricing.order;
  if (totalCents > largestOrderCents) {
    throw ruleBroken(orderTooLargeMessage(totalCents, { ...restaurant, largestOrderCents }));
  }
}
