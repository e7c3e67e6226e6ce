import type {
  EventStoreDBClient,
  Position,
  ReadPosition,
  RecordedEvent as EsdbEvent,
} from '@eventstore/db-client';
import { BACKWARDS, END, StreamNotFoundError } from '@eventstore/db-client';
import {
  padPosition,
  type Checkpoint,
  type EventMetadata,
  type RecordedEvent,
} from '@pickup/domain/eventstore/types';

export function toCheckpoint(position: Position | undefined): Checkpoint {
  return `${padPosition(position?.commit ?? 0n)}:${padPosition(position?.prepare ?? 0n)}`;
}

const CHECKPOINT = /^(\d{1,20}):(\d{1,20})$/;

export function parseCheckpoint(checkpoint: Checkpoint): Position {
  const match = CHECKPOINT.exec(checkpoint);
  if (!match?.[1] || !match[2]) throw new Error(`not an EventStoreDB checkpoint: ${checkpoint}`);
  return { commit: BigInt(match[1]), prepare: BigInt(match[2]) };
}

/** System events ($-prefixed types or streams) belong to the server, never to us. */
export function isSystem(event: { type: string; streamId: string }): boolean {
  return event.type.startsWith('$') || event.streamId.startsWith('$');
}

/** Our events are always JSON; anything else in the store is not one of ours. */
export function toRecorded(event: EsdbEvent, position?: Position): RecordedEvent | undefined {
  if (!event.isJson) return undefined;
  return {
    id: event.id,
    type: event.type,
    data: event.data,
    metadata: event.metadata as unknown as EventMetadata,
    stream: event.streamId,
    version: event.revision,
    checkpoint: toCheckpoint(event.position ?? position),
    recordedAt: event.created.toISOString(),
  };
}

/** Reads a stream forwards; a stream that does not exist reads as no events. */
export async function readEvents(
  client: EventStoreDBClient,
  stream: string,
  options: { fromRevision?: bigint; maxCount?: number; backwards?: boolean },
): Promise<RecordedEvent[]> {
  const out: RecordedEvent[] = [];
  const fromRevision = options.backwards ? END : (options.fromRevision ?? 0n);
  try {
    for await (const resolved of client.readStream(stream, {
      fromRevision,
      maxCount: options.maxCount,
      ...(options.backwards ? { direction: BACKWARDS } : {}),
    })) {
      const recorded = resolved.event && toRecorded(resolved.event);
      if (recorded) out.push(recorded);
    }
  } catch (err) {
    if (err instanceof StreamNotFoundError) return [];
    throw err;
  }
  return out;
}

/** Position of the newest event in the whole log, or the start when it is empty. */
export async function headPosition(client: EventStoreDBClient): Promise<ReadPosition> {
  for await (const resolved of client.readAll({
    direction: BACKWARDS,
    fromPosition: END,
    maxCount: 1,
  })) {
    if (resolved.event) return resolved.event.position;
  }
  return 'start';
}
