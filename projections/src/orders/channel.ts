import { z } from 'zod';
import { ORDER_STATUSES } from '@pickup/domain/ordering/status';

/**
 * Live change signals of the orders read model (see projection.ts): the projection issues
 * `NOTIFY pickup_orders, '<json>'` inside its transaction, so a signal leaves only when the
 * change is visible to readers.
 */
export const ORDERS_CHANNEL = 'pickup_orders';

/**
 * The SQL that sends one signal per row of `from` (ordered by `order`), its time from `at`;
 * never from a rebuild's schema. The orders apply statements end with it.
 */
export const notifySql = (from: string, at: string, order: string) => `
SELECT pg_notify('${ORDERS_CHANNEL}', json_build_object(
  'orderId', id, 'restaurantId', restaurant_id, 'customerId', customer_id,
  'status', status, 'updatedAt', ${at})::text)
FROM ${from} WHERE current_schema() NOT LIKE '%\\_\\_rebuild'
ORDER BY ${order}`;

/** The payload of each ORDERS_CHANNEL notification. */
export const orderChangeSignalSchema = z.object({
  orderId: z.string(),
  restaurantId: z.string(),
  customerId: z.string(),
  status: z.enum(ORDER_STATUSES),
  /** ISO time of the change (the event's `at`). */
  updatedAt: z.string(),
});
export type OrderChangeSignal = z.infer<typeof orderChangeSignalSchema>;

/** The Socket.IO event sockets receive for each signal; the client refetches details. */
export const ORDER_UPDATED_EVENT = 'order:updated';
export type OrderUpdatedEvent = typeof ORDER_UPDATED_EVENT;

/** The `order:updated` payload: the signal without the customer. */
export const orderUpdatedSchema = orderChangeSignalSchema.omit({ customerId: true });
export type OrderUpdated = z.infer<typeof orderUpdatedSchema>;

/** What a client asks to follow (Socket.IO `subscribe`); the server checks access. */
export type SubscribeRequest =
  | { orderId: string }
  | { restaurantId: string }
  /** Whether the restaurant takes orders now (pause, rush): what its public page shows. */
  | { restaurantService: string }
  | { admin: true };

/** The signal in a NOTIFY payload, or null when it is not one (never trusted blindly). */
export function parseOrderChangeSignal(payload: string | undefined): OrderChangeSignal | null {
  if (!payload) return null;
  try {
    const parsed = orderChangeSignalSchema.safeParse(JSON.parse(payload));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function toOrderUpdated(signal: OrderChangeSignal): OrderUpdated {
  const { orderId, restaurantId, status, updatedAt } = signal;
  return { orderId, restaurantId, status, updatedAt };
}
