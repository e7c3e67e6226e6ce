import type {
  CustomizationsView,
  OrderItemView,
  OrderView,
} from '@pickup/projections/orders/contract';

/** An order as staff read it (management-area §3), as the orders read model declares it. */
export type OrderCustomizations = CustomizationsView;
export type StaffOrderItem = OrderItemView;
export type StaffOrder = OrderView;

export const customizationsOf = (item: StaffOrderItem): OrderCustomizations => item.customizations;
