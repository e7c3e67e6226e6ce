import type { Restaurant } from './restaurant';

/** A restaurant for tests: a diner in Chicago, open to orders, with the fields a test sets. */
export const testRestaurant = (
  fields: Pick<Restaurant, 'id' | 'ownerId'> & Partial<Restaurant>,
): Restaurant => ({
  name: 'Diner',
  cuisine: 'american',
  description: '',
  address: '1 Main St',
  phone: '5550001111',
  imageUrl: null,
  latitude: null,
  longitude: null,
  hours: null,
  taxRate: '0.0875',
  estimatedPickupTime: 15,
  notificationEmail: '',
  notificationPhone: '',
  notificationPreference: 'sms',
  rating: 4,
  isActive: true,
  timezone: 'America/Chicago',
  ...fields,
});
