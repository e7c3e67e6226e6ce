import type { Decider, DomainEvent } from '../commands/decider';
import { conflict, forbidden, notFound, validation } from '../shared/errors';
import { changedFields, isEmpty } from './changes';
import type { WeeklyHours } from './hours-types';
import { assertAdmin, assertCanManageRestaurant, type Actor, type Role } from './permissions';
import type { Cuisine, NotificationPreference } from './schemas';
import {
  NO_SERVICE_CONTROLS,
  decideService,
  evolveService,
  type ServiceCommand,
  type ServiceEvent,
  type ServiceState,
} from './service-controls';
import {
  decideSpecialDays,
  evolveSpecialDays,
  type SpecialDay,
  type SpecialDayCommand,
  type SpecialDayEvent,
} from './special-days';
import { NO_CAPACITY_LIMIT, type SlotCapacity } from '../timing/capacity';
import { DEFAULT_RATING } from './schemas';

/** The restaurant aggregate, stream `restaurant-{id}`. */

export const restaurantStream = (restaurantId: string) => `restaurant-${restaurantId}`;

export interface RestaurantDetails {
  ownerId: string;
  name: string;
  cuisine: Cuisine;
  description: string;
  address: string;
  phone: string;
  imageUrl: string | null;
  latitude: number | null;
  longitude: number | null;
  /** null: no hours set, treated as always open (see hours.ts). */
  hours: WeeklyHours | null;
  /** Decimal text with 4 places, e.g. "0.0875"; use `taxCents` to apply it. */
  taxRate: string;
  /** Minutes. */
  estimatedPickupTime: number;
  /** '' when none. */
  notificationEmail: string;
  notificationPhone: string;
  notificationPreference: NotificationPreference;
  rating: number;
  isActive: boolean;
  /** IANA name; hours and "today" are read in it. */
  timezone: string;
  /**
   * Minutes after its promise that a ready, uncollected order is flagged as a no-show on the
   * board (issue 15); absent on restaurants from before the setting: DEFAULT_NO_SHOW_MINUTES.
   */
  noShowAfterMinutes?: number;
  /**
   * Minutes a ready order waits before the board offers "Remind" (issue 31); absent:
   * DEFAULT_REMIND_AFTER_MINUTES (domain/ordering/reminder).
   */
  remindAfterMinutes?: number;
  /** "Check pickup code at handover" (issue 31); absent: off. */
  checkPickupCode?: boolean;
  /**
   * "Largest order without calling us" (issue 40), cents: a pay-at-counter order above it is
   * refused; absent: DEFAULT_LARGEST_ORDER_CENTS (domain/ordering/order-size).
   */
  largestOrderCents?: number;
}

export const DEFAULT_NO_SHOW_MINUTES = 30;

export interface Restaurant extends RestaurantDetails {
  id: string;
  /** Places per pickup slot (issue 16); absent until an owner sets it: no limit. */
  slotCapacity?: SlotCapacity;
  /** Closures and changed hours set ahead (issue 32); absent until the first is set. */
  specialDays?: SpecialDay[];
}

/** The restaurant's slot capacity, no limit when never set. */
export const slotCapacityOf = (restaurant: Restaurant): SlotCapacity =>
  restaurant.slotCapacity ?? NO_CAPACITY_LIMIT;

export type NewRestaurant = Omit<RestaurantDetails, 'rating'>;
export type RestaurantChanges = Partial<Omit<RestaurantDetails, 'imageUrl'>>;

export type RestaurantEvent =
  | DomainEvent<'RestaurantCreated', Restaurant>
  | DomainEvent<'RestaurantUpdated', { restaurantId: string; changes: RestaurantChanges }>
  | DomainEvent<'RestaurantImageChanged', { restaurantId: string; imageUrl: string }>
  | DomainEvent<'RestaurantDeleted', { restaurantId: string }>
  | ServiceEvent
  | SpecialDayEvent
  | DomainEvent<'SlotCapacitySet', { restaurantId: string; capacity: SlotCapacity }>;

export type RestaurantState =
  | { status: 'absent' }
  | { status: 'existing'; restaurant: Restaurant; service: ServiceState }
  | { status: 'deleted'; restaurantId: string };

export type RestaurantCommand =
  | {
      type: 'CreateRestaurant';
      actor: Actor;
      restaurantId: string;
      data: NewRestaurant;
      /** Role of the user named by data.ownerId, looked up by the handler; null if none. */
      ownerRole: Role | null;
    }
  | {
      type: 'UpdateRestaurant';
      actor: Actor;
      restaurantId: string;
      changes: RestaurantChanges;
      /** Needed when an admin changes ownerId: that user's role, or null if no such user. */
      newOwnerRole?: Role | null;
    }
  | { type: 'ChangeRestaurantImage'; actor: Actor; restaurantId: string; imageUrl: string }
  | { type: 'DeleteRestaurant'; actor: Actor; restaurantId: string }
  | ServiceCommand
  | SpecialDayCommand
  | { type: 'SetSlotCapacity'; actor: Actor; restaurantId: string; capacity: SlotCapacity };

