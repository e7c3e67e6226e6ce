import type pg from 'pg';
import { openStatus } from '@pickup/domain/catalog/hours';
import { closedNoteAt } from '@pickup/domain/catalog/special-day-status';
import { evolveMenu } from '@pickup/domain/catalog/menu-evolve';
import { soldOutMarksFor } from '@pickup/domain/catalog/menu-sold-out';
import { menuStream, type Menu, type MenuState } from '@pickup/domain/catalog/menu-types';
import {
  evolveRestaurant,
  restaurantStream,
  RESTAURANT_NOT_FOUND,
  type Restaurant,
  type RestaurantState,
} from '@pickup/domain/catalog/restaurant';
import type { ServiceState } from '@pickup/domain/catalog/service-controls';
import type { EventStore } from '@pickup/domain/eventstore/types';
import { userStream } from '@pickup/domain/identity/events';
import { evolveUser, initialUserState, type UserState } from '@pickup/domain/identity/state';
import {
  orderDecider,
  orderStream,
  type OrderState,
  type PlaceOrder,
} from '@pickup/domain/ordering/order';
import { priceOrder } from '@pickup/domain/ordering/pricing';
import {
  adaptMenus,
  menuAvailability,
  restoreCategoryIds,
} from '@pickup/domain/ordering/pricing-menu';
import type { PlaceOrderRequest } from '@pickup/domain/ordering/schemas';
import type { MenuHours } from '@pickup/domain/timing/slots';
import { notFound } from '@pickup/domain/shared/errors';
import { menuIdsOfRestaurant } from '@pickup/projections/directory/queries';
import { aggregateLoader, type Loaded, type LoadAggregate } from '../commands/load-aggregate';

/**
 * The facts a PlaceOrder decision needs, read from the event streams themselves (not from
 * other features' read models), so the decision sees the catalog and the customer as they
 * are at this moment.
 */

const restaurantAggregate = {
  initialState: (): RestaurantState => ({ status: 'absent' }),
  evolve: evolveRestaurant,
};
const menuAggregate = {
  initialState: (): MenuState => ({ status: 'absent' }),
  evolve: evolveMenu,
};
const userAggregate = { initialState: initialUserState, evolve: evolveUser };

export type ExistingRestaurant = Extract<RestaurantState, { status: 'existing' }>;

const existing = (loaded: Loaded<RestaurantState>): ExistingRestaurant | null =>
  loaded.state.status === 'existing' ? loaded.state : null;

/** The restaurant and its service controls (pause, rush) from its stream. */
export async function loadRestaurantState(
  store: EventStore,
  restaurantId: string,
): Promise<ExistingRestaurant | null> {
  const load = aggregateLoader(store);
  return existing(await load(restaurantStream(restaurantId), restaurantAggregate));
}

export async function loadRestaurant(
  store: EventStore,
  restaurantId: string,
): Promise<Restaurant | null> {
  return (await loadRestaurantState(store, restaurantId))?.restaurant ?? null;
}

/** The live menus among `menuIds` that belong to the restaurant, each from its stream. */
async function liveMenus(
  load: LoadAggregate,
  menuIds: readonly string[],
  restaurantId: string,
): Promise<Menu[]> {
  const states = await Promise.all(menuIds.map((id) => load(menuStream(id), menuAggregate)));
  return states.flatMap(({ state }) =>
    state.status === 'existing' && state.menu.restaurantId === restaurantId ? [state.menu] : [],
  );
}

/** The restaurant's live menus; which ones exist comes from the order directory. */
export async function loadMenus(
  pool: Pick<pg.Pool, 'query'>,
  store: EventStore,
  restaurantId: string,
): Promise<Menu[]> {
  const menuIds = await menuIdsOfRestaurant(pool, restaurantId);
  return liveMenus(aggregateLoader(store), menuIds, restaurantId);
}

/** The catalog as an order needs it: read from the restaurant's and menus' streams. */
export interface CatalogReader {
  /** The restaurant with its service controls (pause, rush); null when there is none. */
  restaurant(restaurantId: string): Promise<ExistingRestaurant | null>;
  /** Its live menus; `itemIds` are the items ordered (a reader that keeps answers checks them). */
  menus(restaurantId: string, itemIds: readonly string[]): Promise<Menu[]>;
}

