import type { MenuEvent } from '@pickup/domain/catalog/menu-types';
import type { RestaurantEvent } from '@pickup/domain/catalog/restaurant';
import { testRestaurant } from '@pickup/domain/catalog/restaurant.fixtures';

/** The menus read model tests' events: a restaurant, and a dinner menu with every kind of thing. */

export const restaurantCreated = (id: string): RestaurantEvent => ({
  type: 'RestaurantCreated',
  data: testRestaurant({ id, ownerId: 'owner-1' }),
});

export function menuEvents(menuId: string, restaurantId: string, active = true): MenuEvent[] {
  const cat = (id: string, displayOrder: number, isActive = true) => ({
    type: 'CategoryAdded' as const,
    data: {
      menuId,
      category: {
        id: `${menuId}-${id}`,
        name: id,
        description: '',
        displayOrder,
        includesDrink: id === 'mains',
        sidesRequired: id === 'mains' ? 1 : 0,
        isActive,
      },
    },
  });
  const c = (id: string) => `${menuId}-${id}`;
  const item = (id: string, categoryId: string, priceCents: number, isActive = true) => ({
    type: 'MenuItemAdded' as const,
    data: {
      menuId,
      item: {
        id: c(id),
        categoryId: c(categoryId),
        name: id,
        description: `${id} description`,
        priceCents,
        imageUrl: null,
        sidesRequired: null,
        isActive,
      },
    },
  });
  return [
    {
      type: 'MenuCreated',
      data: {
        menuId,
        restaurantId,
        name: 'Dinner',
        description: '',
        availableHours: null,
        cutoffMinutes: 15,
        isActive: active,
      },
    },
    {
      type: 'DrinkAdded',
      data: { menuId, drink: { id: c('cola'), name: 'Cola', priceCents: 199, isActive: true } },
    },
    cat('starters', 2),
    cat('mains', 1),
    cat('secret', 3, false),
    item('burger', 'mains', 1250),
    item('old-burger', 'mains', 900, false),
    item('wings', 'starters', 799),
    {
      type: 'IngredientAdded',
      data: {
        menuId,
        ingredient: {
          id: c('onion'),
          categoryId: c('mains'),
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
          id: c('bacon'),
          categoryId: c('mains'),
          name: 'Bacon',
          type: 'possible',
          priceCents: 150,
          maxQuantity: 2,
          isActive: true,
        },
      },
    },
    {
      type: 'SideAdded',
      data: {
        menuId,
        side: {
          id: c('fries'),
          categoryId: c('mains'),
          name: 'Fries',
          priceCents: 300,
          isActive: true,
        },
      },
    },
    {
      type: 'MenuItemIngredientsSet',
      data: {
        menuId,
        itemId: c('burger'),
        ingredients: [
          { ingredientId: c('bacon'), isIncluded: false },
          { ingredientId: c('onion'), isIncluded: true },
        ],
      },
    },
    { type: 'MenuItemSidesSet', data: { menuId, itemId: c('burger'), sideIds: [c('fries')] } },
  ];
}
