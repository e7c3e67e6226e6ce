import { describe, expect, expectTypeOf, it } from 'vitest';
import { messages } from './schema.fixtures';
import type { NewRestaurant, RestaurantChanges } from './restaurant';
import {
  imageSchema,
  nearbyQuerySchema,
  restaurantCreateSchema,
  restaurantUpdateSchema,
  type RestaurantCreateBody,
  type RestaurantUpdateBody,
} from './schemas';

const createSchema = restaurantCreateSchema({ defaultTimezone: 'America/New_York' });
const minimal = { name: 'Luigi', address: '1 Main St', taxRate: '0.0875', ownerId: 'owner-1' };
const week = (day: object) =>
  Object.fromEntries(
    ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [
      d,
      day,
    ]),
  );

it('parsed bodies feed the restaurant commands without conversion', () => {
  expectTypeOf<RestaurantCreateBody>().toExtend<NewRestaurant>();
  expectTypeOf<RestaurantUpdateBody>().toExtend<RestaurantChanges>();
});

describe('restaurant create', () => {
  it('fills the defaults', () => {
    expect(createSchema.parse(minimal)).toEqual({
      ...minimal,
      cuisine: 'american',
      description: '',
      phone: '',
      imageUrl: null,
      latitude: null,
      longitude: null,
      hours: null,
      isActive: true,
      notificationEmail: '',
      notificationPhone: '',
      notificationPreference: 'sms',
      estimatedPickupTime: 15,
      timezone: 'America/New_York',
    });
  });

  it('requires tax rate and owner with the spec messages', () => {
    expect(messages(createSchema, { name: 'x', address: 'y' })).toEqual({
      taxRate: ['Tax rate is required'],
      ownerId: ['Restaurant owner is required'],
    });
    expect(messages(createSchema, { ...minimal, taxRate: '', ownerId: '  ' })).toEqual({
      taxRate: ['Tax rate is required'],
      ownerId: ['Restaurant owner is required'],
    });
  });

  it.each(['1.5', '-0.1', 'abc', true, '0.08755'])('refuses tax rate %s', (taxRate) => {
    expect(messages(createSchema, { ...minimal, taxRate })).toEqual({
      taxRate: ['Tax rate must be a valid number between 0 and 1'],
    });
  });

  it.each([
    ['0.0875', '0.0875'],
    [0.1, '0.1000'],
    ['1', '1.0000'],
    [0, '0.0000'],
  ])('normalizes tax rate %s to %s', (input, text) => {
    expect(createSchema.parse({ ...minimal, taxRate: input }).taxRate).toBe(text);
  });

  it.each([
    ['abc', 15],
    [-5, 15],
    [12.5, 15],
    ['25', 25],
    [30, 30],
  ])('pickup time %s reads as %s', (estimatedPickupTime, minutes) => {
    expect(createSchema.parse({ ...minimal, estimatedPickupTime }).estimatedPickupTime).toBe(
      minutes,
    );
  });

  it('checks name, address, cuisine, coordinates and time zone', () => {
    expect(
      messages(createSchema, {
        ...minimal,
        name: '',
        address: '',
        cuisine: 'french',
        latitude: 91,
        longitude: '-181',
        timezone: 'Mars/Olympus',
      }),
    ).toEqual({
      name: ['Restaurant name is required'],
      address: ['Address is required'],
      cuisine: ['Cuisine must be one of american, italian, asian, mexican, indian, other'],
      latitude: ['Latitude must be a number between -90 and 90'],
      longitude: ['Longitude must be a number between -180 and 180'],
      timezone: ['Time zone must be an IANA name such as America/New_York'],
    });
    expect(createSchema.parse({ ...minimal, latitude: '51.5', longitude: -0.12 })).toMatchObject({
      latitude: 51.5,
      longitude: -0.12,
    });
  });
});

