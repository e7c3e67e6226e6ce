import type { AuditLogFilter } from '../types';

/** Query keys of the audit screens. */
export const auditKeys = {
  all: ['audit'] as const,
  log: (filter: AuditLogFilter, page: number, limit: number) =>
    [...auditKeys.all, 'log', filter, page, limit] as const,
  projections: () => [...auditKeys.all, 'projections'] as const,
  rebuild: (name: string) => [...auditKeys.all, 'rebuild', name] as const,
  orderHistory: (orderId: string) => [...auditKeys.all, 'order', orderId] as const,
  menuAsOrdered: (orderId: string) => [...auditKeys.all, 'order', orderId, 'menu'] as const,
  asOf: (kind: string, id: string, asOf: string) =>
    [...auditKeys.all, kind, id, 'as-of', asOf] as const,
};
