import { fold } from '@pickup/domain/commands/decider';
import type { EventStore } from '@pickup/domain/eventstore/types';
import {
  ORDER_NOT_FOUND,
  orderDecider,
  orderStream,
  type OrderEvent,
} from '@pickup/domain/ordering/order';
import { stampWith } from '@pickup/domain/ordering/placement';
import { DEFAULT_REMIND_AFTER_MINUTES } from '@pickup/domain/ordering/reminder';
import { ConcurrencyError, notFound } from '@pickup/domain/shared/errors';
import type { CommandBus } from '../commands/bus';
import type { Actor } from '../http/actor';
import { loadRestaurant } from './order-facts';
import { READ_MODELS, type OrderOutcome } from './place-order';

/**
 * POST /api/orders/:id/reminders (issue 31): the order's stream read → the restaurant's
 * owner and "remind after" setting read → the reminder decided by the order decider (ready,
 * waited long enough, at most twice) → appended at the version read → the read model waited
 * for. The customer-order reactor texts the ready message again from the event.
 */

export interface RemindPorts {
  store: EventStore;
  bus: CommandBus;
  now: () => Date;
  newId: () => string;
}

const TRIES = 3;

export function remindHandler(p: RemindPorts) {
  async function decideAndAppend(actor: Actor, orderId: string): Promise<OrderOutcome> {
    const read = await p.store.readStream(orderStream(orderId));
    const state = fold(
      orderDecider,
      read.events.map((e) => ({ type: e.type, data: e.data }) as OrderEvent),
    );
    if (state.kind !== 'Placed') throw notFound(ORDER_NOT_FOUND);
    const restaurant = await loadRestaurant(p.store, state.restaurantId);
    const at = p.now().toISOString();
    const events = orderDecider.decide(
      {
        type: 'RemindCustomer',
        orderId,
        actor: { id: actor.userId, role: actor.role },
        restaurantOwnerId: restaurant?.ownerId ?? null,
        remindAfterMinutes: restaurant?.remindAfterMinutes ?? DEFAULT_REMIND_AFTER_MINUTES,
        at,
      },
      state,
    );
    const stamp = stampWith(p.newId, {
      actorId: actor.userId,
      actorRole: actor.role,
      correlationId: p.newId(),
      causationId: null,
      at,
    });
    const [result] = await p.store.appendToStreams([
      { stream: orderStream(orderId), events: events.map(stamp), expected: read.version },
    ]);
    const checkpoint = result?.checkpoint ?? read.events.at(-1)?.checkpoint ?? '';
    const caughtUp = await p.bus.appended('RemindCustomer', checkpoint, READ_MODELS);
    return { orderId, created: false, checkpoint, caughtUp };
  }

  /** Staff remind a ready order's customer that it is waiting. */
  async function remind(actor: Actor, orderId: string): Promise<OrderOutcome> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await decideAndAppend(actor, orderId);
      } catch (err) {
        if (err instanceof ConcurrencyError && attempt < TRIES) continue;
        p.bus.refused('RemindCustomer', err);
        throw err;
      }
    }
  }

  return { remind };
}
