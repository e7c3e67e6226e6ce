import { describe, expect, it } from 'vitest';
import { taxCents, totalsFor } from './money';
import { MENU } from './pricing.fixtures';
import {
  PRICES_CHANGED_MESSAGE,
  priceOrder,
  pricingError,
  unitPriceForItem,
  type PricingResult,
  type RequestedLine,
} from './pricing';

const TAX = '0.0875';

function failureOf(result: PricingResult) {
  if (result.ok) throw new Error(`Expected a failure, got ${JSON.stringify(result.order)}`);
  return result.failure;
}

function orderOf(result: PricingResult) {
  if (!result.ok) throw new Error(`Expected an order, got ${JSON.stringify(result.failure)}`);
  return result.order;
}

const line = (overrides: Partial<RequestedLine> = {}): RequestedLine => ({
  menuItemId: 'burger',
  quantity: 1,
  ...overrides,
});

describe('tax: half-up to the cent, exact', () => {
  it('rounds half a cent up: 1000 × 0.0875 = 87.5 → 88', () => {
    expect(taxCents(1000, TAX)).toBe(88);
  });

  it('rounds below half down: 999 × 0.0875 = 87.41 → 87', () => {
    expect(taxCents(999, TAX)).toBe(87);
  });

  it('has no float drift: 360 × 0.0875 = 31.5 → 32 (floats give 31.4999…)', () => {
    expect(taxCents(360, TAX)).toBe(32);
    expect(taxCents(1320, TAX)).toBe(116);
  });

  it('handles zero rates and zero subtotals', () => {
    expect(taxCents(0, TAX)).toBe(0);
    expect(taxCents(1234, '0')).toBe(0);
    expect(taxCents(1234, '0.0000')).toBe(0);
  });

  it('handles rates with few or many decimals', () => {
    expect(taxCents(1000, '0.1')).toBe(100);
    expect(taxCents(1, '0.5')).toBe(1);
    expect(taxCents(3, '0.16666')).toBe(0);
  });

  it('refuses something that is not a decimal rate', () => {
    for (const bad of ['', 'abc', '-0.1', '8.75%', '1e-2', '.5']) {
      expect(() => taxCents(100, bad)).toThrow(RangeError);
    }
  });

  it('totals are subtotal plus tax', () => {
    expect(totalsFor(1000, TAX)).toEqual({ subtotalCents: 1000, taxCents: 88, totalCents: 1088 });
  });
});

describe('unitPriceForItem', () => {
  it('adds extras by quantity, sides and the drink to the base price', () => {
    expect(
      unitPriceForItem({
        basePriceCents: 1000,
        addedIngredients: [
          { priceCents: 150, quantity: 2 },
          { priceCents: 0, quantity: 1 },
        ],
        sides: [{ priceCents: 300 }, { priceCents: 250 }],
        drink: { priceCents: 199 },
      }),
    ).toBe(1000 + 300 + 550 + 199);
  });

  it('is the base price without choices', () => {
    expect(unitPriceForItem({ basePriceCents: 599 })).toBe(599);
  });
});

