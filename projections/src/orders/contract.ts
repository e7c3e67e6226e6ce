import { z } from 'zod';
import { CANCEL_REASON_CODES } from '@pickup/domain/ordering/cancel-reasons';
import { ORDER_STATUSES } from '@pickup/domain/ordering/status';

/**
 * What the orders read model's GET endpoints answer (receipts, lists, the kitchen board):
 * spec §3 (customer) and management §3 (staff). Money in integer cents at order level;
 * choices keep their names and prices as ordered, both in dollars (`price`, as the menu
 * screens show them) and in cents. The OpenAPI document, the server tests and the web app
 * all take the shape from here.
 */

const orderStatus = z.enum(ORDER_STATUSES);
const pricedChoice = z.object({
  id: z.string(),
  name: z.string(),
  price: z.number(),
  priceCents: z.number().int(),
});

export const customizationsViewSchema = z.object({
  optionalIngredients: z.array(z.object({ id: z.string(), name: z.string() })),
  possibleIngredients: z.array(pricedChoice.extend({ quantity: z.number().int() })),
  sides: z.array(pricedChoice),
  addons: z.array(pricedChoice),
});
export type CustomizationsView = z.infer<typeof customizationsViewSchema>;

export const orderItemViewSchema = z.object({
  menuItemId: z.string(),
  quantity: z.number().int(),
  /** Cents. */
  unitPrice: z.number().int(),
  /** Cents: unitPrice × quantity. */
  subtotal: z.number().int(),
  menuItem: z.object({ id: z.string(), name: z.string(), description: z.string() }),
  customizations: customizationsViewSchema,
});
export type OrderItemView = z.infer<typeof orderItemViewSchema>;

export const orderCustomerViewSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
});
export type OrderCustomerView = z.infer<typeof orderCustomerViewSchema>;

export const statusHistoryEntrySchema = z.object({
  from: orderStatus.nullable(),
  status: orderStatus,
  at: z.string(),
  by: z.object({ id: z.string(), role: z.string() }),
  notes: z.string().nullable(),
  reason: z.string().nullable(),
  /** Which listed reason a cancellation gave; null otherwise. */
  reasonCode: z.enum(CANCEL_REASON_CODES).nullable(),
  /** A pickup: its code checked, or handed over without it (the reason says why); else null. */
  handover: z.enum(['code', 'override']).nullable(),
});
export type StatusHistoryEntry = z.infer<typeof statusHistoryEntrySchema>;

/** When it will be ready (a short range ending at promisedAt) and when the kitchen starts. */
export const pickupViewSchema = z.object({
  kind: z.enum(['asap', 'scheduled']),
  promisedFrom: z.string(),
  promisedAt: z.string(),
  fireAt: z.string(),
});
export type PickupView = z.infer<typeof pickupViewSchema>;

export const orderViewSchema = z.object({
  id: z.string(),
  restaurantId: z.string(),
  customerId: z.string(),
  status: orderStatus,
  restaurant: z.object({
    id: z.string(),
    name: z.string(),
    address: z.string(),
    phone: z.string(),
    taxRate: z.string(),
    estimatedPickupTime: z.number(),
    timezone: z.string(),
  }),
  customer: orderCustomerViewSchema,
  orderItems: z.array(orderItemViewSchema),
  subtotal: z.number().int(),
  tax: z.number().int(),
  total: z.number().int(),
  notes: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  estimatedReadyAt: z.string(),
  pickup: pickupViewSchema,
  /** "I'm here" (issue 31): when the customer first said so, and their latest note. */
  arrival: z.object({ at: z.string(), note: z.string().nullable() }).nullable(),
  /** The last time it became ready; null until then. */
  readyAt: z.string().nullable(),
  /** Ready reminders staff sent (issue 31): how many, and the last one's time. */
  reminders: z.object({ count: z.number().int(), lastAt: z.string().nullable() }),
});
export type OrderView = z.infer<typeof orderViewSchema>;

export const orderDetailViewSchema = orderViewSchema.extend({
  statusHistory: z.array(statusHistoryEntrySchema),
  /**
   * What the customer tells the counter (issue 31): only the order's customer sees it, never
   * the restaurant's screens; null for anyone else and for orders from before codes.
   */
  pickupCode: z.string().nullable(),
});
export type OrderDetailView = z.infer<typeof orderDetailViewSchema>;

/** The buttons this viewer gets for the order (domain/ordering/machine `allowedActions`). */
export const orderActionSchema = z.object({
  kind: z.enum(['advance', 'recall', 'cancel', 'complete']),
  event: z.string(),
  to: orderStatus,
  label: z.string(),
  requiresReason: z.boolean(),
});
const withActions = { allowedActions: z.array(orderActionSchema) };

/** GET /api/orders: newest first, paged by headers. */
export const orderListSchema = z.array(orderViewSchema);

/** GET /api/orders/:id, and the receipt answered after a command. */
export const orderReceiptSchema = orderDetailViewSchema.extend(withActions);
export type OrderReceipt = z.infer<typeof orderReceiptSchema>;

/**
 * POST /api/orders and PATCH /api/orders/:id/status: the receipt once the read model has
 * the change, else 202 with the checkpoint to wait for.
 */
export const orderCommandAnswerSchema = z.union([
  orderReceiptSchema,
  z.object({ id: z.string(), checkpoint: z.string(), status: z.literal('accepted') }),
]);
export type OrderCommandAnswer = z.infer<typeof orderCommandAnswerSchema>;

/**
 * GET /api/restaurants/:id/orders/board. No `allowedActions`: the board asks the order
 * machine itself (staff's buttons depend only on the status).
 */
export const kitchenBoardViewSchema = z.object({
  /** pending, confirmed, preparing, ready: oldest first. */
  active: z.array(orderViewSchema),
  /** picked_up, completed, cancelled: newest order first, at most 10. */
  completed: z.array(orderViewSchema),
  noShowAfterMinutes: z.number(),
  /** Minutes a ready order waits before "Remind" (the restaurant's setting, issue 31). */
  remindAfterMinutes: z.number(),
  /** "Mark Picked Up" asks for the customer's pickup code (the restaurant's setting). */
  checkPickupCode: z.boolean(),
  /** Earlier no-shows at this restaurant of each active order's customer. */
  noShows: z.record(z.string(), z.number().int()),
});
export type KitchenBoardView = z.infer<typeof kitchenBoardViewSchema>;
