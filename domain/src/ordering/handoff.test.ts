import { describe, expect, it } from 'vitest';
import { DomainError } from '../shared/errors';
import { deciderSpec } from '../testing/given-when-then';
import {
  CODE_ONLY_AT_PICKUP,
  OVERRIDE_REASON_REQUIRED,
  PICKUP_CODE_REQUIRED,
  PICKUP_CODE_WRONG,
  choosePickupCode,
} from './handoff';
import {
  ADMIN,
  HISTORY,
  OWNER,
  changeStatus,
  orderPlaced,
  placeOrder,
  statusChanged,
} from './order.fixtures';
import { orderDecider, type OrderEvent } from './order';

const spec = deciderSpec(orderDecider);

const withCode = { ...orderPlaced, data: { ...orderPlaced.data, pickupCode: '4821' } };
/** A ready order that was given pickup code 4821. */
const READY_WITH_CODE: OrderEvent[] = [withCode, ...HISTORY.ready.slice(1)];
const CHECKING = { checkPickupCode: true };

function refused(kind: string, message: string) {
  return (error: Error) => {
    expect(error).toBeInstanceOf(DomainError);
    expect({ kind: (error as DomainError).kind, message: error.message }).toEqual({
      kind,
      message,
    });
  };
}

describe('the pickup code chosen when the order is placed', () => {
  it('is the first draw no order in progress at the restaurant holds', () => {
    spec
      .given([])
      .when(placeOrder({ pickupCodes: { draws: ['0042', '4821'], inUse: ['0042'] } }))
      .then([withCode]);
  });

  it('counts up from the first draw when every draw is taken', () => {
    expect(choosePickupCode({ draws: ['9998', '9999'], inUse: ['9998', '9999', '0000'] })).toBe(
      '0001',
    );
  });
});

describe('marking a ready order picked up', () => {
  it('records the code as checked when the customer told the right one', () => {
    spec
      .given(READY_WITH_CODE)
      .when(changeStatus(OWNER, 'picked_up', { handover: { ...CHECKING, pickupCode: ' 4821 ' } }))
      .then([statusChanged('ready', 'picked_up', OWNER, { handover: { check: 'code' } })]);
  });

  it('refuses a wrong code', () => {
    spec
      .given(READY_WITH_CODE)
      .when(changeStatus(OWNER, 'picked_up', { handover: { ...CHECKING, pickupCode: '1111' } }))
      .thenThrows(refused('rule', PICKUP_CODE_WRONG));
  });

  it('asks for the code when none was given', () => {
    spec
      .given(READY_WITH_CODE)
      .when(changeStatus(OWNER, 'picked_up', { handover: CHECKING }))
      .thenThrows(refused('validation', PICKUP_CODE_REQUIRED));
  });

  it('lets the owner hand over without the code, recording why', () => {
    spec
      .given(READY_WITH_CODE)
      .when(
        changeStatus(ADMIN, 'picked_up', {
          handover: { ...CHECKING, overrideReason: ' Phone died, showed ID ' },
        }),
      )
      .then([
        statusChanged('ready', 'picked_up', ADMIN, {
          handover: { check: 'override', reason: 'Phone died, showed ID' },
        }),
      ]);
  });

  it('refuses a handover without the code and without a reason', () => {
    spec
      .given(READY_WITH_CODE)
      .when(changeStatus(OWNER, 'picked_up', { handover: { ...CHECKING, overrideReason: ' ' } }))
      .thenThrows(refused('validation', OVERRIDE_REASON_REQUIRED));
  });

  it('asks nothing when the restaurant does not check codes', () => {
    spec
      .given(READY_WITH_CODE)
      .when(changeStatus(OWNER, 'picked_up', { handover: { checkPickupCode: false } }))
      .then([statusChanged('ready', 'picked_up')]);
  });

  it('asks nothing of an order placed before codes existed', () => {
    spec
      .given(HISTORY.ready)
      .when(changeStatus(OWNER, 'picked_up', { handover: CHECKING }))
      .then([statusChanged('ready', 'picked_up')]);
  });

  it('refuses a code on any other step', () => {
    spec
      .given(HISTORY.preparing)
      .when(changeStatus(OWNER, 'ready', { handover: { ...CHECKING, pickupCode: '4821' } }))
      .thenThrows(refused('validation', CODE_ONLY_AT_PICKUP));
  });
});
