import type pg from 'pg';
import { openStatus } from '@pickup/domain/catalog/hours';
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
import { menuIdsOfRestaurant } from '@pickup/projections/ordering/directory-queries';
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

type ExistingRestaurant = Extract<RestaurantState, { status: 'existing' }>;

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

/**
 * The customer, the restaurant with its live menus, and the new order's own stream, read
 * together (the store answers concurrent reads in few round trips); the catalog through the
 * caller's loader, which may remember states. Which menus exist comes from the directory.
 */
async function loadFacts(
  deps: FactSources,
  input: { customerId: string; restaurantId: string; orderStream: string },
) {
  const menuIds = deps.menuIdsOf
    ? await deps.menuIdsOf(input.restaurantId)
    : await menuIdsOfRestaurant(deps.pool, input.restaurantId);
  const plain = deps.load ?? aggregateLoader(deps.store);
  const catalog = deps.loadCatalog ?? plain;
  const [user, order, restaurant, menus] = await Promise.all([
    plain(userStream(input.customerId), userAggregate),
    plain(input.orderStream, orderDecider),
    catalog(restaurantStream(input.restaurantId), restaurantAggregate),
    liveMenus(catalog, menuIds, input.restaurantId),
  ]);
  return { user: user.state, restaurant: existing(restaurant), menus, order };
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
}

/**
 * The PlaceOrder command with every fact its decision needs, and the order stream as read
 * alongside them (so the command handler need not read it again).
 */
export interface FactSources {
  pool: Pick<pg.Pool, 'query'>;
  store: EventStore;
  /**
   * Live menu ids of a restaurant, when the caller batches or keeps these lookups. An answer
   * kept a moment may miss a menu added since: an order it cannot price is priced again on a
   * fresh lookup before it is refused.
   */
  menuIdsOf?: (restaurantId: string) => Promise<string[]>;
  /** Loads the customer's and the order's streams; shared, so reads asked together go together. */
  load?: LoadAggregate;
  /** Loads the restaurant and menu streams (e.g. `load`, remembering states between orders). */
  loadCatalog?: LoadAggregate;
}

/** Builds the command; pricing that failed on kept menu ids is done again on fresh ones. */
export async function placeOrderCommand(
  deps: FactSources,
  input: PlaceOrderInput,
): Promise<BuiltPlaceOrder> {
  const built = await commandFromFacts(deps, input);
  if (!deps.menuIdsOf || built.command.pricing.ok) return built;
  return commandFromFacts({ ...deps, menuIdsOf: undefined }, input);
}

async function commandFromFacts(
  deps: FactSources,
  input: PlaceOrderInput,
): Promise<BuiltPlaceOrder> {
  const { request } = input;
  // A scheduled order is judged against the hours at its pickup slot.
  const at = input.pickupAt ?? input.at;
  const facts = await loadFacts(deps, {
    customerId: input.customerId,
    restaurantId: request.restaurantId,
    orderStream: orderStream(input.orderId),
  });
  const { user, menus, order } = facts;
  if (!facts.restaurant) throw notFound(RESTAURANT_NOT_FOUND);
  const { restaurant, service } = facts.restaurant;
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
  return { command, order, restaurant, service, orderedMenus, user };
}
