import type { OrderStatus } from '@pickup/domain/ordering/status';

/** What a staff order list asks the server for; every field narrows it. */
export type OrderListFilters = {
  restaurantId?: string;
  status?: OrderStatus;
  /** The restaurant's local day, YYYY-MM-DD. */
  date?: string;
  /** Order number as shown (or its start, or the full id). */
  q?: string;
  /** 1-based. */
  page: number;
};

/** Query keys of the admin dashboard. */
export const adminKeys = {
  all: ['admin'] as const,
  /** What follows the orders (made stale by every order change: the app says). */
  orderViews: () => [...adminKeys.all, 'orders'] as const,
  orders: (filters: OrderListFilters) => [...adminKeys.orderViews(), 'list', filters] as const,
  stats: () => [...adminKeys.orderViews(), 'stats'] as const,
  analytics: () => [...adminKeys.orderViews(), 'analytics'] as const,
  promiseAccuracy: () => [...adminKeys.all, 'promise-accuracy'] as const,
  handoffWait: () => [...adminKeys.all, 'handoff-wait'] as const,
  turnedAway: () => [...adminKeys.all, 'turned-away'] as const,
  messages: () => [...adminKeys.all, 'messages'] as const,
};
