/**
 * The number people see for an order (DECISIONS 30): the last 8 characters of its id in
 * capitals, shown with a '#' (`#1A2B3C4D`) on the kitchen ticket, the print, the receipt,
 * the texts and the admin list alike.
 */
export function orderNumber(orderId: string): string {
  return orderId.slice(-8).toUpperCase();
}

/** The number as printed: `#1A2B3C4D`. */
export function orderLabel(orderId: string): string {
  return `#${orderNumber(orderId)}`;
}

/**
 * What a search for an order number looks for: the text as typed, without a leading '#',
 * in the ids' own (lower) case, so `#1A2B3C4D`, `1a2b3c4d` and a whole id all find it.
 */
export function orderNumberSearch(text: string): string {
  return text.trim().replace(/^#/, '').toLowerCase();
}

/** What to type when a search is not an order number (the admin's order search). */
export const ORDER_SEARCH_HINT =
  'Type an order number, such as #1A2B3C4D: only letters, digits and dashes';

/** Whether the text, as typed, can be an order number, its start or a whole order id. */
export const isOrderNumberSearch = (text: string): boolean =>
  /^[a-z0-9-]{1,64}$/.test(orderNumberSearch(text));
