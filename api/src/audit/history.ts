import type { EventStore, RecordedEvent } from '@pickup/domain/eventstore/types';
import { ROLE_LABELS, type Role } from '@pickup/domain/identity/constants';
import { notFound } from '@pickup/domain/shared/errors';
import { summarize } from '@pickup/projections/audit/summarize';
import { SYSTEM_NAME, type ActorNames } from './actors';
import { STREAM_MODELS, type AuditKind } from './stream-models';
import type { HistoryEntry, StreamHistory } from '@pickup/projections/audit/contract';

/** Seeding and other server-side work act as this id (identity's SYSTEM_ACTOR). */
const SYSTEM_ACTOR_ID = 'system';

export type { HistoryEntry, StreamHistory };
export type HistoryActor = HistoryEntry['actor'];

export const eventTime = (e: RecordedEvent) => e.metadata.at || e.recordedAt;

/** The stream's events, or 404 when it has none. */
export async function readAuditStream(
  store: EventStore,
  kind: AuditKind,
  id: string,
): Promise<RecordedEvent[]> {
  const { events, exists } = await store.readStream(STREAM_MODELS[kind].stream(id));
  if (!exists || events.length === 0) throw notFound(`No ${kind} ${id} in the event store`);
  return events;
}

/**
 * Every event of one stream, in order, each with who did it and what it did; with `asOf`
 * only the events up to then and the state they fold to.
 */
export async function streamHistory(
  deps: { store: EventStore; names: ActorNames },
  kind: AuditKind,
  id: string,
  asOf?: string,
): Promise<StreamHistory> {
  const model = STREAM_MODELS[kind];
  const all = await readAuditStream(deps.store, kind, id);
  const until = asOf === undefined ? Infinity : Date.parse(asOf);
  const events = all.filter((e) => Date.parse(eventTime(e)) <= until);
  const actorIds = events.flatMap((e) =>
    e.metadata.actorId && e.metadata.actorId !== SYSTEM_ACTOR_ID ? [e.metadata.actorId] : [],
  );
  const names = await deps.names(actorIds);

  let state = model.initial();
  const entries: HistoryEntry[] = [];
  for (const e of events) {
    const change = summarize(e, model.before(state));
    state = model.evolve(state, e);
    const actor = actorOf(e, names);
    entries.push({
      version: Number(e.version),
      type: e.type,
      at: eventTime(e),
      recordedAt: e.recordedAt,
      actor,
      change,
      summary: `${change} — by ${describeActor(actor)}`,
      data: e.data,
    });
  }
  const history: StreamHistory = { kind, id, stream: model.stream(id), events: entries };
  return asOf === undefined ? history : { ...history, asOf, state };
}

function actorOf(
  e: RecordedEvent,
  names: Map<string, { name: string; role: string | null }>,
): HistoryActor {
  const { actorId, actorRole } = e.metadata;
  if (!actorId || actorId === SYSTEM_ACTOR_ID) {
    return { id: actorId ?? null, name: SYSTEM_NAME, role: actorRole ?? null };
  }
  const known = names.get(actorId);
  return { id: actorId, name: known?.name ?? SYSTEM_NAME, role: actorRole ?? known?.role ?? null };
}

function describeActor(actor: HistoryActor): string {
  if (actor.name === SYSTEM_NAME && (!actor.id || actor.id === SYSTEM_ACTOR_ID)) return SYSTEM_NAME;
  const label =
    actor.role && actor.role in ROLE_LABELS ? ROLE_LABELS[actor.role as Role] : actor.role;
  return label ? `${actor.name} (${label})` : actor.name;
}
