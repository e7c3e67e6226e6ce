/**
 * Why an order was cancelled, as a short list staff pick from (issue 15); "other" needs a
 * written reason. The code is stored beside the free text so reports can count them.
 */
export const CANCEL_REASON_CODES = [
  'sold_out',
  'closing_early',
  'customer_asked',
  'no_show',
  'other',
] as const;

export type CancelReasonCode = (typeof CANCEL_REASON_CODES)[number];

export const CANCEL_REASON_LABELS: Readonly<Record<CancelReasonCode, string>> = {
  sold_out: 'Sold out',
  closing_early: 'Closing early',
  customer_asked: 'Customer asked',
  no_show: 'No-show',
  other: 'Other',
};

export const OTHER_REASON_REQUIRED = 'Please describe the reason for cancelling';
export const NO_SHOW_ONLY_WHEN_READY = 'Only an order that is ready can be a no-show';
export const REASON_CODE_ONLY_FOR_CANCEL = 'A cancellation reason is only given when cancelling';

/**
 * The text stored for a cancellation: what was written, else the code's label ("other"
 * has no label of its own to fall back on).
 */
export function cancelReasonText(
  code: CancelReasonCode | undefined,
  written: string | undefined,
): string | undefined {
  const text = written?.trim();
  if (text) return text;
  if (code === undefined || code === 'other') return undefined;
  return CANCEL_REASON_LABELS[code];
}
