/** Query keys of ordering's screens (receipts, checkout). */
export const orderKeys = {
  /** The customer's receipts (made stale by every order change: the app says). */
  all: ['orders'] as const,
  detail: (orderId: string) => [...orderKeys.all, 'detail', orderId] as const,
  /** A receipt opened from the ready text's link, without signing in. */
  receiptLink: (token: string) => ['receipt-link', token] as const,
  pickupSlots: (restaurantId: string, menuIds: string, items: number, paused: string | null) =>
    ['pickup-slots', restaurantId, menuIds, items, paused] as const,
};
