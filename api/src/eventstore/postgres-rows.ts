import {
  type Checkpoint,
  type EventMetadata,
  type RecordedEvent,
} from '@pickup/domain/eventstore/types';

/**
 * Columns of an events row as the adapters read them. Text where JavaScript would lose
 * precision (int8, xid8) and an ISO string made by the server, so no Date parsing per row.
 */
export const EVENT_COLUMNS = `e.transaction_id::text AS tx, e.global_position::text AS pos,
  e.stream_id, e.version::text AS version, e.event_id::text AS event_id, e.type, e.data,
  e.metadata,
  to_char(e.recorded_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS recorded_at`;

export interface EventRow {
  tx: string;
  pos: string;
  stream_id: string;
  version: string;
  event_id: string;
  type: string;
  data: unknown;
  metadata: EventMetadata;
  recorded_at: string;
}

export interface LogPosition {
  /** Transaction id (xid8) as decimal text. */
  tx: string;
  /** Global position as decimal text. */
  pos: string;
}

/** Same text as padPosition, without a BigInt round trip per row. */
export function toCheckpoint(p: LogPosition): Checkpoint {
  return `${p.tx.padStart(20, '0')}:${p.pos.padStart(20, '0')}`;
}

const CHECKPOINT = /^(\d{1,20}):(\d{1,20})$/;

export function parseCheckpoint(checkpoint: Checkpoint): LogPosition {
  const match = CHECKPOINT.exec(checkpoint);
  if (!match?.[1] || !match[2])
    throw new Error(`not a Postgres event store checkpoint: ${checkpoint}`);
  return { tx: BigInt(match[1]).toString(), pos: BigInt(match[2]).toString() };
}

export function toRecorded(row: EventRow): RecordedEvent {
  return {
    id: row.event_id,
    type: row.type,
    data: row.data,
    metadata: row.metadata,
    stream: row.stream_id,
    version: BigInt(row.version),
    checkpoint: toCheckpoint(row),
    recordedAt: row.recorded_at,
  };
}
