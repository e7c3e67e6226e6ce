import { describe, expect, it } from 'vitest';
import { DomainError } from '../shared/errors';
import { deciderSpec } from '../testing/given-when-then';
import type { Actor } from './permissions';
import {
  restaurantDecider,
  type NewRestaurant,
  type Restaurant,
  type RestaurantChanges,
  type RestaurantEvent,
} from './restaurant';
import { fold } from '../commands/decider';
import { NO_SERVICE_CONTROLS } from './service-controls';

const spec = deciderSpec(restaurantDecider);

const admin: Actor = { id: 'admin-1', role: 'admin' };
const owner: Actor = { id: 'owner-1', role: 'restaurant_owner' };
const otherOwner: Actor = { id: 'owner-2', role: 'restaurant_owner' };
const customer: Actor = { id: 'cust-1', role: 'customer' };

const details: NewRestaurant = {
  ownerId: 'owner-1',
  name: 'Luigi',
  cuisine: 'italian',
  description: 'Pasta',
  address: '1 Main St',
  phone: '5551234567',
  imageUrl: null,
  latitude: 40.7,
  longitude: -74,
  hours: null,
  taxRate: '0.0875',
  estimatedPickupTime: 15,
  notificationEmail: '',
  notificationPhone: '',
  notificationPreference: 'sms',
  isActive: true,
  timezone: 'America/New_York',
};
const restaurant: Restaurant = { id: 'r1', ...details, rating: 4 };
const created: RestaurantEvent = { type: 'RestaurantCreated', data: restaurant };
const deleted: RestaurantEvent = { type: 'RestaurantDeleted', data: { restaurantId: 'r1' } };

const kind = (k: string) => (e: Error) => e instanceof DomainError && e.kind === k;

describe('CreateRestaurant', () => {
  const create = (actor: Actor, ownerRole: Actor['role'] | null = 'restaurant_owner') => ({
    type: 'CreateRestaurant' as const,
    actor,
    restaurantId: 'r1',
    data: details,
    ownerRole,
  });

  it('an admin creates it with the default rating 4.0', () => {
    spec.given([]).when(create(admin)).then([created]);
  });

  it.each([owner, customer])('a $role may not create one', (actor) => {
    spec.given([]).when(create(actor)).thenRefuses('forbidden');
  });

  it('the owner must be a user with role restaurant_owner', () => {
    spec
      .given([])
      .when(create(admin, 'customer'))
      .thenThrows((e) => kind('validation')(e) && e.message.includes('restaurant_owner'));
    spec.given([]).when(create(admin, null)).thenRefuses('validation');
  });

  it('cannot be created twice, even after deletion', () => {
    spec.given([created]).when(create(admin)).thenRefuses('conflict');
    spec.given([created, deleted]).when(create(admin)).thenRefuses('conflict');
  });
});

describe('UpdateRestaurant', () => {
  const update = (
    actor: Actor,
    changes: RestaurantChanges,
    newOwnerRole?: Actor['role'] | null,
  ) => ({ type: 'UpdateRestaurant' as const, actor, restaurantId: 'r1', changes, newOwnerRole });

  it('records only the fields that change', () => {
    spec
      .given([created])
      .when(update(owner, { name: 'Luigi', description: 'Fresh pasta', estimatedPickupTime: 20 }))
      .then([
        {
          type: 'RestaurantUpdated',
          data: {
            restaurantId: 'r1',
            changes: { description: 'Fresh pasta', estimatedPickupTime: 20 },
          },
        },
      ]);
  });

  it('records nothing when nothing changes', () => {
    spec
      .given([created])
      .when(update(owner, { name: 'Luigi', hours: null }))
      .then([]);
  });

  it('strips rating and ownerId from an owner', () => {
    spec
      .given([created])
      .when(update(owner, { rating: 5, ownerId: 'owner-2', phone: '5550000000' }))
      .then([
        {
          type: 'RestaurantUpdated',
          data: { restaurantId: 'r1', changes: { phone: '5550000000' } },
        },
      ]);
    spec
      .given([created])
      .when(update(owner, { rating: 5 }))
      .then([]);
  });

  it('lets an admin change rating and owner', () => {
    spec
      .given([created])
      .when(update(admin, { rating: 4.5, ownerId: 'owner-2' }, 'restaurant_owner'))
      .then([
        {
          type: 'RestaurantUpdated',
          data: { restaurantId: 'r1', changes: { rating: 4.5, ownerId: 'owner-2' } },
        },
      ]);
  });

  it('refuses a new owner who is not a restaurant owner', () => {
    spec
      .given([created])
      .when(update(admin, { ownerId: 'cust-1' }, 'customer'))
      .thenRefuses('validation');
    spec
      .given([created])
      .when(update(admin, { ownerId: 'x' }))
      .thenRefuses('validation');
  });

  it.each([otherOwner, customer])('refuses $id', (actor) => {
    spec
      .given([created])
      .when(update(actor, { name: 'Mine' }))
      .thenRefuses('forbidden');
  });

  it('a missing or deleted restaurant is not found', () => {
    spec
      .given([])
      .when(update(admin, { name: 'x' }))
      .thenRefuses('not_found');
    spec
      .given([created, deleted])
      .when(update(admin, { name: 'x' }))
      .thenRefuses('not_found');
  });

  it('the state carries the changes', () => {
    const state = fold(restaurantDecider, [
      created,
      { type: 'RestaurantUpdated', data: { restaurantId: 'r1', changes: { name: 'Mario' } } },
      { type: 'RestaurantImageChanged', data: { restaurantId: 'r1', imageUrl: '/img/a.png' } },
    ]);
    expect(state).toEqual({
      status: 'existing',
      restaurant: { ...restaurant, name: 'Mario', imageUrl: '/img/a.png' },
      service: NO_SERVICE_CONTROLS,
    });
  });
});

describe('ChangeRestaurantImage', () => {
  const change = (actor: Actor, imageUrl = '/img/new.png') => ({
    type: 'ChangeRestaurantImage' as const,
    actor,
    restaurantId: 'r1',
    imageUrl,
  });

  it.each([admin, owner])('$id changes the image', (actor) => {
    spec
      .given([created])
      .when(change(actor))
      .then([
        { type: 'RestaurantImageChanged', data: { restaurantId: 'r1', imageUrl: '/img/new.png' } },
      ]);
  });

  it('the same image again records nothing', () => {
    spec
      .given([
        created,
        { type: 'RestaurantImageChanged', data: { restaurantId: 'r1', imageUrl: '/img/new.png' } },
      ])
      .when(change(owner))
      .then([]);
  });

  it.each([otherOwner, customer])('refuses $id', (actor) => {
    spec.given([created]).when(change(actor)).thenRefuses('forbidden');
  });

  it('refuses on a deleted restaurant', () => {
    spec.given([created, deleted]).when(change(admin)).thenRefuses('not_found');
  });
});

describe('DeleteRestaurant', () => {
  const remove = (actor: Actor) => ({
    type: 'DeleteRestaurant' as const,
    actor,
    restaurantId: 'r1',
  });

  it('an admin deletes it', () => {
    spec.given([created]).when(remove(admin)).then([deleted]);
  });

  it.each([owner, otherOwner, customer])('refuses $id', (actor) => {
    spec.given([created]).when(remove(actor)).thenRefuses('forbidden');
  });

  it('cannot delete twice', () => {
    spec.given([created, deleted]).when(remove(admin)).thenRefuses('not_found');
  });
});
