import type { CustomizationsView, OrderReceipt } from '@pickup/projections/orders/contract';

export type OrderCustomizations = CustomizationsView;

/** The receipt (spec §3 "Order"); money in cents. The orders read model declares it. */
export type Order = OrderReceipt;

/** Router state the checkout hands the receipt: the order may not be readable yet. */
export type ReceiptState = { catchingUp: boolean };
