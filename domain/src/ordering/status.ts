/** Order statuses and the words each audience sees for them (spec §4 of both documents). */
export const ORDER_STATUSES = [
  'pending',
  'confirmed',
  'preparing',
  'ready',
  'picked_up',
  'completed',
  'cancelled',
] as const;

export type OrderStatus = (typeof ORDER_STATUSES)[number];

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

/**
 * Shown to the customer on the receipt and dashboards. Issue 28: a status has one name for
 * everyone where the words could clash: picked_up is "Picked Up" and completed "Completed"
 * here as on the staff screens (the spec's customer "Completed" for picked_up made admins'
 * "Complete Order" act on orders their customer already saw as completed).
 */
export const CUSTOMER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  pending: 'Order Received',
  confirmed: 'Order Confirmed',
  preparing: 'Being Prepared',
  ready: 'Ready for Pickup',
  picked_up: 'Picked Up',
  completed: 'Completed',
  cancelled: 'Order Cancelled',
};

/** Shown to restaurant staff and admins, and used in refusal messages. */
export const STAFF_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  preparing: 'Preparing',
  ready: 'Ready for Pickup',
  picked_up: 'Picked Up',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/** The staff board's Active tab; the rest belong to the Completed tab. */
export const ACTIVE_ORDER_STATUSES: readonly OrderStatus[] = [
  'pending',
  'confirmed',
  'preparing',
  'ready',
];
