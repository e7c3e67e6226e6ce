import type { Restaurant, RestaurantDetail } from '@/features/restaurants/types';

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
    rating: 4.5,
    estimatedPickupTime: 15,
    isActive: true,
    taxRate: '0.0875',
    openStatus: { open: true, closesAt: '22:00' },
    ...overrides,
  };
}

/**
 * Burgers (2 sides required, includes a drink): Classic Burger $10.00 with Pickles
 * (removable) and Bacon (+$1.50, up to 3); sides Fries $3.00, Salad $2.50, Slaw $2.00.
 */
export function aRestaurantWithMenu(overrides: Partial<RestaurantDetail> = {}): RestaurantDetail {
  return {
    ...aRestaurant(),
    taxRate: '0.0875',
    menus: [
      {
        id: 'm-1',
        name: 'All Day',
        description: '',
        availability: 'Always available',
        drinks: [{ id: 'd-1', name: 'Cola', price: '2.00' }],
        categories: [
          {
            id: 'c-1',
            name: 'Burgers',
            description: '',
            sidesRequired: 2,
            includesDrink: true,
            menuItems: [
              {
                id: 'i-1',
                categoryId: 'c-1',
                name: 'Classic Burger',
                description: 'Two patties',
                price: '10.00',
                imageUrl: null,
                requiredSides: 2,
                ingredients: [
                  {
                    id: 'g-1',
                    name: 'Pickles',
                    type: 'optional',
                    price: '0.00',
                    maxQuantity: 1,
                    isIncluded: true,
                  },
                  {
                    id: 'g-2',
                    name: 'Bacon',
                    type: 'possible',
                    price: '1.50',
                    maxQuantity: 3,
                    isIncluded: false,
                  },
                ],
                sides: [
                  { id: 's-1', name: 'Fries', price: '3.00' },
                  { id: 's-2', name: 'Salad', price: '2.50' },
                  { id: 's-3', name: 'Slaw', price: '2.00' },
                ],
              },
            ],
          },
          {
            id: 'c-2',
            name: 'Shakes',
            description: '',
            sidesRequired: 0,
            includesDrink: false,
            menuItems: [
              {
                id: 'i-2',
                categoryId: 'c-2',
                name: 'Vanilla Shake',
                description: '',
                price: '5.00',
                imageUrl: null,
                ingredients: [],
                sides: [],
              },
            ],
          },
        ],
      },
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