/**
 * The plain catalog: the streams read and folded for every order, and the restaurant's menu
 * ids asked of the order directory (`menuIdsOf`, the directory query unless given).
 */
export function streamCatalog(
  pool: Pick<pg.Pool, 'query'>,
  load: LoadAggregate,
  menuIdsOf: (restaurantId: string) => Promise<string[]> = (id) => menuIdsOfRestaurant(pool, id),
): CatalogReader {
  return {
    restaurant: async (id) => existing(await load(restaurantStream(id), restaurantAggregate)),
    menus: async (id) => liveMenus(load, await menuIdsOf(id), id),
  };
}

/** Where the facts come from: the catalog, and the customer's and the order's own streams. */
export interface FactSources {
  catalog: CatalogReader;
  load: LoadAggregate;
}

/** The customer, the restaurant with its live menus, and the new order's own stream, read together. */
async function loadFacts(
  deps: FactSources,
  input: { customerId: string; restaurantId: string; orderStream: string; itemIds: string[] },
) {
  const [user, order, restaurant, menus] = await Promise.all([
    deps.load(userStream(input.customerId), userAggregate),
    deps.load(input.orderStream, orderDecider),
    deps.catalog.restaurant(input.restaurantId),
    deps.catalog.menus(input.restaurantId, input.itemIds),
  ]);
  return { user: user.state, restaurant, menus, order };
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
  /**
   * A scheduled order's pickup slot: opening and menu hours are judged then, not now (the
   * slot itself is checked against them by planPickup).
   */
  pickupAt?: Date;
}

/** The PlaceOrder command and the catalog facts its pickup is planned from. */
export interface BuiltPlaceOrder {
  command: PlaceOrder;
  /** The new order's stream as read with the facts (it exists only for a retried id). */
  order: Loaded<OrderState>;
  restaurant: Restaurant;
  /** Pause and rush as last set (rush lengthens the planned promise). */
  service: ServiceState;
  /** Hours and cutoff of the menus ordered from. */
  orderedMenus: MenuHours[];
  /** The customer as read with the facts: the receipt names them. */
  user: UserState;
  /** The restaurant's live menus as read (which items have a stock count). */
  menus: Menu[];
}

/** The PlaceOrder command built from the facts read for it (reads only; nothing decided). */
export async function placeOrderCommand(
  deps: FactSources,
  input: PlaceOrderInput,
): Promise<BuiltPlaceOrder> {
  const { request } = input;
  // A scheduled order is judged against the hours at its pickup slot.
  const at = input.pickupAt ?? input.at;
  const itemIds = request.items.map((i) => i.menuItemId);
  const facts = await loadFacts(deps, {
    customerId: input.customerId,
    restaurantId: request.restaurantId,
    orderStream: orderStream(input.orderId),
    itemIds,
  });
  const { user, menus, order } = facts;
  if (!facts.restaurant) throw notFound(RESTAURANT_NOT_FOUND);
  const { restaurant, service } = facts.restaurant;
  const adapted = adaptMenus(menus);
  const pricing = restoreCategoryIds(
    priceOrder(adapted.pricing, restaurant.taxRate, request.items),
    adapted,
  );
  const availability = menuAvailability(adapted, itemIds, restaurant.timezone, at);
  const closedNote = closedNoteAt(restaurant, at);
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
      isOpen:
        input.ignoreHours ||
        openStatus(restaurant.hours, restaurant.timezone, at, restaurant.specialDays).open,
      ...(closedNote && !input.ignoreHours ? { closedNote } : {}),
      service,
    },
    menuAvailability:
      input.ignoreHours && availability === 'outside_hours' ? 'available' : availability,
    soldOut: soldOutMarksFor(menus, request.items),
    pricing,
    notes: request.notes,
    at: input.at.toISOString(),
  };
  const ordered = new Set(itemIds.flatMap((id) => adapted.menuOfItem.get(id) ?? []));
  const orderedMenus = [...ordered].map((m) => ({
    availableHours: m.availableHours,
    cutoffMinutes: m.cutoffMinutes,
  }));
  return { command, order, restaurant, service, orderedMenus, user, menus };
}
