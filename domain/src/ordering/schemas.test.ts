import { describe, expect, it } from 'vitest';
import { changeOrderStatusRequestSchema, placeOrderRequestSchema } from './schemas';

const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => result.error?.issues.map((i) => `${i.path.join('/')}: ${i.message}`) ?? [];

describe('place order request', () => {
  const valid = {
    restaurantId: 'rest-1',
    items: [
      {
        menuItemId: 'burger',
        quantity: 2,
        unitPrice: 1300,
        customizations: {
          optionalIngredients: [{ id: 'onion', name: 'Onion' }],
          possibleIngredients: [{ id: 'bacon', name: 'Bacon', price: 1.5, quantity: 2 }],
          sides: [{ id: 'fries', name: 'Fries', price: 3 }],
          addons: [{ id: 'cola', name: 'Cola' }],
        },
      },
    ],
    notes: 'No onions',
  };

  it('accepts the spec’s payload', () => {
    expect(placeOrderRequestSchema.safeParse(valid).success).toBe(true);
  });

  it('refuses an empty cart', () => {
    expect(messages(placeOrderRequestSchema.safeParse({ ...valid, items: [] }))).toEqual([
      'items: Your cart is empty',
    ]);
  });

  it.each([0, 1.5, 100, '2'])('refuses quantity %s', (quantity) => {
    const body = { ...valid, items: [{ menuItemId: 'burger', quantity }] };
    expect(messages(placeOrderRequestSchema.safeParse(body))).toEqual([
      'items/0/quantity: Quantity must be a whole number from 1 to 99',
    ]);
  });

  it('refuses overlong notes', () => {
    expect(
      messages(placeOrderRequestSchema.safeParse({ ...valid, notes: 'x'.repeat(501) })),
    ).toEqual(['notes: Special instructions must be at most 500 characters']);
  });
});

describe('status change request', () => {
  it('accepts a known status with a reason', () => {
    expect(
      changeOrderStatusRequestSchema.safeParse({ status: 'cancelled', reason: 'Closed' }).success,
    ).toBe(true);
  });

  it('refuses an unknown status', () => {
    expect(messages(changeOrderStatusRequestSchema.safeParse({ status: 'eaten' }))).toEqual([
      'status: Invalid order status',
    ]);
  });
});
