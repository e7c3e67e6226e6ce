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
import { readStreams, type EventStore, type StreamRead } from '@pickup/domain/eventstore/types';
import { evolveUser, initialUserState, type UserState } from '@pickup/domain/identity/state';
import { userStream, type UserEvent } from '@pickup/domain/identity/events';
import { orderStream, type PlaceOrder } from '@pickup/domain/ordering/order';
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

function foldRead<S, E>(read: StreamRead | undefined, initial: S, evolve: (s: S, e: E) => S): S {
  return (read?.events ?? [])
    .map((e) => ({ type: e.type, data: e.data }) as E)
    .reduce(evolve, initial);
}

const restaurantOf = (read: StreamRead | undefined): Restaurant | null => {
  const state = foldRead<RestaurantState, RestaurantEvent>(
    read,
    { status: 'absent' },
    evolveRestaurant,
  );
  return state.status === 'existing' ? state.restaurant : null;
};

export async function loadRestaurant(
  store: EventStore,
  restaurantId: string,
): Promise<Restaurant | null> {
  return restaurantOf(await store.readStream(restaurantStream(restaurantId)));
}

function liveMenus(
  reads: Map<string, StreamRead>,
  streams: readonly string[],
  restaurantId: string,
): Menu[] {
  return streams.flatMap((stream) => {
    const s = foldRead<MenuState, MenuEvent>(reads.get(stream), { status: 'absent' }, evolveMenu);
    return s.status === 'existing' && s.menu.restaurantId === restaurantId ? [s.menu] : [];
  });
}

/** The restaurant's live menus; which ones exist comes from the order directory. */
export async function loadMenus(
  pool: Pick<pg.Pool, 'query'>,
  store: EventStore,
  restaurantId: string,
): Promise<Menu[]> {
  const streams = (await menuIdsOfRestaurant(pool, restaurantId)).map(menuStream);
  return liveMenus(await readStreams(store, streams), streams, restaurantId);
}

/**
 * The customer, the restaurant with its live menus, and the new order's own stream, in one
 * read of the event store; which menus exist comes from the order directory.
 */
async function loadFacts(
  deps: FactSources,
  input: { customerId: string; restaurantId: string; orderStream: string },
) {
  const menuIds = deps.menuIdsOf
    ? await deps.menuIdsOf(input.restaurantId)
    : await menuIdsOfRestaurant(deps.pool, input.restaurantId);
  const user = userStream(input.customerId);
  const restaurant = restaurantStream(input.restaurantId);
  const menus = menuIds.map(menuStream);
  const reads = await readStreams(deps.store, [user, restaurant, input.orderStream, ...menus]);
  return {
    user: foldRead<UserState, UserEvent>(reads.get(user), initialUserState(), evolveUser),
    restaurant: restaurantOf(reads.get(restaurant)),
    menus: liveMenus(reads, menus, input.restaurantId),
    orderRead: reads.get(input.orderStream),
  };
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

/**
 * The PlaceOrder command with every fact its decision needs, and the order stream as read
 * alongside them (so the command handler need not read it again).
 */
export interface FactSources {
  pool: Pick<pg.Pool, 'query'>;
  store: EventStore;
  /** Live menu ids of a restaurant, when the caller batches these lookups. */
  menuIdsOf?: (restaurantId: string) => Promise<string[]>;
}

export async function placeOrderCommand(
  deps: FactSources,
  input: PlaceOrderInput,
): Promise<{ command: PlaceOrder; orderRead: StreamRead | undefined }> {
  const { request, at } = input;
  const { user, restaurant, menus, orderRead } = await loadFacts(deps, {
    customerId: input.customerId,
    restaurantId: request.restaurantId,
    orderStream: orderStream(input.orderId),
  });
  if (!restaurant) throw notFound(RESTAURANT_NOT_FOUND);
  const adapted = adaptMenus(menus);
  const pricing = restoreCategoryIds(
    priceOrder(adapted.pricing, restaurant.taxRate, request.items),
    adapted,
  );
  const itemIds = request.items.map((i) => i.menuItemId);
  const availability = menuAvailability(adapted, itemIds, restaurant.timezone, at);
  const command: PlaceOrder = {
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
  return { command, orderRead };
}
