import { restaurantTime } from '@pickup/domain/catalog/zoned-time';
import type { StaffOrder } from '@/types/management-orders';

/** Issue 15: a ticket's colour follows its promise: due within 5 minutes, then late. */
export const DUE_SOON_MS = 5 * 60 * 1000;
/** When an order carries no promise at all, the restaurant default pickup time stands in. */
const DEFAULT_PROMISE_MS = 15 * 60 * 1000;

export type Urgency = 'normal' | 'warning' | 'late';

/** The promised ready time: the order's pickup promise, else its estimate (events.md). */
export function promiseOf(order: StaffOrder): number {
  const promised = order.pickup?.promisedAt ?? order.estimatedReadyAt;
  if (promised) return Date.parse(promised);
  return Date.parse(order.createdAt) + DEFAULT_PROMISE_MS;
}

export function urgencyOf(msLeft: number): Urgency {
  if (msLeft < 0) return 'late';
  if (msLeft <= DUE_SOON_MS) return 'warning';
  return 'normal';
}

/** "12 min left", "due now", "3 min late". */
export function formatPromise(msLeft: number): string {
  const minutes = Math.round(Math.abs(msLeft) / 60_000);
  if (minutes === 0) return 'due now';
  return msLeft > 0 ? `${minutes} min left` : `${minutes} min late`;
}

/** "4:07", "1:02:09" */
export function formatAge(ageMs: number): string {
  const total = Math.max(0, Math.floor(ageMs / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** The restaurant's own clock: a tablet set to another zone still shows kitchen time. */
export const kitchenTime = (order: StaffOrder, iso: string) =>
  restaurantTime(order.restaurant.timezone, new Date(iso), { zone: false });
