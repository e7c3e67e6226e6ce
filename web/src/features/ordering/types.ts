import type { CancelReasonCode } from '@pickup/domain/ordering/cancel-reasons';
import type { PickupTime } from '@/lib/pickup-time';
import type { OrderStatus } from '@pickup/domain/ordering/status';

type Choice = { id: string; name: string };
type PricedChoice = Choice & { price: number; priceCents?: number };

export type OrderCustomizations = {
  optionalIngredients?: Choice[];
  possibleIngredients?: (PricedChoice & { quantity: number })[];
  sides?: PricedChoice[];
  addons?: PricedChoice[];
};

/** The receipt (spec §3 "Order"); money in cents. */
export type Order = {
  id: string;
  status: OrderStatus;
  restaurantId: string;
  restaurant: {
    id?: string;
    name: string;
    address: string;
    phone: string;
    taxRate: string;
    estimatedPickupTime: number;
    /** IANA zone: every time on the receipt is read on the restaurant's clock. */
    timezone?: string;
  };
  orderItems: {
    menuItemId?: string;
    quantity: number;
    unitPrice: number;
    subtotal: number;
    menuItem: { name: string; description: string };
    customizations: OrderCustomizations | string | null;
  }[];
  notes: string | null;
  subtotal: number;
  tax: number;
  total: number;
  createdAt: string;
  estimatedReadyAt?: string;
  /** Oldest step first; a cancellation carries its reason. */
  statusHistory?: {
    status: OrderStatus;
    at: string;
    by: { role: string };
    reason: string | null;
    reasonCode?: CancelReasonCode | null;
  }[];
  /** What the viewer may do next (the server asks the order machine). */
  allowedActions?: { kind: string; to: OrderStatus }[];
  /** ASAP or a scheduled slot, and the promised range. */
  pickup?: PickupTime;
};

/** Router state the checkout hands the receipt: the order may not be readable yet. */
export type ReceiptState = { catchingUp: boolean };
