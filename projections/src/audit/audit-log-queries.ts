import type pg from 'pg';
import { schemaOf } from '../runner/projection';
import { AUDIT_LOG_PROJECTION } from './audit-log';

type Db = Pick<pg.Pool, 'query'>;

export interface AuditLogFilter {
  actorId?: string;
  eventType?: string;
  restaurantId?: string;
  /** Inclusive ISO bounds on the event's time. */
  from?: string;
  to?: string;
  /** 1-based. */
  page: number;
  limit: number;
}

export interface AuditLogEntry {
  stream: string;
  streamKind: string;
  version: number;
  eventId: string;
  type: string;
  at: string;
  actorId: string | null;
  actorRole: string | null;
  restaurantId: string | null;
  summary: string;
}

export interface AuditLogPage {
  items: AuditLogEntry[];
  page: number;
  limit: number;
  total: number;
}

interface LogRow {
  stream: string;
  stream_kind: string;
  version: string;
  event_id: string;
  type: string;
  at: Date;
  actor_id: string | null;
  actor_role: string | null;
  restaurant_id: string | null;
  summary: string;
}

/** Newest first; every filter is optional and each has its own index. */
export async function listAuditLog(db: Db, filter: AuditLogFilter): Promise<AuditLogPage> {
  const table = `${schemaOf(AUDIT_LOG_PROJECTION)}.audit_log`;
  const where = `WHERE ($1::text IS NULL OR actor_id = $1)
      AND ($2::text IS NULL OR type = $2)
      AND ($3::text IS NULL OR restaurant_id = $3)
      AND ($4::timestamptz IS NULL OR at >= $4)
      AND ($5::timestamptz IS NULL OR at <= $5)`;
  const params = [
    filter.actorId ?? null,
    filter.eventType ?? null,
    filter.restaurantId ?? null,
    filter.from ?? null,
    filter.to ?? null,
  ];
  const [page, count] = await Promise.all([
    db.query<LogRow>(
      `SELECT stream, stream_kind, version::text, event_id, type, at, actor_id, actor_role,
         restaurant_id, summary
       FROM ${table} ${where}
       ORDER BY at DESC, position DESC
       LIMIT $6 OFFSET $7`,
      [...params, filter.limit, (filter.page - 1) * filter.limit],
    ),
    db.query<{ n: number }>(`SELECT count(*)::float8 AS n FROM ${table} ${where}`, params),
  ]);
  return {
    items: page.rows.map((r) => ({
      stream: r.stream,
      streamKind: r.stream_kind,
      version: Number(r.version),
      eventId: r.event_id,
      type: r.type,
      at: r.at.toISOString(),
      actorId: r.actor_id,
      actorRole: r.actor_role,
      restaurantId: r.restaurant_id,
      summary: r.summary,
    })),
    page: filter.page,
    limit: filter.limit,
    total: count.rows[0]?.n ?? 0,
  };
}
