import type { OrderStatus } from '@pickup/domain/ordering/status';
import type { OrderFilter, Page } from '@pickup/projections/orders/queries';
import type { Actor } from '../http/actor';

export const DEFAULT_LIMIT = 50;

export interface ListQuery {
  restaurantId?: string;
  customerId?: string;
  status?: OrderStatus;
  date?: string;
  q?: string;
  page?: number;
  limit?: number;
  offset?: number;
}

/** `?page` (1-based) wins over `?offset`; both take `?limit`. */
export function pageOf(query: ListQuery): Page {
  const limit = query.limit ?? DEFAULT_LIMIT;
  const offset = query.page !== undefined ? (query.page - 1) * limit : (query.offset ?? 0);
  return { limit, offset };
}

export function pagingHeaders(total: number, page: Page): Record<string, string> {
  return {
    'X-Total-Count': String(total),
    'X-Limit': String(page.limit),
    'X-Offset': String(page.offset),
  };
}

/**
 * What the actor's list holds: a customer only their own orders (optionally at one
 * restaurant), an owner the orders of the restaurants they own (one when named; ownership
 * is checked before), an admin any, filtered as asked.
 */
export function listFilter(actor: Actor, query: ListQuery, owned: readonly string[]): OrderFilter {
  const { restaurantId } = query;
  const narrow = { status: query.status, date: query.date, number: query.q };
  switch (actor.role) {
    case 'customer':
      return { customerId: actor.userId, restaurantId, ...narrow };
    case 'restaurant_owner':
      return restaurantId !== undefined
        ? { restaurantId, ...narrow }
        : { restaurantIds: owned, ...narrow };
    case 'admin':
      return { customerId: query.customerId, restaurantId, ...narrow };
    default: {
      const _never: never = actor.role;
      return _never;
    }
  }
}
