import { fold } from '@pickup/domain/commands/decider';
import type { EventStore } from '@pickup/domain/eventstore/types';
import {
  ORDER_NOT_FOUND,
  orderDecider,
  orderStream,
  type OrderEvent,
} from '@pickup/domain/ordering/order';
import { stampWith } from '@pickup/domain/ordering/placement';
import { ConcurrencyError, notFound } from '@pickup/domain/shared/errors';
import type { CommandBus } from '../commands/bus';
import type { Actor } from '../http/actor';
import { READ_MODELS, type OrderOutcome } from './place-order';

/**
 * POST /api/orders/:id/arrival ("I'm here", issue 31): the order's stream read → the check-in
 * decided by the order decider → appended at the version read (a concurrent change of the
 * order is decided again) → the read model waited for. A repeat that changes nothing
 * appends nothing.
 */

export interface CheckInPorts {
  store: EventStore;
  bus: CommandBus;
  now: () => Date;
  newId: () => string;
}

const TRIES = 3;

export function checkInHandler(p: CheckInPorts) {
  async function decideAndAppend(
    actor: Actor | null,
    orderId: string,
    note: string | undefined,
    when: Date,
  ): Promise<OrderOutcome> {
    const read = await p.store.readStream(orderStream(orderId));
    const state = fold(
      orderDecider,
      read.events.map((e) => ({ type: e.type, data: e.data }) as OrderEvent),
    );
    if (state.kind !== 'Placed') throw notFound(ORDER_NOT_FOUND);
    const at = when.toISOString();
    const events = orderDecider.decide(
      {
        type: 'CheckIn',
        orderId,
        actor: actor && { id: actor.userId, role: actor.role },
        ...(note !== undefined ? { note } : {}),
        at,
      },
      state,
    );
    const last = read.events.at(-1)?.checkpoint ?? '';
    if (events.length === 0) return { orderId, created: false, checkpoint: last, caughtUp: true };
    const stamp = stampWith(p.newId, {
      actorId: actor?.userId ?? null,
      actorRole: actor?.role ?? 'link',
      correlationId: p.newId(),
      causationId: null,
      at,
    });
    const [result] = await p.store.appendToStreams([
      { stream: orderStream(orderId), events: events.map(stamp), expected: read.version },
    ]);
    const checkpoint = result?.checkpoint ?? last;
    const caughtUp = await p.bus.appended('CheckIn', checkpoint, READ_MODELS);
    return { orderId, created: false, checkpoint, caughtUp };
  }

  /** The customer (or, with `actor` null, a holder of the order's link) is here. */
  async function checkIn(
    actor: Actor | null,
    orderId: string,
    note?: string,
    at: Date = p.now(),
  ): Promise<OrderOutcome> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await decideAndAppend(actor, orderId, note, at);
      } catch (err) {
        if (err instanceof ConcurrencyError && attempt < TRIES) continue;
        p.bus.refused('CheckIn', err);
        throw err;
      }
    }
  }

  return { checkIn };
}
