import type { RestaurantDetail } from '@/types/management';

/** A restaurant as GET /api/restaurants/{id} answers a manager. */
export function aRestaurant(overrides: Partial<RestaurantDetail> = {}): RestaurantDetail {
  return {
    id: 'r-1',
    name: 'Taco Town',
    description: 'Tacos',
    cuisine: 'mexican',
    address: '1 Main St',
    phone: '5550001111',
    imageUrl: null,
    latitude: 42.3637,
    longitude: -71.0541,
    hours: null,
    timezone: 'America/New_York',
    taxRate: '0.0875',
    estimatedPickupTime: 15,
    rating: 4,
    isActive: true,
    ownerId: 'owner-1',
    notificationEmail: '',
    notificationPhone: '',
    notificationPreference: 'sms',
    owner: { id: 'owner-1', firstName: 'Olive', lastName: 'Owner', email: 'olive@example.com' },
    menus: [
      {
        id: 'm-1',
        restaurantId: 'r-1',
        name: 'Lunch',
        description: '',
        availableHours: null,
        cutoffMinutes: 15,
        isActive: true,
        categories: [
          {
            id: 'c-1',
            menuId: 'm-1',
            name: 'Tacos',
            description: '',
            displayOrder: 1,
            includesDrink: false,
            sidesRequired: 0,
            isActive: true,
            menuItems: [],
          },
          {
            id: 'c-2',
            menuId: 'm-1',
            name: 'Burritos',
            description: '',
            displayOrder: 2,
            includesDrink: false,
            sidesRequired: 0,
            isActive: true,
            menuItems: [],
          },
        ],
      },
    ],
    ...overrides,
  };
}
