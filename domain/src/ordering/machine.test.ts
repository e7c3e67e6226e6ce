import { describe, expect, it } from 'vitest';
import { transition } from 'xstate';
import { allowedActions, orderMachine, transitionStatus, type OrderActorRole } from './machine';
import { ORDER_STATUSES, type OrderStatus } from './status';

const ROLES: readonly OrderActorRole[] = ['customer', 'restaurant_owner', 'admin'];

/** Every change the lifecycle permits, and who may make it (DECISIONS 10). */
const PERMITTED: Record<string, readonly OrderActorRole[]> = {
  'pending->confirmed': ['restaurant_owner', 'admin'],
  'pending->cancelled': ['customer', 'restaurant_owner', 'admin'],
  'confirmed->preparing': ['restaurant_owner', 'admin'],
  'confirmed->cancelled': ['restaurant_owner', 'admin'],
  'preparing->ready': ['restaurant_owner', 'admin'],
  'preparing->confirmed': ['restaurant_owner', 'admin'],
  'preparing->cancelled': ['restaurant_owner', 'admin'],
  'ready->picked_up': ['restaurant_owner', 'admin'],
  'ready->preparing': ['restaurant_owner', 'admin'],
  'ready->cancelled': ['restaurant_owner', 'admin'],
  'picked_up->completed': ['admin'],
};

describe('transitionStatus: every status pair for every role', () => {
  for (const from of ORDER_STATUSES) {
    for (const to of ORDER_STATUSES) {
      for (const role of ROLES) {
        const permitted = PERMITTED[`${from}->${to}`]?.includes(role) ?? false;
        it(`${role}: ${from} -> ${to} is ${permitted ? 'allowed' : 'refused'}`, () => {
          const result = transitionStatus(from, to, role, { reason: 'Kitchen closed early' });
          expect(result.ok).toBe(permitted);
          if (result.ok) {
            const [next] = transition(
              orderMachine,
              orderMachine.resolveState({ value: from }),
              result.event,
            );
            expect(next.value).toBe(to);
          }
        });
      }
    }
  }
});

describe('transitionStatus: refusal messages', () => {
  it('names both statuses when no step leads there', () => {
    expect(transitionStatus('ready', 'pending', 'admin')).toEqual({
      ok: false,
      refusal: 'not_allowed',
      message: 'Cannot change an order from Ready for Pickup to Pending',
    });
  });

  it('refuses skipping a step', () => {
    expect(transitionStatus('pending', 'ready', 'restaurant_owner')).toMatchObject({
      ok: false,
      refusal: 'not_allowed',
      message: 'Cannot change an order from Pending to Ready for Pickup',
    });
  });

  it('refuses recalling a picked-up order', () => {
    expect(transitionStatus('picked_up', 'ready', 'admin')).toMatchObject({
      refusal: 'not_allowed',
      message: 'Cannot change an order from Picked Up to Ready for Pickup',
    });
  });

  it('refuses reopening a cancelled order', () => {
    expect(transitionStatus('cancelled', 'pending', 'admin')).toMatchObject({
      refusal: 'not_allowed',
      message: 'Cannot change an order from Cancelled to Pending',
    });
  });

  it('refuses a change to the status the order already has', () => {
    expect(transitionStatus('preparing', 'preparing', 'admin')).toMatchObject({
      refusal: 'unchanged',
      message: 'The order is already Preparing',
    });
  });

  it('tells a customer only the restaurant moves the order on', () => {
    expect(transitionStatus('pending', 'confirmed', 'customer')).toMatchObject({
      refusal: 'forbidden',
      message: 'Only the restaurant can change an order from Pending to Confirmed',
    });
  });

  it('tells a customer a confirmed order can only be cancelled by the restaurant', () => {
    expect(transitionStatus('confirmed', 'cancelled', 'customer', { reason: 'x' })).toMatchObject({
      refusal: 'forbidden',
      message: 'Only the restaurant can change an order from Confirmed to Cancelled',
    });
  });

  it('tells an owner only an admin completes a picked-up order', () => {
    expect(transitionStatus('picked_up', 'completed', 'restaurant_owner')).toMatchObject({
      refusal: 'forbidden',
      message: 'Only an admin can change an order from Picked Up to Completed',
    });
  });

  it.each(['restaurant_owner', 'admin'] as const)('%s must give a reason to cancel', (role) => {
    for (const reason of [undefined, '', '   ']) {
      expect(transitionStatus('confirmed', 'cancelled', role, { reason })).toMatchObject({
        ok: false,
        refusal: 'reason_required',
        message: 'Please give a reason for cancelling this order',
      });
    }
  });

  it('lets a customer cancel a pending order without a reason', () => {
    expect(transitionStatus('pending', 'cancelled', 'customer')).toEqual({
      ok: true,
      event: { type: 'CANCEL', actor: { role: 'customer' } },
    });
  });

  it('carries the trimmed reason on a staff cancel', () => {
    expect(
      transitionStatus('ready', 'cancelled', 'restaurant_owner', { reason: '  Out of buns ' }),
    ).toEqual({
      ok: true,
      event: { type: 'CANCEL', actor: { role: 'restaurant_owner' }, reason: 'Out of buns' },
    });
  });

  it('maps each requested status to the event that names the step', () => {
    const eventFor = (from: OrderStatus, to: OrderStatus) => {
      const result = transitionStatus(from, to, 'admin', { reason: 'r' });
      return result.ok ? result.event.type : result.message;
    };
    expect(eventFor('pending', 'confirmed')).toBe('CONFIRM');
    expect(eventFor('confirmed', 'preparing')).toBe('START_PREPARING');
    expect(eventFor('preparing', 'ready')).toBe('MARK_READY');
    expect(eventFor('ready', 'picked_up')).toBe('MARK_PICKED_UP');
    expect(eventFor('ready', 'preparing')).toBe('RECALL');
    expect(eventFor('preparing', 'confirmed')).toBe('RECALL');
    expect(eventFor('picked_up', 'completed')).toBe('COMPLETE');
  });
});

