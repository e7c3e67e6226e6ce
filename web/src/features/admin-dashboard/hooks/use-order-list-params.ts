import { ORDER_STATUSES, type OrderStatus } from '@pickup/domain/ordering/status';
import { useSearchParams } from 'react-router';
import type { OrderListFilters } from '@/features/admin-dashboard/api/get-orders';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isStatus = (value: string | null): value is OrderStatus =>
  value !== null && (ORDER_STATUSES as readonly string[]).includes(value);

/** The Orders tab's filters as they stand in the address (?status&restaurant&date&q&page). */
export function readOrderListParams(search: URLSearchParams): OrderListFilters {
  const status = search.get('status');
  const date = search.get('date');
  const page = Number(search.get('page'));
  return {
    restaurantId: search.get('restaurant') || undefined,
    status: isStatus(status) ? status : undefined,
    date: date && DAY.test(date) ? date : undefined,
    q: search.get('q')?.trim() || undefined,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

const PARAM: Record<keyof OrderListFilters, string> = {
  restaurantId: 'restaurant',
  status: 'status',
  date: 'date',
  q: 'q',
  page: 'page',
};

/**
 * The filters kept in the address, so a reload, the back button or a shared link shows the
 * same list. Changing a filter goes back to page 1.
 */
export function useOrderListParams() {
  const [search, setSearch] = useSearchParams();
  const filters = readOrderListParams(search);
  const change = (next: Partial<OrderListFilters>) =>
    setSearch(
      (current) => {
        const merged = { ...readOrderListParams(current), page: 1, ...next };
        const params = new URLSearchParams(current);
        for (const [key, name] of Object.entries(PARAM) as [keyof OrderListFilters, string][]) {
          const value = merged[key];
          if (value === undefined || value === '' || (key === 'page' && value === 1)) {
            params.delete(name);
          } else {
            params.set(name, String(value));
          }
        }
        return params;
      },
      { replace: true },
    );
  return [filters, change] as const;
}
