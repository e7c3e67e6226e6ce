import { restaurantDecider, restaurantStream } from '@pickup/domain/catalog/restaurant';
import { ORDER_NOT_FOUND, orderDecider, orderStream } from '@pickup/domain/ordering/order';
import { orderPartOf } from '@pickup/domain/ordering/order-access';
import type { ChangeOrderStatusRequest } from '@pickup/domain/ordering/schemas';
import { notFound } from '@pickup/domain/shared/errors';
import type { CommandBus } from '../commands/bus';
import type { ReadStream } from '../commands/handle';
import type { Actor } from '../http/actor';
import type { RateLimiter } from '../security/rate-limit';
import { freedByCancelling } from './freed-by-cancelling';
import { pickupCodeTries } from './pickup-code-tries';
import type { OrderOutcome } from './outcome';

/**
 * PATCH /api/orders/:id/status: the order's stream (and, for staff or a handover, its
 * restaurant's) read → decided → appended by the command helper, a cancellation with the
 * place in the day's slots and the units of counted items it frees → the read model waited for.
 */

export interface ChangeStatusPorts {
  bus: CommandBus;
  /** Counts wrong pickup codes per order (Postgres-backed: every process shares them). */
  codeTries: Pick<RateLimiter, 'hit' | 'count'>;
  now: () => Date;
}

/** Who owns the restaurant, when that could make the actor its staff, and whether it checks codes. */
async function restaurantFacts(read: ReadStream, actor: Actor, id: string, picking: boolean) {
  const staff = actor.role === 'restaurant_owner';
  if (!staff && !picking) return { ownerId: null, checkPickupCode: false };
  const { state } = await read(restaurantStream(id), restaurantDecider);
  const restaurant = state.status === 'existing' ? state.restaurant : null;
  return {
    ownerId: staff ? (restaurant?.ownerId ?? null) : null,
    checkPickupCode: picking && restaurant?.checkPickupCode === true,
  };
}

export function changeStatusHandler(p: ChangeStatusPorts) {
  const guarded = pickupCodeTries(p.codeTries);

  async function changeStatus(
    actor: Actor,
    orderId: string,
    request: ChangeOrderStatusRequest,
    at: Date = p.now(),
  ): Promise<OrderOutcome> {
    const { status, notes, reason, reasonCode, pickupCode, overrideReason } = request;
    // The spec's body is { status, notes }: a cancellation's notes are its reason.
    const notesAreReason = status === 'cancelled' && !reason?.trim() && notes?.trim();
    const stream = orderStream(orderId);
    const readModels = (a: { readModels: string[] }) => a.readModels;
    const run = { name: 'ChangeOrderStatus', actor, at: p.now(), readModels };
    const done = await guarded(orderId, pickupCode, () =>
      p.bus.run(run, async (read) => {
        const order = await read(stream, orderDecider);
        if (order.state.kind !== 'Placed') throw notFound(ORDER_NOT_FOUND);
        const facts = await restaurantFacts(
          read,
          actor,
          order.state.restaurantId,
          status === 'picked_up',
        );
        const me = { id: actor.userId, role: actor.role };
        const command = {
          type: 'ChangeOrderStatus' as const,
          orderId,
          actor: me,
          restaurantOwnerId: facts.ownerId,
          status,
          notes: notesAreReason ? undefined : notes,
          reason: notesAreReason ? notes : reason,
          ...(reasonCode ? { reasonCode } : {}),
          handover: { checkPickupCode: facts.checkPickupCode, pickupCode, overrideReason },
          at: at.toISOString(),
        };
        const events = orderDecider.decide(command, order.state);
        const freed = await freedByCancelling(read, order.events, events);
        // The part the decider let the actor play: the answer's buttons, with no second lookup.
        const owners = { customerId: order.state.customerId, restaurantOwnerId: facts.ownerId };
        const part = orderPartOf(me, owners) ?? undefined;
        const appends = [...freed.appends, { stream, events }];
        return { appends, answer: { part, readModels: freed.readModels } };
      }),
    );
    const { checkpoint, caughtUp, answer } = done;
    return { orderId, created: false, checkpoint, caughtUp, part: answer.part };
  }

  return { changeStatus };
}
