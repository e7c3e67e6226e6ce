import { restaurantStream } from '@pickup/domain/catalog/restaurant';
import type { EventStore, RecordedEvent } from '@pickup/domain/eventstore/types';
import { forbidden } from '@pickup/domain/shared/errors';
import type { Actor } from '../http/actor';
import type { AuditKind } from './stream-models';

export const NOT_YOUR_RESTAURANT = 'You can only audit orders of restaurants you own';
export const ADMINS_ONLY = 'Only an admin can audit this history';

/** The restaurant an order was placed with, read from its first event. */
export function orderRestaurantId(orderEvents: readonly RecordedEvent[]): string | null {
  const placed = orderEvents.find((e) => e.type === 'OrderPlaced');
  const id = (placed?.data as { restaurantId?: unknown } | undefined)?.restaurantId;
  return typeof id === 'string' ? id : null;
}

/** Who owns a restaurant now (a deleted one keeps its last owner), from its own stream. */
export async function restaurantOwnerId(
  store: EventStore,
  restaurantId: string,
): Promise<string | null> {
  const { events } = await store.readStream(restaurantStream(restaurantId));
  let owner: string | null = null;
  for (const e of events) {
    const data = e.data as { ownerId?: unknown; changes?: { ownerId?: unknown } };
    const next = e.type === 'RestaurantCreated' ? data.ownerId : data.changes?.ownerId;
    if (typeof next === 'string') owner = next;
  }
  return owner;
}

/**
 * Admins audit everything; an owner audits orders of restaurants they own (as owners act on
 * them in the ordering decider), nothing else.
 */
export async function assertMayAudit(
  store: EventStore,
  actor: Actor,
  kind: AuditKind,
  events: readonly RecordedEvent[],
): Promise<void> {
  if (actor.role === 'admin') return;
  if (actor.role !== 'restaurant_owner' || kind !== 'order') throw forbidden(ADMINS_ONLY);
  const restaurantId = orderRestaurantId(events);
  const owner = restaurantId ? await restaurantOwnerId(store, restaurantId) : null;
  if (owner !== actor.userId) throw forbidden(NOT_YOUR_RESTAURANT);
}
