import { describe, expect, it } from 'vitest';
import { DomainError, type DomainErrorKind } from '../shared/errors';
import { deciderSpec } from '../testing/given-when-then';
import {
  ADMIN,
  CUSTOMER,
  HISTORY,
  OTHER_CUSTOMER,
  OTHER_OWNER,
  OWNER,
  changeStatus,
  orderPlaced,
  placeOrder,
  statusChanged,
} from './order.fixtures';
import {
  CART_EMPTY,
  MENU_INACTIVE,
  MENU_OUTSIDE_HOURS,
  ORDER_EXISTS,
  ORDER_NOT_FOUND,
  RESTAURANT_CLOSED,
  RESTAURANT_NOT_ACCEPTING,
  orderDecider,
} from './order';
import { NOT_YOUR_ORDER, NOT_YOUR_RESTAURANT_ORDER } from './order-access';
import {
  NO_SHOW_ONLY_WHEN_READY,
  OTHER_REASON_REQUIRED,
  REASON_CODE_ONLY_FOR_CANCEL,
} from './cancel-reasons';
import { PRICES_CHANGED_MESSAGE, priceOrder } from './pricing';
import { MENU } from './pricing.fixtures';

const spec = deciderSpec(orderDecider);

function refusedWith(kind: DomainErrorKind, message: string) {
  return (error: Error) => {
    expect(error).toBeInstanceOf(DomainError);
    expect({ kind: (error as DomainError).kind, message: error.message }).toEqual({
      kind,
      message,
    });
  };
}

const REASON = { reason: 'Out of beef' };

describe('no order yet', () => {
  it('places the order with the full snapshot, trimmed notes and the ready time', () => {
    spec.given([]).when(placeOrder()).then([orderPlaced]);
  });

  it('leaves out notes that are blank', () => {
    const { notes: _notes, ...withoutNotes } = orderPlaced.data;
    spec
      .given([])
      .when(placeOrder({ notes: '   ' }))
      .then([{ type: 'OrderPlaced', data: withoutNotes }]);
  });

  it('refuses until the phone is verified, with a message that says "verify"', () => {
    spec
      .given([])
      .when(
        placeOrder({
          customer: { id: CUSTOMER.id, phoneVerified: false },
          menuAvailability: 'inactive',
        }),
      )
      .thenThrows((error) => {
        refusedWith('forbidden', 'Please verify your phone number to place orders')(error);
        expect(error.message).toMatch(/verify/);
      });
  });

  it('refuses when the restaurant is inactive', () => {
    spec
      .given([])
      .when(placeOrder({ restaurant: { ...placeOrder().restaurant, isActive: false } }))
      .thenThrows(refusedWith('rule', RESTAURANT_NOT_ACCEPTING));
  });

  it('refuses when the restaurant is closed', () => {
    spec
      .given([])
      .when(placeOrder({ restaurant: { ...placeOrder().restaurant, isOpen: false } }))
      .thenThrows(refusedWith('rule', RESTAURANT_CLOSED));
  });

  it('refuses when the menu is inactive', () => {
    spec
      .given([])
      .when(placeOrder({ menuAvailability: 'inactive' }))
      .thenThrows(refusedWith('rule', MENU_INACTIVE));
  });

  it('refuses outside the menu’s hours', () => {
    spec
      .given([])
      .when(placeOrder({ menuAvailability: 'outside_hours' }))
      .thenThrows(refusedWith('rule', MENU_OUTSIDE_HOURS));
  });

  it('refuses an empty cart', () => {
    spec
      .given([])
      .when(placeOrder({ pricing: priceOrder(MENU, '0.0875', []) }))
      .thenThrows(refusedWith('validation', CART_EMPTY));
  });

  it('refuses when the prices the customer saw have changed', () => {
    const pricing = priceOrder(MENU, '0.0875', [
      { menuItemId: 'burger', quantity: 1, unitPrice: 900 },
    ]);
    spec
      .given([])
      .when(placeOrder({ pricing }))
      .thenThrows(refusedWith('conflict', PRICES_CHANGED_MESSAGE));
  });

  it('refuses a cart whose category needs more sides', () => {
    const pricing = priceOrder(MENU, '0.0875', [{ menuItemId: 'combo', quantity: 1 }]);
    spec
      .given([])
      .when(placeOrder({ pricing }))
      .thenThrows(refusedWith('rule', 'Combos requires 2 sides'));
  });

  it('cannot change the status of an order that does not exist', () => {
    spec
      .given([])
      .when(changeStatus(ADMIN, 'confirmed'))
      .thenThrows(refusedWith('not_found', ORDER_NOT_FOUND));
  });
});

