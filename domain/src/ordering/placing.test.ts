import { describe, it } from 'vitest';
import { DAYS, type WeeklyHours } from '../catalog/hours-types';
import type { Menu } from '../catalog/menu-types';
import type { Restaurant } from '../catalog/restaurant';
import { testRestaurant } from '../catalog/restaurant.fixtures';
import { NO_SERVICE_CONTROLS, type ServiceState } from '../catalog/service-controls';
import type { Decider } from '../commands/decider';
import type { UserState } from '../identity/state';
import { deciderSpec } from '../testing/given-when-then';
import { pickupSlotsDecider, type PickupSlotEvent } from '../timing/pickup-slots';
import { initialStockState, type StockEvent, type StockState } from './item-stock';
import { evolve, type OrderEvent, type OrderPlaced, type OrderState } from './order-events';
import {
  MENU_OUTSIDE_HOURS,
  ORDER_EXISTS,
  RESTAURANT_CLOSED,
  soldOutMessage,
} from './order-messages';
import { decidePlacing, planPlacing, stockAsked, type PlacingFacts } from './placing';

/**
 * The whole placing rule on raw facts: the restaurant's hours in its own zone, special
 * days, menu cutoffs, sold-out marks and counts, pause and rush, the day's slots and the
 * codes in use. The restaurant is in New York (UTC-5 in January); 2026-01-14 is a Wednesday.
 */

type PlacingEvent = OrderEvent | PickupSlotEvent | StockEvent;

/** The facts as read, with the day's places and the counted items' stock beside them. */
interface Placing extends Omit<PlacingFacts, 'order'> {
  day?: PickupSlotEvent[];
  stock?: Record<string, StockState>;
}

const placing: Decider<Placing, OrderState, PlacingEvent> = {
  initialState: () => ({ kind: 'Empty' }),
  evolve: (state, event) => (event.type === 'OrderPlaced' ? evolve(state, event) : state),
  decide: ({ day: taken, stock, ...read }, order) => {
    const facts = { ...read, order };
    const planned = planPlacing(facts);
    const slots = planned.plan.slots;
    const state = (taken ?? []).reduce(
      pickupSlotsDecider.evolve,
      pickupSlotsDecider.initialState(),
    );
    const asked = stockAsked(facts).map((a) => ({
      ...a,
      state: stock?.[a.stream] ?? initialStockState(),
    }));
    const placement = decidePlacing(facts, planned, {
      stock: asked,
      ...(slots ? { day: { slots, state } } : {}),
    });
    return [...placement.slot, ...placement.stock.flatMap((s) => s.events), ...placement.order];
  },
};
const spec = deciderSpec(placing);

const everyDay = (start: string, end: string) =>
  Object.fromEntries(DAYS.map((d) => [d, { start, end, closed: false }])) as WeeklyHours;

const restaurant = (fields: Partial<Restaurant> = {}): Restaurant =>
  testRestaurant({
    id: 'rest-1',
    ownerId: 'owner-1',
    timezone: 'America/New_York',
    hours: everyDay('11:00', '22:00'),
    estimatedPickupTime: 15,
    ...fields,
  });

const menu = (fields: Partial<Menu> = {}): Menu => ({
  id: 'menu-1',
  restaurantId: 'rest-1',
  name: 'All day',
  description: '',
  availableHours: null,
  cutoffMinutes: 0,
  isActive: true,
  drinks: [],
  categories: [
    {
      id: 'mains',
      name: 'Mains',
      description: '',
      displayOrder: 0,
      includesDrink: false,
      sidesRequired: 0,
      isActive: true,
    },
  ],
  items: [
    {
      id: 'burger',
      categoryId: 'mains',
      name: 'Burger',
      description: 'Beef',
      priceCents: 1000,
      imageUrl: null,
      sidesRequired: null,
      isActive: true,
      ingredients: [],
      sideIds: [],
    },
  ],
  ingredients: [],
  sides: [],
  ...fields,
});

const customer: UserState = {
  status: 'Active',
  id: 'cust-1',
  role: 'customer',
  email: 'cust@example.test',
  firstName: 'Ada',
  lastName: 'Lane',
  phone: '+15550100',
  marketingOptIn: false,
  emailVerified: true,
  phoneVerified: true,
  mustChangePassword: false,
  createdAt: '2026-01-01T00:00:00.000Z',
};

