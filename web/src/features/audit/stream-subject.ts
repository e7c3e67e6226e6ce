import { orderLabel } from '@pickup/domain/ordering/order-number';
import type { AuditLogEntry } from './types';

/** What the admin screens already hold by id: restaurants and accounts. */
export type Named = {
  restaurants: ReadonlyMap<string, { name: string; timezone: string }>;
  users: ReadonlyMap<string, string>;
};

/**
 * What an audit entry is about, by name: "Order #1A2B3C4D", "Taco Town", "Olive Owner's
 * favorites". An id is shown only where nothing names it (a deleted restaurant, say).
 */
export function streamSubject(entry: AuditLogEntry, named: Named): string {
  const id = entry.stream.slice(entry.streamKind.length + 1);
  switch (entry.streamKind) {
    case 'order':
      return `Order ${orderLabel(id)}`;
    case 'restaurant':
      return named.restaurants.get(id)?.name ?? `Restaurant ${id}`;
    case 'menu':
      return 'Menu';
    case 'user':
      return named.users.get(id) ?? 'Account';
    case 'favorites':
      return `Favorites of ${named.users.get(id) ?? 'an account'}`;
    case 'message':
      return 'Support message';
    default:
      return entry.stream;
  }
}
