import { ACTIVE_ORDER_STATUSES } from '@pickup/domain/ordering/status';
import type { StaffOrder } from '@/features/management-shared/orders/types';

/** Spec §9: the Completed tab shows the newest 10. */
export const COMPLETED_LIMIT = 10;

const time = (iso: string | undefined) => (iso ? new Date(iso).getTime() : 0);

/** Spec §4: Active holds pending to ready, oldest first; Completed the rest, newest first. */
export function splitBoard(orders: StaffOrder[]) {
  const active = orders
    .filter((o) => ACTIVE_ORDER_STATUSES.includes(o.status))
    .sort((a, b) => time(a.createdAt) - time(b.createdAt));
  const completed = orders
    .filter((o) => !ACTIVE_ORDER_STATUSES.includes(o.status))
    .sort((a, b) => time(b.updatedAt ?? b.createdAt) - time(a.updatedAt ?? a.createdAt))
    .slice(0, COMPLETED_LIMIT);
  return { active, completed };
}
