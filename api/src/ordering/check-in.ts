import { orderDecider, orderStream } from '@pickup/domain/ordering/order';
import type { CommandBus } from '../commands/bus';
import type { Actor } from '../http/actor';
import { READ_MODELS, type OrderOutcome } from './outcome';

/**
 * POST /api/orders/:id/arrival ("I'm here", issue 31): the check-in decided by the order
 * decider on the order's stream and appended by the command helper → the read model waited
 * for. A repeat that changes nothing appends nothing.
 */

export interface CheckInPorts {
  bus: CommandBus;
  now: () => Date;
}

export function checkInHandler(p: CheckInPorts) {
  /** The customer (or, with `actor` null, a holder of the order's link) is here. */
  async function checkIn(
    actor: Actor | null,
    orderId: string,
    note?: string,
    at: Date = p.now(),
  ): Promise<OrderOutcome> {
    const done = await p.bus.execute({
      name: 'CheckIn',
      actor,
      anonymousRole: 'link',
      at,
      readModels: READ_MODELS,
      stream: orderStream(orderId),
      decider: orderDecider,
      command: {
        type: 'CheckIn',
        orderId,
        actor: actor && { id: actor.userId, role: actor.role },
        ...(note !== undefined ? { note } : {}),
        at: at.toISOString(),
      },
    });
    return { orderId, created: false, checkpoint: done.checkpoint, caughtUp: done.caughtUp };
  }

  return { checkIn };
}
