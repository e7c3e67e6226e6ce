import { describe, expect, it } from 'vitest';
import { DomainError } from '../shared/errors';
import { deciderSpec } from '../testing/given-when-then';
import {
  ADMIN,
  CUSTOMER,
  HISTORY,
  LATER,
  ORDER_ID,
  OTHER_OWNER,
  OWNER,
  statusChanged,
} from './order.fixtures';
import { orderDecider } from './order';
import { NOT_YOUR_RESTAURANT_ORDER } from './order-access';
import {
  REMINDERS_USED_UP,
  REMIND_ONLY_WHEN_READY,
  REMIND_STAFF_ONLY,
  remindTooSoon,
  type ReadyReminderSent,
  type RemindCustomer,
} from './reminder';

const spec = deciderSpec(orderDecider);
// The order became ready at LATER (18:05); the restaurant reminds after 10 minutes.
const minutesAfterReady = (m: number) => new Date(Date.parse(LATER) + m * 60_000).toISOString();

const remind = (at: string, extra: Partial<RemindCustomer> = {}): RemindCustomer => ({
  type: 'RemindCustomer',
  orderId: ORDER_ID,
  actor: OWNER,
  restaurantOwnerId: OWNER.id,
  remindAfterMinutes: 10,
  at,
  ...extra,
});
const reminded = (reminder: number, at: string, by = OWNER): ReadyReminderSent => ({
  type: 'ReadyReminderSent',
  data: { orderId: ORDER_ID, at, by: { id: by.id, role: by.role }, reminder },
});

function refused(kind: string, message: string) {
  return (error: Error) => {
    expect(error).toBeInstanceOf(DomainError);
    expect([(error as DomainError).kind, error.message]).toEqual([kind, message]);
  };
}

describe('reminding the customer of a ready order', () => {
  it('sends the first reminder once the order has waited the restaurant’s minutes', () => {
    spec
      .given(HISTORY.ready)
      .when(remind(minutesAfterReady(10)))
      .then([reminded(1, minutesAfterReady(10))]);
  });

  it('an admin may remind too', () => {
    spec
      .given(HISTORY.ready)
      .when(remind(minutesAfterReady(12), { actor: ADMIN }))
      .then([reminded(1, minutesAfterReady(12), ADMIN)]);
  });

  it('refuses before the wait is over, by the clock passed in', () => {
    spec
      .given(HISTORY.ready)
      .when(remind(minutesAfterReady(9)))
      .thenThrows(refused('conflict', remindTooSoon(10)));
  });

  it('the second reminder waits the minutes again from the first', () => {
    const first = reminded(1, minutesAfterReady(10));
    spec
      .given([...HISTORY.ready, first])
      .when(remind(minutesAfterReady(19)))
      .thenThrows(refused('conflict', remindTooSoon(10)));
    spec
      .given([...HISTORY.ready, first])
      .when(remind(minutesAfterReady(20)))
      .then([reminded(2, minutesAfterReady(20))]);
  });

  it('refuses a third reminder however long the order waits', () => {
    spec
      .given([
        ...HISTORY.ready,
        reminded(1, minutesAfterReady(10)),
        reminded(2, minutesAfterReady(20)),
      ])
      .when(remind(minutesAfterReady(120)))
      .thenThrows(refused('conflict', REMINDERS_USED_UP));
  });

  it('counts the wait from the last time the order became ready', () => {
    const readyAgain = statusChanged('preparing', 'ready', OWNER, { at: minutesAfterReady(30) });
    spec
      .given([...HISTORY.ready, statusChanged('ready', 'preparing'), readyAgain])
      .when(remind(minutesAfterReady(35)))
      .thenThrows(refused('conflict', remindTooSoon(10)));
  });

  it.each(['confirmed', 'preparing', 'picked_up', 'cancelled'] as const)(
    'refuses an order that is %s',
    (status) => {
      spec
        .given(HISTORY[status])
        .when(remind(minutesAfterReady(60)))
        .thenThrows(refused('conflict', REMIND_ONLY_WHEN_READY));
    },
  );

  it('refuses the customer and the owner of another restaurant', () => {
    spec
      .given(HISTORY.ready)
      .when(remind(minutesAfterReady(60), { actor: CUSTOMER }))
      .thenThrows(refused('forbidden', REMIND_STAFF_ONLY));
    spec
      .given(HISTORY.ready)
      .when(remind(minutesAfterReady(60), { actor: OTHER_OWNER }))
      .thenThrows(refused('forbidden', NOT_YOUR_RESTAURANT_ORDER));
  });
});