describe('pending', () => {
  const given = spec.given(HISTORY.pending);

  it('the owner confirms it', () => {
    given.when(changeStatus(OWNER, 'confirmed')).then([statusChanged('pending', 'confirmed')]);
  });

  it('an admin confirms it, with trimmed notes', () => {
    given
      .when(changeStatus(ADMIN, 'confirmed', { notes: ' called customer ' }))
      .then([statusChanged('pending', 'confirmed', ADMIN, { notes: 'called customer' })]);
  });

  it('the customer cancels it without giving a reason: recorded as the customer asking', () => {
    given
      .when(changeStatus(CUSTOMER, 'cancelled'))
      .then([statusChanged('pending', 'cancelled', CUSTOMER, { reasonCode: 'customer_asked' })]);
  });

  it('the owner cancels it with a listed reason: its label is the text', () => {
    given.when(changeStatus(OWNER, 'cancelled', { reasonCode: 'sold_out' })).then([
      statusChanged('pending', 'cancelled', OWNER, {
        reason: 'Sold out',
        reasonCode: 'sold_out',
      }),
    ]);
  });

  it('the owner cancels it with a listed reason and words of their own', () => {
    given
      .when(
        changeStatus(OWNER, 'cancelled', { reasonCode: 'closing_early', reason: ' Power cut ' }),
      )
      .then([
        statusChanged('pending', 'cancelled', OWNER, {
          reason: 'Power cut',
          reasonCode: 'closing_early',
        }),
      ]);
  });

  it('refuses "other" without words', () => {
    given
      .when(changeStatus(OWNER, 'cancelled', { reasonCode: 'other', reason: '  ' }))
      .thenThrows(refusedWith('validation', OTHER_REASON_REQUIRED));
  });

  it('refuses a no-show before the order is ready', () => {
    given
      .when(changeStatus(OWNER, 'cancelled', { reasonCode: 'no_show' }))
      .thenThrows(refusedWith('conflict', NO_SHOW_ONLY_WHEN_READY));
  });

  it('refuses a reason code on a step that is not a cancellation', () => {
    given
      .when(changeStatus(OWNER, 'confirmed', { reasonCode: 'sold_out' }))
      .thenThrows(refusedWith('validation', REASON_CODE_ONLY_FOR_CANCEL));
  });

  it('an admin rejects it with a listed reason', () => {
    given.when(changeStatus(ADMIN, 'cancelled', { reasonCode: 'customer_asked' })).then([
      statusChanged('pending', 'cancelled', ADMIN, {
        reason: 'Customer asked',
        reasonCode: 'customer_asked',
      }),
    ]);
  });

  it('the owner cancels it with a reason', () => {
    given
      .when(changeStatus(OWNER, 'cancelled', { reason: '  Out of beef ' }))
      .then([statusChanged('pending', 'cancelled', OWNER, REASON)]);
  });

  it('refuses a staff cancel without a reason', () => {
    given
      .when(changeStatus(OWNER, 'cancelled', { reason: ' ' }))
      .thenThrows(refusedWith('validation', 'Please give a reason for cancelling this order'));
  });

  it('refuses the customer confirming their own order', () => {
    given
      .when(changeStatus(CUSTOMER, 'confirmed'))
      .thenThrows(
        refusedWith(
          'forbidden',
          'Only the restaurant can change an order from Pending to Confirmed',
        ),
      );
  });

  it('refuses another customer', () => {
    given
      .when(changeStatus(OTHER_CUSTOMER, 'cancelled'))
      .thenThrows(refusedWith('forbidden', NOT_YOUR_ORDER));
  });

  it('refuses the owner of another restaurant', () => {
    given
      .when(changeStatus(OTHER_OWNER, 'confirmed'))
      .thenThrows(refusedWith('forbidden', NOT_YOUR_RESTAURANT_ORDER));
  });

  it('refuses skipping steps', () => {
    given
      .when(changeStatus(OWNER, 'preparing'))
      .thenThrows(refusedWith('conflict', 'Cannot change an order from Pending to Preparing'));
  });

  it('refuses the status it already has', () => {
    given
      .when(changeStatus(OWNER, 'pending'))
      .thenThrows(refusedWith('conflict', 'The order is already Pending'));
  });

  it('refuses placing the same order again', () => {
    given.when(placeOrder()).thenThrows(refusedWith('conflict', ORDER_EXISTS));
  });
});

describe('confirmed', () => {
  const given = spec.given(HISTORY.confirmed);

  it('staff start preparing it', () => {
    given.when(changeStatus(OWNER, 'preparing')).then([statusChanged('confirmed', 'preparing')]);
  });

  it('staff cancel it with a reason', () => {
    given
      .when(changeStatus(ADMIN, 'cancelled', REASON))
      .then([statusChanged('confirmed', 'cancelled', ADMIN, REASON)]);
  });

  it('refuses the customer cancelling once it is confirmed', () => {
    given
      .when(changeStatus(CUSTOMER, 'cancelled'))
      .thenThrows(
        refusedWith(
          'forbidden',
          'Only the restaurant can change an order from Confirmed to Cancelled',
        ),
      );
  });

  it('refuses going back to pending', () => {
    given
      .when(changeStatus(OWNER, 'pending'))
      .thenThrows(refusedWith('conflict', 'Cannot change an order from Confirmed to Pending'));
  });
});

