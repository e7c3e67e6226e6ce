import type {
  AuditLogEntryView,
  AuditLogPageView,
  HistoryEntry,
  StreamHistory,
} from '@pickup/projections/audit/contract';
import type {
  ProjectionStatusView,
  RebuildJob,
  RebuildJobStatus,
  RebuildSignal,
} from '@pickup/projections/runner/contract';

/** What the audit screens read: the audit and runner contracts. */
export type AuditLogEntry = AuditLogEntryView;
export type AuditLogPage = AuditLogPageView;

/** What the log can be narrowed by; times are ISO. */
export type AuditLogFilter = {
  actorId?: string;
  eventType?: string;
  restaurantId?: string;
  from?: string;
  to?: string;
};

export type TableDiff = RebuildJob['diff'][number];
export type RebuildStatus = RebuildJobStatus;
export type { RebuildJob, RebuildSignal };
export type ProjectionStatus = ProjectionStatusView;
export type HistoryEvent = HistoryEntry;
export type OrderHistory = StreamHistory;
export type { ItemAsOrdered, MenuAsOrdered } from '@pickup/projections/audit/contract';

/** The streams that can be travelled back in (GET /api/admin/audit/{kind}/{id}?asOf=). */
export const TIME_TRAVEL_KINDS = [
  'order',
  'restaurant',
  'menu',
  'user',
] as const satisfies readonly StreamHistory['kind'][];
export type TimeTravelKind = (typeof TIME_TRAVEL_KINDS)[number];

/** A stream as it was at `asOf`: the events up to then and the state they fold to. */
export type StreamAsOf = StreamHistory & { asOf: string };
