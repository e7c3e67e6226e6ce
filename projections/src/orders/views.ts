import type { LineCustomizations } from '@pickup/domain/ordering/pricing';
import type { Pickup } from '@pickup/domain/timing/pickup';
import type { HistoryRow, ItemRow, OrdersRow } from './columns';
import type {
  CustomizationsView,
  OrderCustomerView,
  OrderDetailView,
  OrderItemView,
  OrderView,
  PickupView,
  StatusHistoryEntry,
} from './contract';

export type {
  CustomizationsView,
  OrderCustomerView,
  OrderDetailView,
  OrderItemView,
  OrderView,
  PickupView,
  StatusHistoryEntry,
} from './contract';

const PROMISE_RANGE_MS = 5 * 60_000;

/** An order placed before scheduling existed was ASAP, promised its estimated ready time. */
export function pickupView(
  pickup: Pickup | null,
  placedAt: Date,
  estimatedReadyAt: Date,
): PickupView {
  if (pickup)
    return {
      kind: pickup.kind,
      promisedFrom: pickup.promisedFrom,
      promisedAt: pickup.promisedAt,
      fireAt: pickup.fireAt,
    };
  const from = Math.max(placedAt.getTime(), estimatedReadyAt.getTime() - PROMISE_RANGE_MS);
  return {
    kind: 'asap',
    promisedFrom: new Date(from).toISOString(),
    promisedAt: estimatedReadyAt.toISOString(),
    fireAt: placedAt.toISOString(),
  };
}

/** How a deleted account's orders name their customer (DECISIONS 17). */
export const DELETED_CUSTOMER: OrderCustomerView = {
  firstName: 'Deleted user',
  lastName: '',
  email: null,
  phone: null,
};

/** An order's row with its customer from the order directory (null when unknown). */
export type OrderRow = OrdersRow & {
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  phone: string | null;
  customer_deleted: boolean | null;
};

/** A step as the receipt shows it (read back from JSON, so without the bigint version). */
export type HistoryViewRow = Omit<HistoryRow, 'order_id' | 'version'>;

const dollars = (cents: number) => cents / 100;

function customizationsView(c: LineCustomizations): CustomizationsView {
  return {
    optionalIngredients: c.optionalIngredients.map(({ id, name }) => ({ id, name })),
    possibleIngredients: c.possibleIngredients.map((i) => ({
      id: i.id,
      name: i.name,
      price: dollars(i.priceCents),
      priceCents: i.priceCents,
      quantity: i.quantity,
    })),
    sides: c.sides.map((s) => ({
      id: s.id,
      name: s.name,
      price: dollars(s.priceCents),
      priceCents: s.priceCents,
    })),
    addons: c.addons.map((a) => ({
      id: a.id,
      name: a.name,
      price: dollars(a.priceCents),
      priceCents: a.priceCents,
    })),
  };
}

export function itemView(row: ItemRow): OrderItemView {
  return {
    menuItemId: row.menu_item_id,
    quantity: row.quantity,
    unitPrice: row.unit_price,
    subtotal: row.subtotal,
    menuItem: { id: row.menu_item_id, name: row.name, description: row.description },
    customizations: customizationsView(row.customizations),
  };
}

function customerView(row: OrderRow): OrderCustomerView {
  if (row.customer_deleted !== false) return DELETED_CUSTOMER;
  return {
    firstName: row.first_name ?? '',
    lastName: row.last_name ?? '',
    email: row.email,
    phone: row.phone,
  };
}

export function orderView(row: OrderRow, items: OrderItemView[]): OrderView {
  const r = row.restaurant;
  return {
    id: row.id,
    restaurantId: row.restaurant_id,
    customerId: row.customer_id,
    status: row.status,
    restaurant: {
      id: row.restaurant_id,
      name: r.name,
      address: r.address,
      phone: r.phone,
      taxRate: r.taxRate,
      estimatedPickupTime: r.estimatedPickupTime,
      timezone: r.timezone,
    },
    customer: customerView(row),
    orderItems: items,
    subtotal: row.subtotal,
    tax: row.tax,
    total: row.total,
    notes: row.notes,
    createdAt: row.placed_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    estimatedReadyAt: row.estimated_ready_at.toISOString(),
    pickup: pickupView(row.pickup, row.placed_at, row.estimated_ready_at),
    arrival: row.arrived_at ? { at: row.arrived_at.toISOString(), note: row.arrival_note } : null,
    readyAt: row.ready_at?.toISOString() ?? null,
    reminders: { count: row.reminder_count, lastAt: row.last_reminded_at?.toISOString() ?? null },
  };
}

export function historyView(row: HistoryViewRow): StatusHistoryEntry {
  return {
    from: row.from_status,
    status: row.status,
    at: row.at.toISOString(),
    by: { id: row.by_id, role: row.by_role },
    notes: row.notes,
    reason: row.reason,
    reasonCode: row.reason_code,
    handover: row.handover,
  };
}

/** The receipt: the order with its lines, its status history and its pickup code. */
export function detailView(
  row: OrderRow,
  items: readonly ItemRow[],
  history: readonly HistoryViewRow[],
): OrderDetailView {
  return {
    ...orderView(row, items.map(itemView)),
    statusHistory: history.map(historyView),
    pickupCode: row.pickup_code,
  };
}
