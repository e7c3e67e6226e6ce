import { restaurantDecider, restaurantStream } from '@pickup/domain/catalog/restaurant';
import { ORDER_NOT_FOUND, orderDecider, orderStream } from '@pickup/domain/ordering/order';
import { DEFAULT_REMIND_AFTER_MINUTES } from '@pickup/domain/ordering/reminder';
import { notFound } from '@pickup/domain/shared/errors';
import type { CommandBus } from '../commands/bus';
import type { Actor } from '../http/actor';
import { READ_MODELS, type OrderOutcome } from './outcome';

/**
 * POST /api/orders/:id/reminders (issue 31): the order's stream and its restaurant's (owner,
 * "remind after" setting) read → the reminder decided by the order decider (ready, waited
 * long enough, at most twice) → appended by the command helper → the read model waited for.
 * The customer-order reactor texts the ready message again from the event.
 */

export interface RemindPorts {
  bus: CommandBus;
  now: () => Date;
}

export function remindHandler(p: RemindPorts) {
  /** Staff remind a ready order's customer that it is waiting. */
  async function remind(actor: Actor, orderId: string): Promise<OrderOutcome> {
    const at = p.now();
    const stream = orderStream(orderId);
    const done = await p.bus.run(
      { name: 'RemindCustomer', actor, at, readModels: READ_MODELS },
      async (read) => {
        const order = await read(stream, orderDecider);
        if (order.state.kind !== 'Placed') throw notFound(ORDER_NOT_FOUND);
        const { state: r } = await read(
          restaurantStream(order.state.restaurantId),
          restaurantDecider,
        );
        const restaurant = r.status === 'existing' ? r.restaurant : null;
        const events = orderDecider.decide(
          {
            type: 'RemindCustomer',
            orderId,
            actor: { id: actor.userId, role: actor.role },
            restaurantOwnerId: restaurant?.ownerId ?? null,
            remindAfterMinutes: restaurant?.remindAfterMinutes ?? DEFAULT_REMIND_AFTER_MINUTES,
            at: at.toISOString(),
          },
          order.state,
        );
        return { appends: [{ stream, events }], answer: null };
      },
    );
    return { orderId, created: false, checkpoint: done.checkpoint, caughtUp: done.caughtUp };
  }

  return { remind };
}
