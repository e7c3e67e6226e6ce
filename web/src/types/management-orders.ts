import type { OrderStatus } from '@pickup/domain/ordering/status';

/** An order as staff read it (management-area §3). Money in cents. */
export type OrderCustomizations = {
  /** Included ingredients the customer removed. */
  optionalIngredients?: { name: string }[];
  /** Extras the customer added. */
  possibleIngredients?: { name: string; price?: number; quantity?: number }[];
  sides?: { name: string; price?: number }[];
  /** The drink picked with the item. */
  addons?: { name: string }[];
};

export type StaffOrderItem = {
  menuItemId?: string;
  quantity: number;
  unitPrice: number;
  subtotal: number;
  menuItem: { name: string; description?: string };
  /** Spec §3: a JSON object, or the same as a string. */
  customizations: OrderCustomizations | string | null;
};

export type StaffOrder = {
  id: string;
  status: OrderStatus;
  total: number;
  subtotal: number;
  tax: number;
  notes: string | null;
  createdAt: string;
  updatedAt?: string;
  restaurantId: string;
  customerId?: string;
  estimatedReadyAt?: string | null;
  /** Issue 16's pickup promise; absent on orders placed before it (events.md). */
  pickup?: { kind?: 'asap' | 'scheduled'; promisedAt?: string; fireAt?: string };
  customer: { firstName: string; lastName: string; email: string | null; phone: string | null };
  /** As ordered; `timezone` is the zone its times are read in. */
  restaurant?: { name: string; timezone?: string };
  orderItems: StaffOrderItem[];
};

/** Spec §3: the number shown is the last 8 characters of the id. */
export const orderNumber = (id: string) => id.slice(-8);

export function customizationsOf(item: StaffOrderItem): Required<OrderCustomizations> {
  let raw: OrderCustomizations | null = null;
  if (typeof item.customizations === 'string') {
    try {
      raw = JSON.parse(item.customizations) as OrderCustomizations;
    } catch {
      raw = null;
    }
  } else raw = item.customizations;
  return {
    optionalIngredients: raw?.optionalIngredients ?? [],
    possibleIngredients: raw?.possibleIngredients ?? [],
    sides: raw?.sides ?? [],
    addons: raw?.addons ?? [],
  };
}
