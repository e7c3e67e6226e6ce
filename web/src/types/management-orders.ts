import type {
  CustomizationsView,
  OrderItemView,
  OrderView,
} from '@pickup/projections/ordering/contract';

/** An order as staff read it (management-area §3), as the orders read model declares it. */
export type OrderCustomizations = CustomizationsView;
export type StaffOrderItem = OrderItemView;
export type StaffOrder = OrderView;

/** Spec §3: the number shown is the last 8 characters of the id. */
export const orderNumber = (id: string) => id.slice(-8);

export const customizationsOf = (item: StaffOrderItem): OrderCustomizations => item.customizations;
