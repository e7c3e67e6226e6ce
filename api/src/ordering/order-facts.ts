import { randomInt } from 'node:crypto';
import type pg from 'pg';
import { evolveMenu } from '@pickup/domain/catalog/menu-evolve';
import { menuStream, type Menu, type MenuState } from '@pickup/domain/catalog/menu-types';
import {
  evolveRestaurant,
  restaurantStream,
  type Restaurant,
  type RestaurantState,
} from '@pickup/domain/catalog/restaurant';
import type { EventStore } from '@pickup/domain/eventstore/types';
import { userStream } from '@pickup/domain/identity/events';
import { evolveUser, initialUserState } from '@pickup/domain/identity/state';
import {
  evolve as evolveOrder,
  orderStream,
  type OrderState,
} from '@pickup/domain/ordering/order-events';
import type { StockRead } from '@pickup/domain/ordering/placement';
import type { PlacingFacts, StockAsk } from '@pickup/domain/ordering/placing';
import type { PlaceOrderRequest } from '@pickup/domain/ordering/schemas';
import { menuIdsOfRestaurant } from '@pickup/projections/directory/queries';
import { pickupCodesInUse } from '@pickup/projections/orders/queries';
import { aggregateLoader, type Loaded, type LoadAggregate } from '../commands/load-aggregate';
import type { StockLoad } from './item-stock';
import type { KitchenSignals } from './pickup';

/**
 * The facts placing an order decides on (domain/ordering/placing.ts), read and nothing more:
 * the catalog, the customer and the order's own stream from the event streams themselves
 * (not from other features' read models), so the decision sees them as they are now.
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
const orderAggregate = {
  initialState: (): OrderState => ({ kind: 'Empty' }),
  evolve: evolveOrder,
};

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

/** The kitchen's history and load, read together. */
export async function readKitchen(signals: KitchenSignals, restaurantId: string) {
  const [history, inKitchen] = await Promise.all([
    signals.history(restaurantId),
    signals.inKitchen(restaurantId),
  ]);
  return { history, inKitchen };
}

/** Where placing's facts come from: the catalog, and the customer's and the order's own streams. */
export interface PlacingSources {
  pool: Pick<pg.Pool, 'query'>;
  facts: FactSources;
  signals: KitchenSignals;
}

export interface PlacingInput {
  orderId: string;
  customerId: string;
  request: PlaceOrderRequest;
  /** When the order is placed: now, or the demo data's past orders' time. */
  at: Date;
  /** Demo data only: the seed's back-dated orders are placed whatever the hours say. */
  ignoreHours?: boolean;
}

/** Random 4-digit codes the order's pickup code is chosen from (domain/ordering/handoff). */
const drawPickupCodes = () =>
  Array.from({ length: 8 }, () => String(randomInt(10_000)).padStart(4, '0'));

/** The facts placing an order decides on, read together (the kitchen once the restaurant is found). */
export async function readPlacingFacts(
  sources: PlacingSources,
  input: PlacingInput,
): Promise<PlacingFacts> {
  const { request } = input;
  const { catalog, load } = sources.facts;
  const itemIds = request.items.map((i) => i.menuItemId);
  const [customer, order, restaurant, menus, inUse] = await Promise.all([
    load(userStream(input.customerId), userAggregate),
    load(orderStream(input.orderId), orderAggregate),
    catalog.restaurant(request.restaurantId),
    catalog.menus(request.restaurantId, itemIds),
    pickupCodesInUse(sources.pool, request.restaurantId),
  ]);
  const kitchen = restaurant
    ? await readKitchen(sources.signals, request.restaurantId)
    : { history: [], inKitchen: 0 };
  return {
    orderId: input.orderId,
    customerId: input.customerId,
    request,
    customer: customer.state,
    restaurant,
    menus,
    order: order.state,
    kitchen,
    pickupCodes: { draws: drawPickupCodes(), inUse },
    now: input.at,
    ignoreHours: input.ignoreHours,
  };
}

/** The counted items' stock as it stands, with the versions the order appends at. */
export async function readStock(stock: StockLoad, asks: readonly StockAsk[]): Promise<StockRead> {
  const read = await Promise.all(
    asks.map(async (ask) => ({ ask, loaded: await stock(ask.stream) })),
  );
  return {
    inputs: read.map(({ ask, loaded }) => ({ ...ask, state: loaded.state })),
    reads: read.map(({ ask, loaded }) => ({
      stream: ask.stream,
      version: loaded.version,
      exists: loaded.exists,
    })),
  };
}