describe('allowedActions: the kitchen board buttons', () => {
  const labels = (status: OrderStatus, role: OrderActorRole) =>
    allowedActions(status, role).map((a) => `${a.label} -> ${a.to}`);

  it.each(['restaurant_owner', 'admin'] as const)('%s sees the step, recall and cancel', (role) => {
    expect(labels('pending', role)).toEqual([
      'Confirm Order -> confirmed',
      'Cancel Order -> cancelled',
    ]);
    expect(labels('confirmed', role)).toEqual([
      'Start Preparing -> preparing',
      'Cancel Order -> cancelled',
    ]);
    expect(labels('preparing', role)).toEqual([
      'Mark Ready -> ready',
      'Back to Confirmed -> confirmed',
      'Cancel Order -> cancelled',
    ]);
    expect(labels('ready', role)).toEqual([
      'Mark Picked Up -> picked_up',
      'Back to Preparing -> preparing',
      'Cancel Order -> cancelled',
    ]);
    expect(labels('completed', role)).toEqual([]);
    expect(labels('cancelled', role)).toEqual([]);
  });

  it('offers completing a picked-up order to admins only', () => {
    expect(labels('picked_up', 'admin')).toEqual(['Complete Order -> completed']);
    expect(labels('picked_up', 'restaurant_owner')).toEqual([]);
  });

  it('offers a customer only cancelling while pending', () => {
    expect(labels('pending', 'customer')).toEqual(['Cancel Order -> cancelled']);
    for (const status of ORDER_STATUSES.filter((s) => s !== 'pending')) {
      expect(labels(status, 'customer')).toEqual([]);
    }
  });

  it('asks staff, not customers, for a cancel reason', () => {
    expect(allowedActions('pending', 'customer')[0]?.requiresReason).toBe(false);
    expect(
      allowedActions('pending', 'admin').find((a) => a.kind === 'cancel')?.requiresReason,
    ).toBe(true);
  });
});

describe('the machine is the only table of steps', () => {
  it('gives every step a person can take its words in the transition’s meta', () => {
    for (const status of ORDER_STATUSES) {
      const node = orderMachine.states[status];
      for (const action of allowedActions(status, 'admin')) {
        const labels = node?.transitions.get(action.event)?.map((t) => t.meta?.label);
        expect(labels).toContain(action.label);
      }
    }
    expect(orderMachine.states.pending?.transitions.get('CONFIRM')?.[0]?.meta).toEqual({
      kind: 'advance',
      label: 'Confirm Order',
    });
  });
});
