/** Live change signals of the orders read model (see orders.ts). */
export const ORDERS_CHANNEL = 'pickup_orders';

/** The payload of each ORDERS_CHANNEL notification. */
export interface OrderChangeSignal {
  orderId: string;
  restaurantId: string;
  customerId: string;
  status: string;
  /** ISO time of the change (the event's `at`). */
  updatedAt: string;
}
