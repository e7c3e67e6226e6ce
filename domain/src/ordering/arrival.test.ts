import { describe, expect, it } from 'vitest';
import { DomainError } from '../shared/errors';
import { deciderSpec } from '../testing/given-when-then';
import {
  ARRIVAL_AFTER_CANCELLED,
  ARRIVAL_AFTER_COLLECTED,
  ARRIVAL_BEFORE_CONFIRMED,
  ARRIVAL_NOTE_TOO_LONG,
  type CheckIn,
  type CustomerArrived,
} from './arrival';
import { CUSTOMER, HISTORY, LATER, ORDER_ID, OTHER_CUSTOMER, OWNER } from './order.fixtures';
import { orderDecider } from './order';
import { NOT_YOUR_ORDER } from './order-access';

const spec = deciderSpec(orderDecider);
const AT = '2026-03-01T18:30:00.000Z';

const checkIn = (extra: Partial<CheckIn> = {}): CheckIn => ({
  type: 'CheckIn',
  orderId: ORDER_ID,
  actor: CUSTOMER,
  at: AT,
  ...extra,
});
const arrived = (data: Partial<CustomerArrived['data']> = {}): CustomerArrived => ({
  type: 'CustomerArrived',
  data: {
    orderId: ORDER_ID,
    at: data.at ?? AT,
    ...(data.note ? { note: data.note } : {}),
    via: data.via ?? 'account',
  },
});

function refused(kind: string, message: string) {
  return (error: Error) => {
    expect(error).toBeInstanceOf(DomainError);
    expect([(error as DomainError).kind, error.message]).toEqual([kind, message]);
  };
}

describe('"I\'m here" from confirmation until collection', () => {
  it.each(['confirmed', 'preparing', 'ready'] as const)(
    'records the customer arriving while the order is %s, with the note trimmed',
    (status) => {
      spec
        .given(HISTORY[status])
        .when(checkIn({ note: '  blue car, space 3 ' }))
        .then([arrived({ note: 'blue car, space 3' })]);
    },
  );

  it('records a link holder’s arrival as from the link', () => {
    spec
      .given(HISTORY.ready)
      .when(checkIn({ actor: null }))
      .then([arrived({ via: 'link' })]);
  });

  it('changes nothing on a repeat, with or without a note', () => {
    const first = arrived({ note: 'blue car', at: LATER });
    for (const note of [undefined, 'blue car', 'at the side door'])
      spec
        .given([...HISTORY.ready, first])
        .when(checkIn(note === undefined ? {} : { note }))
        .then([]);
  });

  it('refuses anyone but the order’s customer', () => {
    for (const actor of [OTHER_CUSTOMER, OWNER])
      spec
        .given(HISTORY.ready)
        .when(checkIn({ actor }))
        .thenThrows(refused('forbidden', NOT_YOUR_ORDER));
  });

  it('refuses before confirmation, and after cancellation or collection, saying why', () => {
    spec
      .given(HISTORY.pending)
      .when(checkIn())
      .thenThrows(refused('conflict', ARRIVAL_BEFORE_CONFIRMED));
    spec
      .given(HISTORY.cancelled)
      .when(checkIn())
      .thenThrows(refused('conflict', ARRIVAL_AFTER_CANCELLED));
    for (const status of ['picked_up', 'completed'] as const)
      spec
        .given(HISTORY[status])
        .when(checkIn())
        .thenThrows(refused('conflict', ARRIVAL_AFTER_COLLECTED));
  });

  it('refuses a note longer than 140 characters', () => {
    spec
      .given(HISTORY.ready)
      .when(checkIn({ note: 'x'.repeat(141) }))
      .thenThrows(refused('validation', ARRIVAL_NOTE_TOO_LONG));
  });
});
