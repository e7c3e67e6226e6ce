import { describe, expect, it } from 'vitest';
import type { Actor } from '../catalog/permissions';
import { DomainError } from '../shared/errors';
import { allowedActions, type OrderActorRole } from './machine';
import {
  NOT_YOUR_ORDER,
  NOT_YOUR_RESTAURANT_ORDER,
  assertOrderPart,
  orderPartOf,
} from './order-access';
import { orderDecider } from './order';
import { changeStatus, orderPlaced } from './order.fixtures';

const order = { customerId: 'cust-1', restaurantOwnerId: 'owner-1' };

const actors: Record<string, Actor> = {
  customer: { role: 'customer', id: 'cust-1' },
  otherCustomer: { role: 'customer', id: 'cust-2' },
  owner: { role: 'restaurant_owner', id: 'owner-1' },
  otherOwner: { role: 'restaurant_owner', id: 'owner-2' },
  ownerWhoOrdered: { role: 'restaurant_owner', id: 'cust-1' },
  admin: { role: 'admin', id: 'admin-1' },
};

/** Per actor: the part they play (null: none), and what a pending order lets them do. */
const expected: Record<keyof typeof actors, OrderActorRole | null> = {
  customer: 'customer',
  otherCustomer: null,
  owner: 'restaurant_owner',
  otherOwner: null,
  ownerWhoOrdered: 'customer',
  admin: 'admin',
};

const pending = orderDecider.evolve(orderDecider.initialState(), orderPlaced);

function cancelAsked(actor: Actor) {
  try {
    const [event] = orderDecider.decide(
      changeStatus(actor, 'cancelled', { reason: 'Out of beef', restaurantOwnerId: 'owner-1' }),
      pending,
    );
    return event?.type === 'OrderStatusChanged' ? event.data.by.role : null;
  } catch (err) {
    return err instanceof DomainError ? err.kind : err;
  }
}

describe('who may see or act on an order', () => {
  for (const [name, actor] of Object.entries(actors)) {
    const part = expected[name] ?? null;

    it(`${name}: sees it ${part ? `as ${part}` : 'not at all'}`, () => {
      expect(orderPartOf(actor, order)).toBe(part);
    });

    it(`${name}: ${part ? 'may act on it' : 'is refused any action'}`, () => {
      // Cancelling a pending order is open to each part; the decider asks the policy first.
      expect(cancelAsked(actor)).toBe(part ?? 'forbidden');
    });

    it(`${name}: gets the buttons of ${part ?? 'nobody'}`, () => {
      const buttons = part ? allowedActions('pending', part).map((a) => a.to) : [];
      expect(buttons).toEqual(
        part === null ? [] : part === 'customer' ? ['cancelled'] : ['confirmed', 'cancelled'],
      );
    });
  }

  it('tells an owner the order is another restaurant’s, and anyone else another account’s', () => {
    expect(() => assertOrderPart(actors.otherOwner as Actor, order)).toThrow(
      NOT_YOUR_RESTAURANT_ORDER,
    );
    expect(() => assertOrderPart(actors.otherCustomer as Actor, order)).toThrow(NOT_YOUR_ORDER);
  });

  it('gives an owner nothing of a restaurant without an owner', () => {
    const ownerless = { customerId: 'cust-1', restaurantOwnerId: null };
    expect(orderPartOf(actors.owner as Actor, ownerless)).toBeNull();
  });
});