/** Placing one burger at `now` (UTC), ASAP unless a slot is given. */
function place(
  now: string,
  fields: {
    restaurant?: Restaurant;
    service?: ServiceState;
    menus?: Menu[];
  } & Partial<Omit<Placing, 'restaurant'>> = {},
): Placing {
  const { restaurant: at = restaurant(), service = NO_SERVICE_CONTROLS, menus, ...rest } = fields;
  return {
    orderId: 'order-1',
    customerId: 'cust-1',
    request: { restaurantId: 'rest-1', items: [{ menuItemId: 'burger', quantity: 1 }] },
    customer,
    restaurant: { restaurant: at, service },
    menus: menus ?? [menu()],
    kitchen: { history: [], inKitchen: 0 },
    pickupCodes: { draws: ['4821'], inUse: [] },
    now: new Date(now),
    ...rest,
  };
}

const iso = (at: string, minutes = 0) => new Date(Date.parse(at) + minutes * 60_000).toISOString();

/** The burger placed at `now`, promised ASAP `readyIn` minutes later. */
function placed(now: string, readyIn = 15, code = '4821'): OrderPlaced {
  return {
    type: 'OrderPlaced',
    data: {
      orderId: 'order-1',
      customerId: 'cust-1',
      restaurantId: 'rest-1',
      restaurant: {
        name: 'Diner',
        address: '1 Main St',
        phone: '5550001111',
        taxRate: '0.0875',
        estimatedPickupTime: 15,
        timezone: 'America/New_York',
      },
      lines: [
        {
          menuItemId: 'burger',
          name: 'Burger',
          description: 'Beef',
          categoryId: 'mains',
          menuId: 'menu-1',
          quantity: 1,
          basePriceCents: 1000,
          unitPriceCents: 1000,
          subtotalCents: 1000,
          customizations: {
            optionalIngredients: [],
            possibleIngredients: [],
            sides: [],
            addons: [],
          },
        },
      ],
      subtotalCents: 1000,
      taxCents: 88,
      totalCents: 1088,
      placedAt: iso(now),
      estimatedReadyAt: iso(now, readyIn),
      pickup: {
        kind: 'asap',
        promisedFrom: iso(now, readyIn - 5),
        promisedAt: iso(now, readyIn),
        fireAt: iso(now),
      },
      pickupCode: code,
    },
  };
}

describe('opening hours, in the restaurant’s own zone', () => {
  it('refuses at 22:00 New York time, when the day’s hours end', () => {
    spec.given([]).when(place('2026-01-15T03:00:00Z')).thenRefuses('rule', RESTAURANT_CLOSED);
  });

  it('places at 21:55 New York time, though it is already the next day in UTC', () => {
    spec
      .given([])
      .when(place('2026-01-15T02:55:00Z'))
      .then([placed('2026-01-15T02:55:00Z')]);
  });

  it('places past midnight when the hours run into the next day, and refuses once they end', () => {
    const lateNight = restaurant({ hours: everyDay('18:00', '02:00') });
    spec
      .given([])
      .when(place('2026-01-15T06:30:00Z', { restaurant: lateNight }))
      .then([placed('2026-01-15T06:30:00Z')]);
    spec
      .given([])
      .when(place('2026-01-15T07:00:00Z', { restaurant: lateNight }))
      .thenRefuses('rule', RESTAURANT_CLOSED);
  });
});

describe('special days', () => {
  const partyDay = { id: 'sd-1', from: '2026-01-14', to: '2026-01-14', note: 'Staff party' };

  it('refuses all day on a day closed by a special day, quoting its note', () => {
    const closed = restaurant({ specialDays: [{ ...partyDay, hours: null }] });
    spec
      .given([])
      .when(place('2026-01-14T17:00:00Z', { restaurant: closed }))
      .thenRefuses('rule', 'This restaurant takes no orders for that day: Staff party');
  });

  it('places within a short day’s hours and refuses after them', () => {
    const short = restaurant({
      specialDays: [{ ...partyDay, hours: { start: '11:00', end: '15:00' } }],
    });
    spec
      .given([])
      .when(place('2026-01-14T19:30:00Z', { restaurant: short }))
      .then([placed('2026-01-14T19:30:00Z')]);
    spec
      .given([])
      .when(place('2026-01-14T20:30:00Z', { restaurant: short }))
      .thenRefuses('rule', 'This restaurant takes no orders for that day: Staff party');
  });
});

