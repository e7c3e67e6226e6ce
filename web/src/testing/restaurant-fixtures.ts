import type {
  Category,
  Menu,
  MenuItem,
  MenuItemIngredient,
  MenuItemSide,
  Restaurant,
  RestaurantDetail,
} from '@/features/restaurants/types';

/** Restaurants as the API answers them, for route-level tests of browsing and ordering. */
export function aRestaurant(overrides: Partial<Restaurant> = {}): Restaurant {
  return {
    id: 'r-1',
    name: 'Burger Barn',
    description: 'Smash burgers and shakes',
    cuisine: 'american',
    address: '1 Main St',
    phone: '(617) 555-0100',
    imageUrl: null,
    latitude: null,
    longitude: null,
    hours: null,
    timezone: 'UTC',
    rating: 4.5,
    estimatedPickupTime: 15,
    isActive: true,
    taxRate: '0.0875',
    openStatus: { open: true, closesAt: '22:00' },
    ordering: {
      paused: false,
      pausedUntil: null,
      message: null,
      rushMinutes: 0,
      rushUntil: null,
    },
    ...overrides,
  };
}

const link = (
  id: string,
  name: string,
  type: MenuItemIngredient['type'],
  price: string,
  maxQuantity: number,
  isIncluded: boolean,
): MenuItemIngredient => ({
  id,
  ingredientId: id,
  name,
  type,
  price,
  maxQuantity,
  isIncluded,
  ingredient: { id, name, type, price, maxQuantity },
});

export const aSide = (id: string, name: string, price: string): MenuItemSide => ({
  id,
  sideId: id,
  name,
  price,
  side: { id, name, price },
});

const anItem = (
  fields: Pick<MenuItem, 'id' | 'categoryId' | 'name' | 'description' | 'price'> &
    Partial<MenuItem>,
): MenuItem => ({
  menuId: 'm-1',
  imageUrl: null,
  sidesRequired: null,
  isActive: true,
  requiredSides: 0,
  ingredients: [],
  sides: [],
  ...fields,
});

const aCategory = (
  fields: Pick<Category, 'id' | 'name' | 'sidesRequired' | 'includesDrink' | 'menuItems'>,
): Category => ({ menuId: 'm-1', description: '', displayOrder: 0, isActive: true, ...fields });

/** A menu as the restaurant page reads it: always available, nothing sold out. */
export const aMenu = (fields: Pick<Menu, 'id' | 'name'> & Partial<Menu>): Menu => ({
  restaurantId: 'r-1',
  description: '',
  availableHours: null,
  cutoffMinutes: 0,
  isActive: true,
  availability: 'Always available',
  soldOut: [],
  drinks: [],
  categories: [],
  ...fields,
});

/**
 * Burgers (2 sides required, includes a drink): Classic Burger $10.00 with Pickles
 * (removable) and Bacon (+$1.50, up to 3); sides Fries $3.00, Salad $2.50, Slaw $2.00.
 */
export function aRestaurantWithMenu(overrides: Partial<RestaurantDetail> = {}): RestaurantDetail {
  return {
    ...aRestaurant(),
    menus: [
      aMenu({
        id: 'm-1',
        name: 'All Day',
        drinks: [{ id: 'd-1', menuId: 'm-1', name: 'Cola', price: '2.00', isActive: true }],
        categories: [
          aCategory({
            id: 'c-1',
            name: 'Burgers',
            sidesRequired: 2,
            includesDrink: true,
            menuItems: [
              anItem({
                id: 'i-1',
                categoryId: 'c-1',
                name: 'Classic Burger',
                description: 'Two patties',
                price: '10.00',
                requiredSides: 2,
                ingredients: [
                  link('g-1', 'Pickles', 'optional', '0.00', 1, true),
                  link('g-2', 'Bacon', 'possible', '1.50', 3, false),
                ],
                sides: [
                  aSide('s-1', 'Fries', '3.00'),
                  aSide('s-2', 'Salad', '2.50'),
                  aSide('s-3', 'Slaw', '2.00'),
                ],
              }),
            ],
          }),
          aCategory({
            id: 'c-2',
            name: 'Shakes',
            sidesRequired: 0,
            includesDrink: false,
            menuItems: [
              anItem({
                id: 'i-2',
                categoryId: 'c-2',
                name: 'Vanilla Shake',
                description: '',
                price: '5.00',
              }),
            ],
          }),
        ],
      }),
    ],
    ...overrides,
  };
}

/** A saved cart line of one Vanilla Shake ($5.00). */
export function storeCart(restaurantId: string, ageMs: number) {
  localStorage.setItem(
    'cart',
    JSON.stringify({
      restaurantId,
      timestamp: Date.now() - ageMs,
      items: [
        {
          id: 'line-1',
          menuItemId: 'i-2',
          name: 'Vanilla Shake',
          quantity: 2,
          unitPriceCents: 500,
          subtotalCents: 1000,
          customizations: {},
        },
      ],
    }),
  );
  localStorage.setItem('cart-restaurant', restaurantId);
}

/** GET /api/restaurants/:id/pickup-slots for an open kitchen: ASAP, promised a while ahead. */
export const asapPickupOptions = () => ({
  timezone: 'UTC',
  asap: {
    available: true,
    promisedFrom: '2030-01-15T12:10:00.000Z',
    promisedAt: '2030-01-15T12:15:00.000Z',
    movedToLaterSlot: false,
  },
  slots: [],
});
