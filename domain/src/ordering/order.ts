import type { Decider } from '../commands/decider';
import { notFound } from '../shared/errors';
import { decideCheckIn, type CheckIn } from './arrival';
import { evolve, type OrderEvent, type OrderState } from './order-events';
import { ORDER_NOT_FOUND } from './order-messages';
import { placeOrder, type PlaceOrder } from './place-order';
import { decideReminder, type RemindCustomer } from './reminder';
import { changeStatus, type ChangeOrderStatus } from './status-change';

/**
 * The order aggregate, stream `order-{id}`. Money in integer cents, times ISO text. Its
 * events, state and evolve are in ./order-events.ts; placing it in ./place-order.ts.
 */
export { evolve, orderStream } from './order-events';
export type { PlaceOrder } from './place-order';

export * from './order-messages';

export type {
  OrderEvent,
  OrderPlaced,
  OrderRestaurant,
  OrderState,
  OrderStatusChanged,
} from './order-events';

export type { ChangeOrderStatus } from './status-change';
export type OrderCommand = PlaceOrder | ChangeOrderStatus | CheckIn | RemindCustomer;

export function decide(command: OrderCommand, state: OrderState): OrderEvent[] {
  switch (command.type) {
    case 'PlaceOrder':
      return [placeOrder(command, state)];
    case 'ChangeOrderStatus':
      return [changeStatus(command, state)];
    case 'CheckIn':
      if (state.kind !== 'Placed') throw notFound(ORDER_NOT_FOUND);
      return decideCheckIn(command, state);
    case 'RemindCustomer':
      if (state.kind !== 'Placed') throw notFound(ORDER_NOT_FOUND);
      return decideReminder(command, state);
    default: {
      const _never: never = command;
      return _never;
    }
  }
}

export const orderDecider: Decider<OrderCommand, OrderState, OrderEvent> = {
  initialState: () => ({ kind: 'Empty' }),
  evolve,
  decide,
};
