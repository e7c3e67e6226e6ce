import { z } from 'zod';
import {
  flag,
  imageUrl,
  numberField,
  optionalText,
  requiredText,
  timezone,
  weeklyHours,
} from './schema-fields';

/** Request schemas for restaurants and the nearby search, with the spec's messages. */

export const CUISINES = ['american', 'italian', 'asian', 'mexican', 'indian', 'other'] as const;
export type Cuisine = (typeof CUISINES)[number];

export const NOTIFICATION_PREFERENCES = ['sms', 'call'] as const;
export type NotificationPreference = (typeof NOTIFICATION_PREFERENCES)[number];

export const DEFAULT_TAX_RATE = '0.0875';
export const DEFAULT_PICKUP_MINUTES = 15;
export const DEFAULT_RATING = 4;

const TAX_INVALID = 'Tax rate must be a valid number between 0 and 1';

/** Tax rate 0..1 with at most 4 decimals, normalized to text such as "0.0875". */
const taxRate = (required: string) =>
  numberField({
    invalid: TAX_INVALID,
    required,
    min: { value: 0 },
    max: { value: 1 },
    decimals: 4,
  }).transform((rate) => rate.toFixed(4));

/** Whole minutes; anything else falls back to the default (spec §5). */
const pickupMinutes = numberField({
  invalid: 'Pickup time must be a whole number of minutes',
  integer: true,
  min: { value: 1 },
  max: { value: 24 * 60 },
}).catch(DEFAULT_PICKUP_MINUTES);

const latitude = numberField({
  invalid: 'Latitude must be a number between -90 and 90',
  required: 'Latitude is required',
  min: { value: -90 },
  max: { value: 90 },
});

const longitude = numberField({
  invalid: 'Longitude must be a number between -180 and 180',
  required: 'Longitude is required',
  min: { value: -180 },
  max: { value: 180 },
});

const notificationEmail = z
  .string({ error: 'Invalid email format' })
  .trim()
  .refine((v) => v === '' || z.email().safeParse(v).success, 'Invalid email format');

/** Fields a restaurant body may carry, without defaults (shared by create and update). */
const restaurantFields = {
  name: requiredText('Restaurant name is required'),
  cuisine: z.enum(CUISINES, { error: `Cuisine must be one of ${CUISINES.join(', ')}` }),
  description: optionalText(),
  address: requiredText('Address is required', 500),
  phone: optionalText(40),
  imageUrl: imageUrl().nullable(),
  latitude: latitude.nullable(),
  longitude: longitude.nullable(),
  hours: weeklyHours.nullable(),
  isActive: flag(),
  notificationEmail,
  notificationPhone: optionalText(40),
  notificationPreference: z.enum(NOTIFICATION_PREFERENCES, {
    error: 'Notification preference must be sms or call',
  }),
};

/**
 * POST /api/restaurants. The default time zone comes from configuration, so the schema is
 * built with it.
 */
export function restaurantCreateSchema(config: { defaultTimezone: string }) {
  return z.object({
    ...restaurantFields,
    cuisine: restaurantFields.cuisine.default('american'),
    description: restaurantFields.description.default(''),
    phone: restaurantFields.phone.default(''),
    imageUrl: restaurantFields.imageUrl.default(null),
    latitude: restaurantFields.latitude.default(null),
    longitude: restaurantFields.longitude.default(null),
    hours: restaurantFields.hours.default(null),
    isActive: restaurantFields.isActive.default(true),
    notificationEmail: restaurantFields.notificationEmail.default(''),
    notificationPhone: restaurantFields.notificationPhone.default(''),
    notificationPreference: restaurantFields.notificationPreference.default('sms'),
    taxRate: taxRate('Tax rate is required'),
    ownerId: requiredText('Restaurant owner is required'),
    estimatedPickupTime: pickupMinutes,
    timezone: timezone().default(config.defaultTimezone),
  });
}
export type RestaurantCreateBody = z.output<ReturnType<typeof restaurantCreateSchema>>;

/**
 * PUT /api/restaurants/{id}: every field optional; an absent field is left unchanged. The
 * image changes through its own call, so imageUrl is not read here.
 */
const { imageUrl: _image, ...updatableFields } = restaurantFields;
export const LARGEST_ORDER_MESSAGE =
  'Largest order without a call must be whole dollars from $10 to $100,000';
export const restaurantUpdateSchema = z
  .object({
    ...updatableFields,
    taxRate: taxRate(TAX_INVALID),
    ownerId: requiredText('Restaurant owner is required'),
    estimatedPickupTime: pickupMinutes,
    timezone: timezone(),
    noShowAfterMinutes: z
      .number({ error: 'No-show minutes must be a whole number from 5 to 240' })
      .int('No-show minutes must be a whole number from 5 to 240')
      .min(5, 'No-show minutes must be a whole number from 5 to 240')
      .max(240, 'No-show minutes must be a whole number from 5 to 240'),
    remindAfterMinutes: z
      .number({ error: 'Reminder minutes must be a whole number from 1 to 120' })
      .int('Reminder minutes must be a whole number from 1 to 120')
      .min(1, 'Reminder minutes must be a whole number from 1 to 120')
      .max(120, 'Reminder minutes must be a whole number from 1 to 120'),
    checkPickupCode: z.boolean({ error: 'Check pickup code must be true or false' }),
    largestOrderCents: z
      .number({ error: LARGEST_ORDER_MESSAGE })
      .int(LARGEST_ORDER_MESSAGE)
      .min(1_000, LARGEST_ORDER_MESSAGE)
      .max(10_000_000, LARGEST_ORDER_MESSAGE),
    rating: numberField({
      invalid: 'Rating must be a valid number between 0 and 5',
      min: { value: 0 },
      max: { value: 5 },
      decimals: 2,
    }),
  })
  .partial();
export type RestaurantUpdateBody = z.output<typeof restaurantUpdateSchema>;

/** PUT /api/restaurants/{id}/image and PUT /api/menu-items/{id}/image. */
export const imageSchema = z.object({ imageUrl: imageUrl() });
export type ImageBody = z.output<typeof imageSchema>;

export const DISTANCE_UNITS = ['km', 'miles'] as const;
export type DistanceUnit = (typeof DISTANCE_UNITS)[number];
export const DEFAULT_NEARBY_RADIUS = 15;
export const MAX_NEARBY_RADIUS = 500;

/** ?limit= of a list of restaurants. */
const listLimit = () =>
  numberField({
    invalid: 'Limit must be a whole number from 1 to 100',
    integer: true,
    min: { value: 1 },
    max: { value: 100 },
  });

/** GET /api/restaurants/popular?limit */
export const popularQuerySchema = z.object({ limit: listLimit().optional() });

/** GET /api/restaurants/nearby?lat&lng&radius&unit&limit (query values arrive as text). */
export const nearbyQuerySchema = z.object({
  lat: latitude,
  lng: longitude,
  radius: numberField({
    invalid: `Radius must be a number greater than 0 and at most ${MAX_NEARBY_RADIUS}`,
    min: { value: 0, exclusive: true },
    max: { value: MAX_NEARBY_RADIUS },
  }).default(DEFAULT_NEARBY_RADIUS),
  unit: z.enum(DISTANCE_UNITS, { error: 'Unit must be km or miles' }).default('miles'),
  limit: listLimit().default(15),
});
export type NearbyQuery = z.output<typeof nearbyQuerySchema>;