describe('restaurant update', () => {
  it('accepts an empty body and leaves absent fields out', () => {
    expect(restaurantUpdateSchema.parse({})).toEqual({});
    expect(restaurantUpdateSchema.parse({ imageUrl: '/x.png', name: 'New' })).toEqual({
      name: 'New',
    });
  });

  it.each([5.01, -1, 'x', 4.333])('refuses rating %s', (rating) => {
    expect(messages(restaurantUpdateSchema, { rating })).toEqual({
      rating: ['Rating must be a valid number between 0 and 5'],
    });
  });

  it('accepts a rating from 0 to 5 as number or text', () => {
    expect(restaurantUpdateSchema.parse({ rating: '4.5' })).toEqual({ rating: 4.5 });
    expect(restaurantUpdateSchema.parse({ rating: 0 })).toEqual({ rating: 0 });
  });

  it('notification email is valid or empty; preference sms or call', () => {
    expect(messages(restaurantUpdateSchema, { notificationEmail: 'nope' })).toEqual({
      notificationEmail: ['Invalid email format'],
    });
    expect(restaurantUpdateSchema.parse({ notificationEmail: '' })).toEqual({
      notificationEmail: '',
    });
    expect(restaurantUpdateSchema.parse({ notificationEmail: 'a@b.co' })).toEqual({
      notificationEmail: 'a@b.co',
    });
    expect(messages(restaurantUpdateSchema, { notificationPreference: 'email' })).toEqual({
      notificationPreference: ['Notification preference must be sms or call'],
    });
  });

  it('a tax rate given on update is checked the same way', () => {
    expect(messages(restaurantUpdateSchema, { taxRate: '2' })).toEqual({
      taxRate: ['Tax rate must be a valid number between 0 and 1'],
    });
  });

  it('hours need every day with start and end', () => {
    const open = { start: '9:00', end: '22:00', closed: false };
    expect(restaurantUpdateSchema.parse({ hours: week(open) }).hours?.monday).toEqual({
      start: '09:00',
      end: '22:00',
      closed: false,
    });
    expect(messages(restaurantUpdateSchema, { hours: week({ start: '', end: '' }) })).toMatchObject(
      {
        'hours.monday.start': ['Start time required'],
        'hours.monday.end': ['End time required'],
      },
    );
    expect(
      messages(restaurantUpdateSchema, { hours: week({ closed: true }) })['hours.sunday.start'],
    ).toEqual(['Start time required']);
    expect(
      messages(restaurantUpdateSchema, { hours: week({ ...open, end: '25:00' }) })[
        'hours.friday.end'
      ],
    ).toEqual(['Time must be HH:MM (24-hour)']);
    expect(messages(restaurantUpdateSchema, { hours: { monday: open } })['hours.tuesday']).toEqual([
      'Each day needs a start, an end and closed',
    ]);
  });
});

describe('image', () => {
  it('keeps the address without its query string', () => {
    expect(imageSchema.parse({ imageUrl: 'https://s3/x.png?X-Amz-Signature=abc' })).toEqual({
      imageUrl: 'https://s3/x.png',
    });
    expect(messages(imageSchema, {})).toEqual({ imageUrl: ['Image URL is required'] });
  });
});

describe('nearby query', () => {
  it('reads query text with defaults', () => {
    expect(nearbyQuerySchema.parse({ lat: '51.5', lng: '-0.12' })).toEqual({
      lat: 51.5,
      lng: -0.12,
      radius: 15,
      unit: 'miles',
      limit: 15,
    });
    expect(
      nearbyQuerySchema.parse({ lat: '0', lng: '0', radius: '2.5', unit: 'km', limit: '100' }),
    ).toEqual({ lat: 0, lng: 0, radius: 2.5, unit: 'km', limit: 100 });
  });

  it('explains each bad value', () => {
    expect(messages(nearbyQuerySchema, {})).toEqual({
      lat: ['Latitude is required'],
      lng: ['Longitude is required'],
    });
    expect(
      messages(nearbyQuerySchema, {
        lat: '-91',
        lng: 'x',
        radius: '0',
        unit: 'yards',
        limit: '101',
      }),
    ).toEqual({
      lat: ['Latitude must be a number between -90 and 90'],
      lng: ['Longitude must be a number between -180 and 180'],
      radius: ['Radius must be a number greater than 0 and at most 500'],
      unit: ['Unit must be km or miles'],
      limit: ['Limit must be a whole number from 1 to 100'],
    });
    expect(messages(nearbyQuerySchema, { lat: 1, lng: 1, radius: 501, limit: 1.5 })).toEqual({
      radius: ['Radius must be a number greater than 0 and at most 500'],
      limit: ['Limit must be a whole number from 1 to 100'],
    });
  });
});