export const RESTAURANT_NOT_FOUND = 'Restaurant not found';
export const OWNER_MUST_BE_OWNER = 'Restaurant owner must be a user with role restaurant_owner';

export function evolveRestaurant(state: RestaurantState, event: RestaurantEvent): RestaurantState {
  switch (event.type) {
    case 'RestaurantCreated':
      return { status: 'existing', restaurant: { ...event.data }, service: NO_SERVICE_CONTROLS };
    case 'RestaurantUpdated':
      if (state.status !== 'existing') return state;
      return { ...state, restaurant: { ...state.restaurant, ...event.data.changes } };
    case 'RestaurantImageChanged':
      if (state.status !== 'existing') return state;
      return { ...state, restaurant: { ...state.restaurant, imageUrl: event.data.imageUrl } };
    case 'RestaurantDeleted':
      return { status: 'deleted', restaurantId: event.data.restaurantId };
    case 'OrderingPaused':
    case 'OrderingResumed':
    case 'RushModeSet':
    case 'RushModeEnded':
      if (state.status !== 'existing') return state;
      return { ...state, service: evolveService(state.service, event) };
    case 'SpecialDaySet':
    case 'SpecialDayRemoved':
      if (state.status !== 'existing') return state;
      return {
        ...state,
        restaurant: {
          ...state.restaurant,
          specialDays: evolveSpecialDays(state.restaurant.specialDays, event),
        },
      };
    case 'SlotCapacitySet':
      if (state.status !== 'existing') return state;
      return { ...state, restaurant: { ...state.restaurant, slotCapacity: event.data.capacity } };
    default: {
      const _never: never = event;
      return _never;
    }
  }
}

function create(
  command: Extract<RestaurantCommand, { type: 'CreateRestaurant' }>,
  state: RestaurantState,
): RestaurantEvent[] {
  assertAdmin(command.actor, 'Only an admin can create restaurants');
  if (state.status !== 'absent') throw conflict('Restaurant already exists');
  assertOwnerRole(command.ownerRole);
  const { restaurantId, data } = command;
  return [
    { type: 'RestaurantCreated', data: { id: restaurantId, ...data, rating: DEFAULT_RATING } },
  ];
}

function update(
  command: Extract<RestaurantCommand, { type: 'UpdateRestaurant' }>,
  restaurant: Restaurant,
): RestaurantEvent[] {
  assertCanManageRestaurant(command.actor, restaurant.ownerId);
  const requested = { ...command.changes };
  // Owners cannot rate themselves or hand the restaurant over: those fields are stripped.
  if (command.actor.role !== 'admin') {
    delete requested.rating;
    delete requested.ownerId;
  }
  const changes = changedFields(restaurant, requested);
  if (changes.ownerId !== undefined) assertOwnerRole(command.newOwnerRole ?? null);
  if (isEmpty(changes)) return [];
  return [{ type: 'RestaurantUpdated', data: { restaurantId: restaurant.id, changes } }];
}

function assertOwnerRole(role: Role | null): void {
  if (role !== 'restaurant_owner')
    throw validation(OWNER_MUST_BE_OWNER, [{ pointer: '/ownerId', detail: OWNER_MUST_BE_OWNER }]);
}

export function decideRestaurant(
  command: RestaurantCommand,
  state: RestaurantState,
): RestaurantEvent[] {
  if (command.type === 'CreateRestaurant') return create(command, state);
  if (state.status !== 'existing') throw notFound(RESTAURANT_NOT_FOUND);
  const { restaurant } = state;
  switch (command.type) {
    case 'PauseOrdering':
    case 'ResumeOrdering':
    case 'SetRushMode':
    case 'EndRushMode':
      return decideService(command, restaurant, state.service);
    case 'SetSpecialDay':
    case 'RemoveSpecialDay':
      return decideSpecialDays(command, restaurant.ownerId, restaurant.specialDays);
    case 'UpdateRestaurant':
      return update(command, restaurant);
    case 'ChangeRestaurantImage':
      assertCanManageRestaurant(command.actor, restaurant.ownerId);
      if (command.imageUrl === restaurant.imageUrl) return [];
      return [
        {
          type: 'RestaurantImageChanged',
          data: { restaurantId: restaurant.id, imageUrl: command.imageUrl },
        },
      ];
    case 'DeleteRestaurant':
      if (command.actor.role !== 'admin') throw forbidden('Only an admin can delete restaurants');
      return [{ type: 'RestaurantDeleted', data: { restaurantId: restaurant.id } }];
    case 'SetSlotCapacity':
      assertCanManageRestaurant(command.actor, restaurant.ownerId);
      if (JSON.stringify(command.capacity) === JSON.stringify(slotCapacityOf(restaurant)))
        return [];
      return [
        {
          type: 'SlotCapacitySet',
          data: { restaurantId: restaurant.id, capacity: command.capacity },
        },
      ];
    default: {
      const _never: never = command;
      return _never;
    }
  }
}

export const restaurantDecider: Decider<RestaurantCommand, RestaurantState, RestaurantEvent> = {
  initialState: () => ({ status: 'absent' }),
  evolve: evolveRestaurant,
  decide: decideRestaurant,
};
