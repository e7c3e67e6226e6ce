import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRICES_CHANGED_MESSAGE } from '@pickup/domain/ordering/pricing';
import { createMenu, updateRestaurant } from './testing/catalog';
import { addRestaurant, burger, createWorld, orderBody, type World } from './testing/world';

interface Receipt {
  id: string;
  status: string;
  subtotal: number;
  tax: number;
  total: number;
  notes: string | null;
  restaurant: { name: string; address: string; phone: string; taxRate: string };
  orderItems: {
    quantity: number;
    unitPrice: number;
    subtotal: number;
    menuItem: { name: string; description: string };
    customizations: {
      optionalIngredients: { name: string }[];
      possibleIngredients: { name: string; price: number; quantity: number }[];
      sides: { name: string; price: number }[];
      addons: { name: string; price: number }[];
    };
  }[];
  statusHistory: { status: string; by: { id: string } }[];
  message?: string;
  errors?: { pointer: string; detail: string }[];
}

let w: World;
beforeAll(async () => {
  w = await createWorld();
});
afterAll(() => w.api.close());

const post = (body: unknown, token = w.customer.token, headers?: Record<string, string>) =>
  w.api.call<Receipt>('POST', '/api/orders', { token, body, headers });

/** Two lines with every kind of customisation, and notes to trim. */
function richOrder(menu = w.menu) {
  const { ids } = menu;
  return orderBody(
    menu,
    [
      {
        menuItemId: ids.burger,
        quantity: 2,
        // 1000 + 2 × bacon 150 + cola 200
        unitPrice: 1500,
        customizations: {
          optionalIngredients: [{ id: ids.onion }],
          possibleIngredients: [{ id: ids.bacon, quantity: 2 }],
          addons: [{ id: ids.cola }],
        },
      },
      {
        menuItemId: ids.combo,
        quantity: 1,
        unitPrice: 1299 + 300 + 250,
        customizations: { sides: [{ id: ids.fries }, { id: ids.salad }] },
      },
    ],
    '  no pickles  ',
  );
}

