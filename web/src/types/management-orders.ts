import type { CustomizationsView, OrderItemView } from '@pickup/projections/orders/contract';

/** An order as staff read it (management-area §3), as the orders read model declares it. */
export type {
  CustomizationsView as OrderCustomizations,
  OrderItemView as StaffOrderItem,
  OrderView as StaffOrder,
} from '@pickup/projections/orders/contract';

export const customizationsOf = (item: OrderItemView): CustomizationsView => item.customizations;
