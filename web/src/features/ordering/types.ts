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
    /** IANA zone: every time of the order is shown in it. */
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
  /** ASAP or a scheduled slot, and the promised range. */
  pickup?: PickupTime;
};
