import type { Actor } from '../catalog/permissions';
import { conflict, notFound, validation } from '../shared/errors';
import {
  NO_SHOW_ONLY_WHEN_READY,
  OTHER_REASON_REQUIRED,
  REASON_CODE_ONLY_FOR_CANCEL,
  cancelReasonText,
  type CancelReasonCode,
} from './cancel-reasons';
import { decideHandover, type HandoverInput } from './handoff';
import { refusalError, transitionStatus } from './machine';
import type { OrderState, OrderStatusChanged } from './order-events';
import { assertOrderPart } from './order-access';
import { ORDER_NOT_FOUND } from './order-messages';
import type { OrderStatus } from './status';

/** A status change of the order (DECISIONS 10), decided by the order machine. */

export interface ChangeOrderStatus {
  type: 'ChangeOrderStatus';
  orderId: string;
  actor: Actor;
  /** The owner of the order's restaurant now (looked up by the handler): they may act on it. */
  restaurantOwnerId: string | null;
  status: OrderStatus;
  notes?: string;
  reason?: string;
  reasonCode?: CancelReasonCode;
  /** The counter's code check (or override) when marking it picked up. */
  handover?: HandoverInput;
  at: string;
}

export function changeStatus(command: ChangeOrderStatus, state: OrderState): OrderStatusChanged {
  if (state.kind !== 'Placed') throw notFound(ORDER_NOT_FOUND);
  const { actor } = command;
  const part = assertOrderPart(actor, {
    customerId: state.customerId,
    restaurantOwnerId: command.restaurantOwnerId,
  });
  const cancelling = command.status === 'cancelled';
  if (command.reasonCode !== undefined && !cancelling) {
    throw validation(REASON_CODE_ONLY_FOR_CANCEL, [
      { pointer: '/reasonCode', detail: REASON_CODE_ONLY_FOR_CANCEL },
    ]);
  }
  if (command.reasonCode === 'no_show' && state.status !== 'ready') {
    throw conflict(NO_SHOW_ONLY_WHEN_READY);
  }
  if (command.reasonCode === 'other' && !command.reason?.trim()) {
    throw validation(OTHER_REASON_REQUIRED, [
      { pointer: '/reason', detail: OTHER_REASON_REQUIRED },
    ]);
  }
  // A customer cancelling their own order is, by definition, the customer asking.
  const reasonCode =
    command.reasonCode ?? (cancelling && part === 'customer' ? 'customer_asked' : undefined);
  const result = transitionStatus(state.status, command.status, part, {
    reason: cancelling ? cancelReasonText(command.reasonCode, command.reason) : command.reason,
  });
  if (!result.ok) throw refusalError(result.refusal, result.message);
  const handover = decideHandover(command.handover ?? { checkPickupCode: false }, {
    to: command.status,
    expected: state.pickupCode,
    part,
  });
  const reason = result.event.type === 'CANCEL' ? result.event.reason : undefined;
  const notes = command.notes?.trim();
  return {
    type: 'OrderStatusChanged',
    data: {
      orderId: state.orderId,
      from: state.status,
      to: command.status,
      by: { id: actor.id, role: part },
      at: command.at,
      ...(notes ? { notes } : {}),
      ...(reason ? { reason } : {}),
      ...(reasonCode ? { reasonCode } : {}),
      ...(handover ? { handover } : {}),
    },
  };
}