describe('POST /api/orders', () => {
  it('takes an item of a menu added moments after the last order at that restaurant', async () => {
    const first = await addRestaurant(w);
    expect((await post(orderBody(first))).status).toBe(201);
    const added = await createMenu(w.api.bus, first.restaurantId);
    const res = await post(orderBody(added));
    expect(res.status).toBe(201);
    expect(res.body.orderItems[0]?.menuItem.name).toBe('Cheeseburger');
  });

  it('prices every line on the server and answers with the receipt', async () => {
    const res = await post(richOrder());
    expect(res.status).toBe(201);
    expect(res.headers.get('location')).toBe(`/api/orders/${res.body.id}`);
    const r = res.body;
    expect(r.status).toBe('pending');
    expect(r.subtotal).toBe(3000 + 1849);
    // 4849 × 0.0875 = 424.2875 → 424
    expect(r.tax).toBe(424);
    expect(r.total).toBe(4849 + 424);
    expect(r.notes).toBe('no pickles');
    expect(r.restaurant).toMatchObject({
      name: 'Burger Barn',
      address: '1 Main St',
      taxRate: '0.0875',
    });
    expect(r.orderItems[0]).toMatchObject({
      quantity: 2,
      unitPrice: 1500,
      subtotal: 3000,
      menuItem: { name: 'Cheeseburger', description: 'Tasty' },
      customizations: {
        optionalIngredients: [{ name: 'Onion' }],
        possibleIngredients: [{ name: 'Bacon', price: 1.5, quantity: 2 }],
        addons: [{ name: 'Cola', price: 2 }],
      },
    });
    expect(r.orderItems[1]?.customizations.sides.map((s) => s.name)).toEqual(['Fries', 'Salad']);
    expect(r.statusHistory).toEqual([
      expect.objectContaining({
        status: 'pending',
        by: expect.objectContaining({ id: w.customer.id }),
      }),
    ]);
  });

  it.each([
    ['without slot capacity', false],
    ['with slot capacity (its place taken with the order)', true],
  ])('answers %s with the receipt GET /api/orders/:id then shows', async (_, capped) => {
    const menu = await addRestaurant(w);
    if (capped) {
      const body = { orders: 5, items: null, byWeekday: {} };
      const url = `/api/restaurants/${menu.restaurantId}/slot-capacity`;
      expect((await w.api.call('PUT', url, { token: w.owner.token, body })).status).toBe(200);
    }
    const placed = await post(richOrder(menu));
    expect(placed.status).toBe(201);
    const read = await w.api.call<Receipt>('GET', `/api/orders/${placed.body.id}`, {
      token: w.customer.token,
    });
    expect(read.status).toBe(200);
    expect(placed.body).toEqual(read.body);
    expect(placed.body).toMatchObject({
      customer: { firstName: expect.any(String), email: expect.any(String) },
      statusHistory: [{ from: null, status: 'pending', by: { role: 'customer' } }],
    });
  });

  it('refuses a unit price that disagrees with the menu', async () => {
    const res = await post(orderBody(w.menu, [{ ...burger(w.menu), unitPrice: 900 }]));
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(PRICES_CHANGED_MESSAGE);
    expect(res.body.errors).toEqual([
      { pointer: '/items/0/unitPrice', detail: PRICES_CHANGED_MESSAGE },
    ]);
  });

  it('refuses a customer whose phone is not verified, with a message about verifying', async () => {
    const unverified = await w.api.createAccount('customer', { emailVerified: true });
    const res = await post(orderBody(w.menu), unverified.token);
    expect(res.status).toBe(403);
    expect(res.body.message).toMatch(/verify/i);
  });

  it('refuses unmet sidesRequired', async () => {
    const res = await post(
      orderBody(w.menu, [
        {
          menuItemId: w.menu.ids.combo,
          quantity: 1,
          unitPrice: 1599,
          customizations: { sides: [{ id: w.menu.ids.fries }] },
        },
      ]),
    );
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('Combos requires 2 sides');
  });

  it('refuses unknown and inactive items', async () => {
    const unknown = await post(
      orderBody(w.menu, [{ menuItemId: 'nope', quantity: 1, unitPrice: 100, customizations: {} }]),
    );
    expect(unknown.status).toBe(409);
    expect(unknown.body.message).toBe('An item in your cart is no longer available');

    const menu = await addRestaurant(w);
    await menu.change({
      type: 'UpdateMenuItem',
      itemId: menu.ids.burger,
      changes: { isActive: false },
    });
    const inactive = await post(orderBody(menu));
    expect(inactive.status).toBe(409);
    expect(inactive.body.message).toBe('Cheeseburger is no longer available');
  });

  it('refuses closed and inactive restaurants and menus outside their hours', async () => {
    const closedAllWeek = Object.fromEntries(
      ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [
        d,
        { start: '09:00', end: '17:00', closed: true },
      ]),
    );
    const closed = await addRestaurant(w, { hours: closedAllWeek as never });
    const closedRes = await post(orderBody(closed));
    expect(closedRes.status).toBe(422);
    expect(closedRes.body.message).toBe('This restaurant is closed right now');

    const inactive = await addRestaurant(w);
    await updateRestaurant(w.api.bus, inactive.restaurantId, { isActive: false });
    const inactiveRes = await post(orderBody(inactive));
    expect(inactiveRes.status).toBe(422);
    expect(inactiveRes.body.message).toBe('This restaurant is not accepting orders');

    // The test clock reads 12:00 UTC; this menu stops taking orders at 12:15 - 15 minutes.
    const lunch = await addRestaurant(w);
    const until1215 = Object.fromEntries(
      Object.keys(closedAllWeek).map((d) => [d, { start: '06:00', end: '12:15', closed: false }]),
    );
    await lunch.change({
      type: 'UpdateMenu',
      changes: { availableHours: until1215 as never, cutoffMinutes: 15 },
    });
    const lunchRes = await post(orderBody(lunch));
    expect(lunchRes.status).toBe(422);
    expect(lunchRes.body.message).toBe('This menu is not available at this time');

    await lunch.change({ type: 'UpdateMenu', changes: { isActive: false } });
    const menuOff = await post(orderBody(lunch));
    expect(menuOff.body.message).toBe('This menu is no longer available');
  });

  it('answers 404 for an unknown restaurant and 400 with the spec messages for a bad body', async () => {
    const unknown = await post({ restaurantId: 'nope', items: [burger(w.menu)] });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Restaurant not found');

    const empty = await post({ restaurantId: w.restaurantId, items: [] });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Your cart is empty');

    const zero = await post(orderBody(w.menu, [{ ...burger(w.menu), quantity: 0 }]));
    expect(zero.status).toBe(400);
    expect(zero.body.errors?.[0]).toEqual({
      pointer: '/items/0/quantity',
      detail: 'Quantity must be a whole number from 1 to 99',
    });

    const missing = await post({ items: [burger(w.menu)] });
    expect(missing.body.errors?.[0]).toEqual({
      pointer: '/restaurantId',
      detail: 'Restaurant is required',
    });
  });

  it('keeps what was ordered after the menu changes its prices and names', async () => {
    const menu = await addRestaurant(w);
    const placed = await post(orderBody(menu));
    expect(placed.status).toBe(201);
    await menu.change({
      type: 'UpdateMenuItem',
      itemId: menu.ids.burger,
      changes: { priceCents: 1200, name: 'Deluxe Burger' },
    });

    const stale = await post(orderBody(menu));
    expect(stale.status).toBe(409);
    const fresh = await post(orderBody(menu, [{ ...burger(menu), unitPrice: 1200 }]));
    expect(fresh.status).toBe(201);
    expect(fresh.body.orderItems[0]?.menuItem.name).toBe('Deluxe Burger');

    const before = await w.api.call<Receipt>('GET', `/api/orders/${placed.body.id}`, {
      token: w.customer.token,
    });
    expect(before.body.orderItems[0]).toMatchObject({
      unitPrice: 1000,
      menuItem: { name: 'Cheeseburger' },
    });
    expect(before.body.total).toBe(1088);
  });

  it('needs a signed-in caller', async () => {
    const res = await w.api.call('POST', '/api/orders', { body: orderBody(w.menu) });
    expect(res.status).toBe(401);
  });
});
