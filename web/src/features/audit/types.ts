import type { Menu } from '@pickup/domain/catalog/menu-types';
import type { PricedLine } from '@pickup/domain/ordering/pricing';

/** One row of GET /api/admin/audit-log (newest first). */
export type AuditLogEntry = {
  stream: string;
  streamKind: string;
  version: number;
  eventId: string;
  type: string;
  at: string;
  actorId: string | null;
  actorRole: string | null;
  /** "System" for server work; null when the account is unknown. */
  actorName: string | null;
  restaurantId: string | null;
  summary: string;
};

export type AuditLogPage = { items: AuditLogEntry[]; page: number; limit: number; total: number };

/** What the log can be narrowed by; times are ISO. */
export type AuditLogFilter = {
  actorId?: string;
  eventType?: string;
  restaurantId?: string;
  from?: string;
  to?: string;
};

/** Verification of one table after a rebuild: rebuilt rows against the ones they replaced. */
export type TableDiff = {
  table: string;
  liveRows: number | null;
  rebuiltRows: number | null;
  comparable: boolean;
  onlyLive: number | null;
  onlyRebuilt: number | null;
};

export type RebuildStatus = 'running' | 'succeeded' | 'failed';

export type RebuildJob = {
  jobId: string;
  name: string;
  status: RebuildStatus;
  applied: number;
  /** Events to replay, counted at the start; null when the store cannot say. */
  total: number | null;
  startedAt: string;
  finishedAt: string | null;
  checkpoint: string | null;
  identical: boolean | null;
  diff: TableDiff[];
  error: string | null;
};

/** `projection:rebuild` in the admin room, while and after a rebuild runs. */
export type RebuildSignal = Pick<
  RebuildJob,
  'jobId' | 'name' | 'status' | 'applied' | 'total' | 'identical' | 'diff' | 'error'
> & { done: boolean };

export type ProjectionStatus = {
  name: string;
  version: number;
  checkpoint: string;
  lagEvents: number;
  /** The lag count stopped at the server's scan limit: the real lag is larger. */
  lagCapped: boolean;
  lagSeconds: number;
  active: boolean;
  updatedAt: string | null;
  eventsApplied: number;
  lastRebuild: RebuildJob | null;
};

export type HistoryEvent = {
  version: number;
  type: string;
  at: string;
  actor: { id: string | null; name: string; role: string | null };
  /** What changed, e.g. "Status Preparing → Ready". */
  change: string;
  /** The change followed by who made it. */
  summary: string;
};

export type OrderHistory = { kind: 'order'; id: string; stream: string; events: HistoryEvent[] };

export type ItemAsOrdered = {
  menuItemId: string;
  line: PricedLine;
  item: {
    name: string;
    description: string;
    priceCents: number;
    isActive: boolean;
    category: { id: string; name: string; includesDrink: boolean; sidesRequired: number } | null;
    ingredients: {
      id: string;
      name: string;
      type: string;
      priceCents: number;
      maxQuantity: number;
      isIncluded: boolean;
      isActive: boolean;
    }[];
    sides: { id: string; name: string; priceCents: number; isActive: boolean }[];
    drinks: { id: string; name: string; priceCents: number; isActive: boolean }[];
  } | null;
};

export type MenuAsOrdered = {
  orderId: string;
  placedAt: string;
  menus: { menuId: string; menu: Menu | null }[];
  items: ItemAsOrdered[];
};

/** The streams that can be travelled back in (GET /api/admin/audit/{kind}/{id}?asOf=). */
export const TIME_TRAVEL_KINDS = ['order', 'restaurant', 'menu', 'user'] as const;
export type TimeTravelKind = (typeof TIME_TRAVEL_KINDS)[number];

/** A stream as it was at `asOf`: the events up to then and the state they fold to. */
export type StreamAsOf = {
  kind: TimeTravelKind;
  id: string;
  stream: string;
  events: HistoryEvent[];
  asOf: string;
  state: unknown;
};
