import { openStatus } from '@pickup/domain/catalog/hours';
import { evolveMenu } from '@pickup/domain/catalog/menu-evolve';
import {
  menuStream,
  type Menu,
  type MenuEvent,
  type MenuState,
} from '@pickup/domain/catalog/menu-types';
import {
  evolveRestaurant,
  restaurantStream,
  RESTAURANT_NOT_FOUND,
  type Restaurant,
  type RestaurantEvent,
  type RestaurantState,
} from '@pickup/domain/catalog/restaurant';
import type { EventStore } from '@pickup/domain/eventstore/types';
import { evolveUser, initialUserState, type UserState } from '@pickup/domain/identity/state';
import { userStream, type UserEvent } from '@pickup/domain/identity/events';
import type { PlaceOrder } from '@pickup/domain/ordering/order';
import { priceOrder } from '@pickup/domain/ordering/pricing';
import type { PlaceOrderRequest } from '@pickup/domain/ordering/schemas';
import { notFound } from '@pickup/domain/shared/errors';
import { menuIdsOfRestaurant } from '@pickup/projections/ordering/directory-queries';
import type pg from 'pg';
import { adaptMenus, menuAvailability, restoreCategoryIds } from './pricing-menu';

/**
 * The facts a PlaceOrder decision needs, read from the event streams themselves (not from
 * other features' read models), so the decision sees the catalog and the customer as they
 * are at this moment.
 */

async function fold<S, E>(
  store: EventStore,
  stream: string,
  initial: S,
  evolve: (state: S, event: E) => S,
): Promise<S> {
  const read = await store.readStream(stream);
  return read.events.map((e) => ({ type: e.type, data: e.data }) as E).reduce(evolve, initial);
}

export async function loadRestaurant(
  store: EventStore,
  restaurantId: string,
): Promise<Restaurant | null> {
  const state = await fold<RestaurantState, RestaurantEvent>(
    store,
    restaurantStream(restaurantId),
    { status: 'absent' },
    evolveRestaurant,
  );
  return state.status === 'existing' ? state.restaurant : null;
}

export function loadUser(store: EventStore, userId: string): Promise<UserState> {
  return fold<UserState, UserEvent>(store, userStream(userId), initialUserState(), evolveUser);
}

/** The restaurant's live menus; which ones exist comes from the order directory. */
export async function loadMenus(
  pool: Pick<pg.Pool, 'query'>,
  store: EventStore,
  restaurantId: string,
): Promise<Menu[]> {
  const ids = await menuIdsOfRestaurant(pool, restaurantId);
  const states = await Promise.all(
    ids.map((id) =>
      fold<MenuState, MenuEvent>(store, menuStream(id), { status: 'absent' }, evolveMenu),
    ),
  );
  return states.flatMap((s) =>
    s.status === 'existing' && s.menu.restaurantId === restaurantId ? [s.menu] : [],
  );
}

export interface PlaceOrderInput {
  orderId: string;
  customerId: string;
  request: PlaceOrderRequest;
  at: Date;
  /**
   * Demo data only: orders back-dated to a time the seed chose are placed whatever the
   * hours say. Never set from a request.
   */
  ignoreHours?: boolean;
}

export async function placeOrderCommand(
  deps: { pool: Pick<pg.Pool, 'query'>; store: EventStore },
  input: PlaceOrderInput,
): Promise<PlaceOrder> {
  const { request, at } = input;
  const [user, restaurant] = await Promise.all([
    loadUser(deps.store, input.customerId),
    loadRestaurant(deps.store, request.restaurantId),
  ]);
  if (!restaurant) throw notFound(RESTAURANT_NOT_FOUND);
  const menus = await loadMenus(deps.pool, deps.store, restaurant.id);
  const adapted = adaptMenus(menus);
  const pricing = restoreCategoryIds(
    priceOrder(adapted.pricing, restaurant.taxRate, request.items),
    adapted,
  );
  const itemIds = request.items.map((i) => i.menuItemId);
  const availability = menuAvailability(adapted, itemIds, restaurant.timezone, at);
  return {
    type: 'PlaceOrder',
    orderId: input.orderId,
    customer: {
      id: input.customerId,
      phoneVerified: user.status === 'Active' && user.phoneVerified,
    },
    restaurant: {
      id: restaurant.id,
      name: restaurant.name,
      address: restaurant.address,
      phone: restaurant.phone,
      taxRate: restaurant.taxRate,
      estimatedPickupTime: restaurant.estimatedPickupTime,
      timezone: restaurant.timezone,
      isActive: restaurant.isActive,
      isOpen: input.ignoreHours || openStatus(restaurant.hours, restaurant.timezone, at).open,
    },
    menuAvailability:
      input.ignoreHours && availability === 'outside_hours' ? 'available' : availability,
    pricing,
    notes: request.notes,
    at: at.toISOString(),
  };
}
