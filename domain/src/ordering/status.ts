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

/** Shown to the customer on the receipt. The dashboard uses the same word for picked_up. */
export const CUSTOMER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  pending: 'Order Received',
  confirmed: 'Order Confirmed',
  preparing: 'Being Prepared',
  ready: 'Ready for Pickup',
  picked_up: 'Completed',
  completed: 'Order Complete',
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