describe('preparing', () => {
  const given = spec.given(HISTORY.preparing);

  it('staff mark it ready', () => {
    given.when(changeStatus(OWNER, 'ready')).then([statusChanged('preparing', 'ready')]);
  });

  it('staff recall it to confirmed', () => {
    given.when(changeStatus(OWNER, 'confirmed')).then([statusChanged('preparing', 'confirmed')]);
  });

  it('staff cancel it with a reason', () => {
    given
      .when(changeStatus(OWNER, 'cancelled', REASON))
      .then([statusChanged('preparing', 'cancelled', OWNER, REASON)]);
  });

  it('refuses the customer moving it on', () => {
    given
      .when(changeStatus(CUSTOMER, 'ready'))
      .thenThrows(
        refusedWith(
          'forbidden',
          'Only the restaurant can change an order from Preparing to Ready for Pickup',
        ),
      );
  });

  it('refuses jumping to picked up', () => {
    given
      .when(changeStatus(ADMIN, 'picked_up'))
      .thenThrows(refusedWith('conflict', 'Cannot change an order from Preparing to Picked Up'));
  });
});

describe('ready', () => {
  const given = spec.given(HISTORY.ready);

  it('staff mark it picked up', () => {
    given.when(changeStatus(OWNER, 'picked_up')).then([statusChanged('ready', 'picked_up')]);
  });

  it('staff recall it to preparing', () => {
    given.when(changeStatus(ADMIN, 'preparing')).then([statusChanged('ready', 'preparing', ADMIN)]);
  });

  it('staff close it as a no-show', () => {
    given
      .when(changeStatus(OWNER, 'cancelled', { reasonCode: 'no_show' }))
      .then([
        statusChanged('ready', 'cancelled', OWNER, { reason: 'No-show', reasonCode: 'no_show' }),
      ]);
  });

  it('staff cancel it with a reason', () => {
    given
      .when(changeStatus(OWNER, 'cancelled', REASON))
      .then([statusChanged('ready', 'cancelled', OWNER, REASON)]);
  });

  it('refuses going back to pending', () => {
    given
      .when(changeStatus(ADMIN, 'pending'))
      .thenThrows(
        refusedWith('conflict', 'Cannot change an order from Ready for Pickup to Pending'),
      );
  });

  it('refuses the owner of another restaurant', () => {
    given
      .when(changeStatus(OTHER_OWNER, 'picked_up'))
      .thenThrows(refusedWith('forbidden', NOT_YOUR_RESTAURANT_ORDER));
  });
});

describe('picked up', () => {
  const given = spec.given(HISTORY.picked_up);

  it('an admin completes it', () => {
    given
      .when(changeStatus(ADMIN, 'completed'))
      .then([statusChanged('picked_up', 'completed', ADMIN)]);
  });

  it('refuses the owner completing it', () => {
    given
      .when(changeStatus(OWNER, 'completed'))
      .thenThrows(
        refusedWith('forbidden', 'Only an admin can change an order from Picked Up to Completed'),
      );
  });

  it('refuses cancelling it', () => {
    given
      .when(changeStatus(ADMIN, 'cancelled', REASON))
      .thenThrows(refusedWith('conflict', 'Cannot change an order from Picked Up to Cancelled'));
  });

  it('refuses recalling it', () => {
    given
      .when(changeStatus(OWNER, 'ready'))
      .thenThrows(
        refusedWith('conflict', 'Cannot change an order from Picked Up to Ready for Pickup'),
      );
  });
});

describe('completed', () => {
  const given = spec.given(HISTORY.completed);

  it.each(['pending', 'confirmed', 'preparing', 'ready', 'picked_up', 'cancelled'] as const)(
    'refuses a change to %s',
    (status) => {
      given.when(changeStatus(ADMIN, status, REASON)).thenThrows((error) => {
        expect(error).toMatchObject({ kind: 'conflict' });
        expect(error.message).toMatch(/^Cannot change an order from Completed to /);
      });
    },
  );
});

describe('cancelled', () => {
  const given = spec.given(HISTORY.cancelled);

  it.each(['pending', 'confirmed', 'preparing', 'ready', 'picked_up', 'completed'] as const)(
    'refuses a change to %s',
    (status) => {
      given.when(changeStatus(ADMIN, status)).thenThrows((error) => {
        expect(error).toMatchObject({ kind: 'conflict' });
        expect(error.message).toMatch(/^Cannot change an order from Cancelled to /);
      });
    },
  );

  it('refuses cancelling it again', () => {
    given
      .when(changeStatus(CUSTOMER, 'cancelled'))
      .thenThrows(refusedWith('conflict', 'The order is already Cancelled'));
  });
});