describe('priceOrder', () => {
  it('prices a customised line with names and prices as ordered', () => {
    const order = orderOf(
      priceOrder(MENU, TAX, [
        line({
          quantity: 2,
          unitPrice: 1000 + 450 + 300 + 199,
          customizations: {
            optionalIngredients: [{ id: 'onion', name: 'Onion' }],
            possibleIngredients: [{ id: 'bacon', name: 'Bacon', price: 1.5, quantity: 3 }],
            sides: [{ id: 'fries', name: 'Fries', price: 3 }],
            addons: [{ id: 'cola', name: 'Cola' }],
          },
        }),
      ]),
    );
    expect(order).toEqual({
      lines: [
        {
          menuItemId: 'burger',
          name: 'Cheeseburger',
          description: 'Beef, cheddar, onion',
          categoryId: 'burgers',
          menuId: 'lunch',
          quantity: 2,
          basePriceCents: 1000,
          unitPriceCents: 1949,
          subtotalCents: 3898,
          customizations: {
            optionalIngredients: [{ id: 'onion', name: 'Onion' }],
            possibleIngredients: [{ id: 'bacon', name: 'Bacon', priceCents: 150, quantity: 3 }],
            sides: [{ id: 'fries', name: 'Fries', priceCents: 300 }],
            addons: [{ id: 'cola', name: 'Cola', priceCents: 199 }],
          },
        },
      ],
      subtotalCents: 3898,
      taxCents: 341,
      totalCents: 4239,
    });
  });

  it('sums several lines, then taxes the subtotal once', () => {
    const order = orderOf(
      priceOrder(MENU, TAX, [
        line({ quantity: 1 }),
        line({
          menuItemId: 'combo',
          quantity: 3,
          customizations: { sides: [{ id: 'fries' }, { id: 'salad' }] },
        }),
      ]),
    );
    expect(order.lines.map((l) => l.subtotalCents)).toEqual([1000, 3 * (1299 + 550)]);
    expect(order.subtotalCents).toBe(6547);
    expect(order.taxCents).toBe(573); // 572.86
    expect(order.totalCents).toBe(7120);
  });

  it('counts an added extra once when no quantity is given', () => {
    const order = orderOf(
      priceOrder(MENU, TAX, [line({ customizations: { possibleIngredients: [{ id: 'bacon' }] } })]),
    );
    expect(order.lines[0]?.unitPriceCents).toBe(1150);
  });

  it('accepts free items and free extras', () => {
    const order = orderOf(
      priceOrder(MENU, TAX, [
        line({ menuItemId: 'water', unitPrice: 0 }),
        line({ unitPrice: 1000, customizations: { possibleIngredients: [{ id: 'mayo' }] } }),
      ]),
    );
    expect(order.lines.map((l) => l.unitPriceCents)).toEqual([0, 1000]);
    expect(order.totalCents).toBe(1088);
  });

  it('prices an empty request as nothing (the decider refuses an empty cart)', () => {
    expect(orderOf(priceOrder(MENU, TAX, []))).toEqual({
      lines: [],
      subtotalCents: 0,
      taxCents: 0,
      totalCents: 0,
    });
  });

  describe('price the client showed', () => {
    it('is refused with 409 when it disagrees with the menu', () => {
      const failure = failureOf(priceOrder(MENU, TAX, [line({ unitPrice: 999 })]));
      expect(failure).toEqual({
        kind: 'price_changed',
        message: 'Prices have changed, please review your cart',
        errors: [{ pointer: '/items/0/unitPrice', detail: PRICES_CHANGED_MESSAGE }],
      });
      expect(pricingError(failure)).toMatchObject({
        kind: 'conflict',
        message: PRICES_CHANGED_MESSAGE,
      });
    });

    it('is refused when an extra is missing from it', () => {
      const failure = failureOf(
        priceOrder(MENU, TAX, [
          line({
            unitPrice: 1000,
            customizations: { possibleIngredients: [{ id: 'bacon', quantity: 2 }] },
          }),
        ]),
      );
      expect(failure.kind).toBe('price_changed');
    });
  });

  describe('quantity', () => {
    it.each([0, -1, 1.5, 100, Number.NaN])('refuses %s', (quantity) => {
      const failure = failureOf(priceOrder(MENU, TAX, [line({ quantity })]));
      expect(failure).toEqual({
        kind: 'invalid',
        message: 'Quantity must be a whole number from 1 to 99',
        errors: [
          { pointer: '/items/0/quantity', detail: 'Quantity must be a whole number from 1 to 99' },
        ],
      });
      expect(pricingError(failure).kind).toBe('validation');
    });

    it('accepts 99', () => {
      expect(orderOf(priceOrder(MENU, TAX, [line({ quantity: 99 })])).subtotalCents).toBe(99_000);
    });
  });

  describe('things no longer available', () => {
    const refusal = (requested: RequestedLine) => {
      const failure = failureOf(priceOrder(MENU, TAX, [requested]));
      expect(failure.kind).toBe('unavailable');
      expect(pricingError(failure).kind).toBe('conflict');
      return failure.message;
    };

    it('an inactive item', () => {
      expect(refusal(line({ menuItemId: 'retired' }))).toBe('Fish Burger is no longer available');
    });

    it('an unknown item, including names of object members', () => {
      expect(refusal(line({ menuItemId: 'nope' }))).toBe(
        'An item in your cart is no longer available',
      );
      expect(refusal(line({ menuItemId: 'constructor' }))).toBe(
        'An item in your cart is no longer available',
      );
    });

    it('an item of an inactive category', () => {
      expect(refusal(line({ menuItemId: 'pumpkin' }))).toBe('Pumpkin Soup is no longer available');
    });

    it('an inactive extra, named as the client named an unknown one', () => {
      expect(refusal(line({ customizations: { possibleIngredients: [{ id: 'avocado' }] } }))).toBe(
        'Avocado is no longer available',
      );
      expect(
        refusal(
          line({ customizations: { possibleIngredients: [{ id: 'gone', name: 'Truffle' }] } }),
        ),
      ).toBe('Truffle is no longer available');
    });

    it('an inactive side', () => {
      expect(refusal(line({ customizations: { sides: [{ id: 'slaw' }] } }))).toBe(
        'Coleslaw is no longer available',
      );
    });

    it('an inactive drink', () => {
      expect(refusal(line({ customizations: { addons: [{ id: 'lemonade' }] } }))).toBe(
        'Lemonade is no longer available',
      );
    });
  });

  describe('customizations must belong to the item', () => {
    const refusal = (requested: RequestedLine) => failureOf(priceOrder(MENU, TAX, [requested]));

    it('removes only included optional ingredients', () => {
      expect(
        refusal(line({ customizations: { optionalIngredients: [{ id: 'bacon' }] } })),
      ).toMatchObject({
        kind: 'unavailable',
        message: 'Bacon can no longer be removed from Cheeseburger',
        errors: [{ pointer: '/items/0/customizations/optionalIngredients/0' }],
      });
      expect(
        refusal(
          line({ menuItemId: 'combo', customizations: { optionalIngredients: [{ id: 'onion' }] } }),
        ),
      ).toMatchObject({ message: 'Onion can no longer be removed from Combo Meal' });
    });

    it('lets the customer remove an optional ingredient that went inactive', () => {
      const order = orderOf(
        priceOrder(MENU, TAX, [
          line({ customizations: { optionalIngredients: [{ id: 'pickles' }] } }),
        ]),
      );
      expect(order.lines[0]?.customizations.optionalIngredients).toEqual([
        { id: 'pickles', name: 'Pickles' },
      ]);
    });

    it('adds only possible ingredients linked to the item', () => {
      expect(
        refusal(line({ customizations: { possibleIngredients: [{ id: 'onion' }] } })),
      ).toMatchObject({
        kind: 'unavailable',
        message: 'Onion is no longer available for Cheeseburger',
      });
      expect(
        refusal(line({ customizations: { possibleIngredients: [{ id: 'egg' }] } })),
      ).toMatchObject({
        message: 'Egg is no longer available for Cheeseburger',
      });
    });

    it('adds an extra up to its maxQuantity', () => {
      for (const quantity of [0, 4, 2.5]) {
        expect(
          refusal(line({ customizations: { possibleIngredients: [{ id: 'bacon', quantity }] } })),
        ).toMatchObject({
          kind: 'invalid',
          message: 'Bacon quantity must be from 1 to 3',
          errors: [{ pointer: '/items/0/customizations/possibleIngredients/0/quantity' }],
        });
      }
    });

    it('offers only the item’s sides', () => {
      expect(refusal(line({ customizations: { sides: [{ id: 'rice' }] } }))).toMatchObject({
        kind: 'unavailable',
        message: 'Rice is no longer available for Cheeseburger',
      });
    });

    it('refuses choosing the same thing twice', () => {
      expect(
        refusal(line({ customizations: { sides: [{ id: 'fries' }, { id: 'fries' }] } })),
      ).toMatchObject({
        kind: 'invalid',
        message: 'Fries was chosen more than once',
        errors: [{ pointer: '/items/0/customizations/sides/1' }],
      });
    });
  });

  describe('sidesRequired', () => {
    it('refuses too few sides, naming the category', () => {
      const failure = failureOf(
        priceOrder(MENU, TAX, [
          line({ menuItemId: 'combo', customizations: { sides: [{ id: 'fries' }] } }),
        ]),
      );
      expect(failure).toEqual({
        kind: 'rule',
        message: 'Combos requires 2 sides',
        errors: [{ pointer: '/items/0/customizations/sides', detail: 'Combos requires 2 sides' }],
      });
      expect(pricingError(failure).kind).toBe('rule');
    });

    it('says "1 side" for one', () => {
      expect(failureOf(priceOrder(MENU, TAX, [line({ menuItemId: 'kidsMeal' })])).message).toBe(
        'Kids requires 1 side',
      );
    });

    it('accepts exactly the required number', () => {
      const order = orderOf(
        priceOrder(MENU, TAX, [
          line({ menuItemId: 'kidsMeal', customizations: { sides: [{ id: 'fries' }] } }),
        ]),
      );
      expect(order.lines[0]?.unitPriceCents).toBe(899);
    });
  });

  describe('drinks', () => {
    const refusal = (requested: RequestedLine) => failureOf(priceOrder(MENU, TAX, [requested]));

    it('are only for categories that include a drink', () => {
      expect(
        refusal(
          line({
            menuItemId: 'kidsMeal',
            customizations: { sides: [{ id: 'fries' }], addons: [{ id: 'cola' }] },
          }),
        ),
      ).toMatchObject({ kind: 'unavailable', message: 'Kids Meal does not come with a drink' });
    });

    it('one per item', () => {
      expect(
        refusal(line({ customizations: { addons: [{ id: 'cola' }, { id: 'wine' }] } })),
      ).toMatchObject({
        kind: 'invalid',
        message: 'Choose one drink for Cheeseburger',
      });
    });

    it('from the category’s own menu', () => {
      expect(refusal(line({ customizations: { addons: [{ id: 'wine' }] } }))).toMatchObject({
        kind: 'unavailable',
        message: 'House Wine is not available with Cheeseburger',
      });
    });
  });

  it('reports a malformed request before an unavailable thing, and both before prices', () => {
    const failure = failureOf(
      priceOrder(MENU, TAX, [line({ menuItemId: 'retired' }), line({ quantity: 0, unitPrice: 1 })]),
    );
    expect(failure.kind).toBe('invalid');
    expect(failure.errors).toEqual([
      { pointer: '/items/1/quantity', detail: 'Quantity must be a whole number from 1 to 99' },
    ]);
    const next = failureOf(
      priceOrder(MENU, TAX, [line({ menuItemId: 'retired' }), line({ unitPrice: 1 })]),
    );
    expect(next.kind).toBe('unavailable');
  });
});
