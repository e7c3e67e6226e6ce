import { isOrderStatus, type OrderStatus } from '@pickup/domain/ordering/status';

/**
 * Channel on which the order read model announces every committed change. The projection
 * issues `NOTIFY pickup_orders, '<json>'` inside its transaction, so the signal leaves only
 * when the change is visible to readers.
 */
export const ORDER_CHANNEL = 'pickup_orders';

/** What the projection sends on ORDER_CHANNEL. */
export interface OrderSignal {
  orderId: string;
  restaurantId: string;
  customerId: string;
  status: OrderStatus;
  updatedAt: string;
}

/** What sockets receive as `order:updated`: a change signal, the client refetches details. */
export interface OrderUpdated {
  orderId: string;
  restaurantId: string;
  status: OrderStatus;
  updatedAt: string;
}

/** The signal in a NOTIFY payload, or null when it is not one (never trusted blindly). */
export function parseOrderSignal(payload: string | undefined): OrderSignal | null {
  if (!payload) return null;
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { orderId, restaurantId, customerId, status, updatedAt } = value as Record<string, unknown>;
  if (
    typeof orderId !== 'string' ||
    typeof restaurantId !== 'string' ||
    typeof customerId !== 'string' ||
    typeof updatedAt !== 'string' ||
    !isOrderStatus(status)
  ) {
    return null;
  }
  return { orderId, restaurantId, customerId, status, updatedAt };
}

export function toOrderUpdated(signal: OrderSignal): OrderUpdated {
  const { orderId, restaurantId, status, updatedAt } = signal;
  return { orderId, restaurantId, status, updatedAt };
}
