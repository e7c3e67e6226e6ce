import { turnAway, type TurnedAwayCause } from '@pickup/domain/ordering/turned-away';
import type { Menu, MenuEvent } from '@pickup/domain/catalog/menu-types';
import type { Restaurant, RestaurantEvent } from '@pickup/domain/catalog/restaurant';
import type { SpecialDay } from '@pickup/domain/catalog/special-days';
import type { LineCustomizations, PricedLine } from '@pickup/domain/ordering/pricing';

/** Pieces of realistic catalog data for generated workloads (tests and the benchmark). */

const DISHES = ['Margherita', 'Pepperoni', 'Carbonara', 'Burger', 'Pad Thai', 'Tacos', 'Curry'];
const CUISINES = ['american', 'italian', 'asian', 'mexican', 'indian', 'other'] as const;

export function restaurantData(id: string, ownerId: string, n: number): Restaurant {
  return {
    id,
    ownerId,
    name: `Restaurant ${n}`,
    cuisine: CUISINES[n % CUISINES.length] ?? 'other',
    description: `Good food, number ${n}`,
    address: `${n} Main Street, Springfield`,
    phone: `+1 555 200 ${String(n % 10000).padStart(4, '0')}`,
    imageUrl: null,
    latitude: 40 + (n % 100) / 100,
    longitude: -74 + (n % 100) / 100,
    hours: null,
    taxRate: '0.0875',
    estimatedPickupTime: 15 + (n % 4) * 5,
    notificationEmail: '',
    notificationPhone: '',
    notificationPreference: 'sms',
    rating: 4,
    isActive: true,
    timezone: 'America/New_York',
  };
}

/** A menu with one food category (an optional and a possible ingredient, a side), a
 * drinks-included category, two drinks and `itemsPerCategory` items in each category. */
export function menuEvents(
  menuId: string,
  restaurantId: string,
  newId: () => string,
  itemsPerCategory = 3,
): MenuEvent[] {
  const food = newId();
  const combos = newId();
  const [onion, cheese, fries, cola, water] = [newId(), newId(), newId(), newId(), newId()];
  const events: MenuEvent[] = [
    {
      type: 'MenuCreated',
      data: {
        menuId,
        restaurantId,
        name: 'Dinner',
        description: 'All day',
        availableHours: null,
        cutoffMinutes: 15,
        isActive: true,
      },
    },
    ...[food, combos].map((id, i): MenuEvent => ({
      type: 'CategoryAdded',
      data: {
        menuId,
        category: {
          id,
          name: i === 0 ? 'Mains' : 'Combos',
          description: '',
          displayOrder: i + 1,
          includesDrink: i === 1,
          sidesRequired: 0,
          isActive: true,
        },
      },
    })),
    ...[
      [cola, 'Cola', 250],
      [water, 'Water', 150],
    ].map(([id, name, priceCents]): MenuEvent => ({
      type: 'DrinkAdded',
      data: {
        menuId,
        drink: {
          id: String(id),
          name: String(name),
          priceCents: Number(priceCents),
          isActive: true,
        },
      },
    })),
    {
      type: 'IngredientAdded',
      data: {
        menuId,
        ingredient: {
          id: onion,
          categoryId: food,
          name: 'Onion',
          type: 'optional',
          priceCents: 0,
          maxQuantity: 1,
          isActive: true,
        },
      },
    },
    {
      type: 'IngredientAdded',
      data: {
        menuId,
        ingredient: {
          id: cheese,
          categoryId: food,
          name: 'Extra cheese',
          type: 'possible',
          priceCents: 75,
          maxQuantity: 3,
          isActive: true,
        },
      },
    },
    {
      type: 'SideAdded',
      data: {
        menuId,
        side: { id: fries, categoryId: food, name: 'Fries', priceCents: 300, isActive: true },
      },
    },
  ];
  for (const categoryId of [food, combos]) {
    for (let i = 0; i < itemsPerCategory; i++) {
      const itemId = newId();
      events.push({
        type: 'MenuItemAdded',
        data: {
          menuId,
          item: {
            id: itemId,
            categoryId,
            name: DISHES[(i + (categoryId === food ? 0 : 3)) % DISHES.length] ?? 'Dish',
            description: 'House special',
            priceCents: 900 + i * 150,
            imageUrl: null,
            sidesRequired: null,
            isActive: true,
          },
        },
      });
      if (categoryId !== food) continue;
      events.push(
        {
          type: 'MenuItemIngredientsSet',
          data: {
            menuId,
            itemId,
            ingredients: [
              { ingredientId: onion, isIncluded: true },
              { ingredientId: cheese, isIncluded: false },
            ],
          },
        },
        { type: 'MenuItemSidesSet', data: { menuId, itemId, sideIds: [fries] } },
      );
    }
  }
  return events;
}

/** A priced order line for `quantity` of an item, with an extra or a drink when offered. */
export function pricedLine(
  menu: Menu,
  itemIndex: number,
  quantity: number,
  extra: boolean,
): PricedLine {
  const item = menu.items[itemIndex % menu.items.length];
  if (!item) throw new Error('menu without items');
  const category = menu.categories.find((c) => c.id === item.categoryId);
  const customizations: LineCustomizations = {
    optionalIngredients: [],
    possibleIngredients: [],
    sides: [],
    addons: [],
  };
  let unit = item.priceCents;
  const possible = menu.ingredients.find(
    (i) => i.type === 'possible' && item.ingredients.some((l) => l.ingredientId === i.id),
  );
  const drink = category?.includesDrink ? menu.drinks[0] : undefined;
  if (extra && possible) {
    customizations.possibleIngredients.push({
      id: possible.id,
      name: possible.name,
      priceCents: possible.priceCents,
      quantity: 1,
    });
    unit += possible.priceCents;
  }
  if (extra && drink) {
    customizations.addons.push({ id: drink.id, name: drink.name, priceCents: drink.priceCents });
    unit += drink.priceCents;
  }
  return {
    menuItemId: item.id,
    name: item.name,
    description: item.description,
    categoryId: item.categoryId,
    menuId: menu.id,
    quantity,
    basePriceCents: item.priceCents,
    unitPriceCents: unit,
    subtotalCents: unit * quantity,
    customizations,
  };
}

/**
 * Special days set ahead (issue 32): a closure and a late night, the closure removed again
 * at every other restaurant (`n` even).
 */
export function specialDayEvents(
  restaurantId: string,
  newId: () => string,
  n: number,
): RestaurantEvent[] {
  const closure = newId();
  const set = (specialDay: SpecialDay): RestaurantEvent => ({
    type: 'SpecialDaySet',
    data: { restaurantId, specialDay },
  });
  const events = [
    set({ id: closure, from: '2030-12-25', to: '2030-12-26', hours: null, note: 'Holidays' }),
    set({
      id: newId(),
      from: '2030-12-31',
      to: '2030-12-31',
      hours: { start: '18:00', end: '02:00' },
      note: 'Open late for New Year',
    }),
  ];
  if (n % 2 === 0)
    events.push({ type: 'SpecialDayRemoved', data: { restaurantId, specialDayId: closure } });
  return events;
}

/** An attempt to order at the r-th restaurant turned away at `clock` (issue 32). */
export const turnedAway = (
  restaurantId: string,
  r: number,
  cause: TurnedAwayCause,
  basketCents: number,
  clock: number,
) =>
  turnAway({
    restaurantId,
    restaurantName: `Restaurant ${r + 1}`,
    timezone: 'America/New_York',
    cause,
    basketCents,
    at: new Date(clock),
  });