describe('menus and what is left', () => {
  it('refuses a menu past its cutoff, before its hours end', () => {
    const lunch = menu({ availableHours: everyDay('11:00', '15:00'), cutoffMinutes: 30 });
    spec
      .given([])
      .when(place('2026-01-14T19:25:00Z', { menus: [lunch] }))
      .then([placed('2026-01-14T19:25:00Z')]);
    spec
      .given([])
      .when(place('2026-01-14T19:45:00Z', { menus: [lunch] }))
      .thenRefuses('rule', MENU_OUTSIDE_HOURS);
  });

  it('refuses an item marked sold out until the next opening, and places it from then on', () => {
    const opening = '2026-01-15T16:00:00.000Z';
    const soldOut = menu({
      soldOut: [{ entry: { kind: 'item', id: 'burger' }, until: opening, reason: null }],
    });
    spec
      .given([])
      .when(place('2026-01-14T22:00:00Z', { menus: [soldOut] }))
      .thenRefuses('conflict', soldOutMessage('Burger'));
    spec
      .given([])
      .when(place(opening, { menus: [soldOut] }))
      .then([placed(opening)]);
  });

  it('refuses a counted item with none left until its par refills at the opening', () => {
    const counted = menu({ stockCounted: ['burger'] });
    const opening = '2026-01-15T16:00:00.000Z';
    const stock = {
      'item-stock-burger': { counted: true, left: 0, par: 5, refillAt: opening },
    };
    const item = { restaurantId: 'rest-1', menuId: 'menu-1', itemId: 'burger' };
    spec
      .given([])
      .when(place('2026-01-14T22:00:00Z', { menus: [counted], stock }))
      .thenRefuses('conflict', soldOutMessage('Burger'));
    spec
      .given([])
      .when(place(opening, { menus: [counted], stock }))
      .then([
        {
          type: 'StockRefilled',
          data: { ...item, left: 5, refillAt: '2026-01-16T16:00:00.000Z' },
        },
        { type: 'StockTaken', data: { ...item, orderId: 'order-1', quantity: 1 } },
        placed(opening),
      ]);
  });
});

describe('the kitchen’s controls', () => {
  it('refuses while paused, saying when ordering is back on the restaurant’s clock', () => {
    const service = { ...NO_SERVICE_CONTROLS, pausedUntil: '2026-01-14T18:30:00.000Z' };
    spec
      .given([])
      .when(place('2026-01-14T18:00:00Z', { service }))
      .thenRefuses('conflict', 'Not taking orders right now, back at 1:30 PM');
  });

  it('promises later by the rush minutes while rush mode lasts', () => {
    const service = {
      ...NO_SERVICE_CONTROLS,
      rush: { extraMinutes: 15, until: '2026-01-14T19:00:00.000Z' },
    };
    spec
      .given([])
      .when(place('2026-01-14T18:00:00Z', { service }))
      .then([placed('2026-01-14T18:00:00Z', 30)]);
  });
});

describe('the day’s pickup slots', () => {
  it('refuses a full slot, offering the next one with room on the restaurant’s clock', () => {
    const oneAtATime = restaurant({ slotCapacity: { orders: 1, items: null, byWeekday: {} } });
    const oneOClock = '2026-01-14T18:00:00.000Z';
    spec
      .given([])
      .when(
        place('2026-01-14T17:00:00Z', {
          restaurant: oneAtATime,
          request: {
            restaurantId: 'rest-1',
            items: [{ menuItemId: 'burger', quantity: 1 }],
            pickup: { kind: 'scheduled', slotStart: oneOClock },
          },
          day: [
            {
              type: 'PickupSlotTaken',
              data: { restaurantId: 'rest-1', slotStart: oneOClock, orderId: 'other', items: 1 },
            },
          ],
        }),
      )
      .thenRefuses('conflict', 'This pickup time is full. The next free pickup time is 13:15');
  });
});

describe('the pickup code', () => {
  it('is the first code drawn that no order in progress at the restaurant holds', () => {
    const pickupCodes = { draws: ['1111', '2222', '3333'], inUse: ['1111', '2222'] };
    spec
      .given([])
      .when(place('2026-01-14T18:00:00Z', { pickupCodes }))
      .then([placed('2026-01-14T18:00:00Z', 15, '3333')]);
  });
});

describe('an order already placed', () => {
  it('refuses placing it again under the same id', () => {
    const now = '2026-01-14T18:00:00Z';
    spec
      .given([placed(now)])
      .when(place(now))
      .thenRefuses('conflict', ORDER_EXISTS);
  });
});
