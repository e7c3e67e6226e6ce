import type { ServiceState } from '@pickup/domain/catalog/service-controls';
import { openStatus } from '@pickup/domain/catalog/hours';
import { soldOutMarksFor } from '@pickup/domain/catalog/menu-sold-out';
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
import type { Snapshots } from './snapshots';
import type { MenuHours } from '@pickup/domain/timing/slots';

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

/** Folds one stream read; null when it must be read again whole (see Snapshots.fold). */
type Fold = <S, E>(
  stream: string,
  read: StreamRead | undefined,
  initial: S,
  evolve: (state: S, event: E) => S,
) => S | null;

const plainFold: Fold = (_stream, read, initial, evolve) => foldRead(read, initial, evolve);

type ExistingRestaurant = Extract<RestaurantState, { status: 'existing' }>;

function restaurantOf(
  stream: string,
  read: StreamRead | undefined,
  fold: Fold = plainFold,
): ExistingRestaurant | null | undefined {
  const state = fold<RestaurantState, RestaurantEvent>(
    stream,
    read,
    { status: 'absent' },
    evolveRestaurant,
  );
  if (state === null) return undefined;
  return state.status === 'existing' ? state : null;
}

/** The restaurant and its service controls (pause, rush) from its stream. */
export async function loadRestaurantState(
  store: EventStore,
  restaurantId: string,
): Promise<ExistingRestaurant | null> {
  const stream = restaurantStream(restaurantId);
  return restaurantOf(stream, await store.readStream(stream)) ?? null;
}

export async function loadRestaurant(
  store: EventStore,
  restaurantId: string,
): Promise<Restaurant | null> {
  return (await loadRestaurantState(store, restaurantId))?.restaurant ?? null;
}

/** The live menus among `streams`; undefined when one must be read again whole. */
function liveMenus(
  reads: Map<string, StreamRead>,
  streams: readonly string[],
  restaurantId: string,
  fold: Fold = plainFold,
): Menu[] | undefined {
  const menus: Menu[] = [];
  for (const stream of streams) {
    const s = fold<MenuState, MenuEvent>(
      stream,
      reads.get(stream),
      { status: 'absent' },
      evolveMenu,
    );
    if (s === null) return undefined;
    if (s.status === 'existing' && s.menu.restaurantId === restaurantId) menus.push(s.menu);
  }
  return menus;
}

/** The restaurant's live menus; which ones exist comes from the order directory. */
export async function loadMenus(
  pool: Pick<pg.Pool, 'query'>,
  store: EventStore,
  restaurantId: string,
): Promise<Menu[]> {
  const streams = (await menuIdsOfRestaurant(pool, restaurantId)).map(menuStream);
  return liveMenus(await readStreams(store, streams), streams, restaurantId) ?? [];
}

/**
 * The customer, the restaurant with its live menus, and the new order's own stream, in one
 * read of the event store (catalog streams from their snapshots on, when the caller keeps
 * them); which menus exist comes from the order directory.
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
  const catalog = [restaurant, ...menus];
  const streams = [user, input.orderStream, ...catalog];
  const { snapshots } = deps;
  let reads = await readStreams(deps.store, streams, snapshots?.from(catalog));
  const fold: Fold = snapshots ? (...args) => snapshots.fold(...args) : plainFold;
  let restaurantNow = restaurantOf(restaurant, reads.get(restaurant), fold);
  let menusNow = liveMenus(reads, menus, input.restaurantId, fold);
  if (restaurantNow === undefined || menusNow === undefined) {
    // A snapshot that no longer fits its stream was dropped: read everything whole.
    reads = await readStreams(deps.store, streams);
    restaurantNow = restaurantOf(restaurant, reads.get(restaurant));
    menusNow = liveMenus(reads, menus, input.restaurantId);
  }
  return {
    user: foldRead<UserState, UserEvent>(reads.get(user), initialUserState(), evolveUser),
    restaurant: restaurantNow ?? null,
    menus: menusNow ?? [],
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
  /**
   * A scheduled order's pickup slot: opening and menu hours are judged then, not now (the
   * slot itself is checked against them by planPickup).
   */
  pickupAt?: Date;
}

/** The PlaceOrder command and the catalog facts its pickup is planned from. */
export interface BuiltPlaceOrder {
  command: PlaceOrder;
  orderRead: StreamRead | undefined;
  restaurant: Restaurant;
  /** Pause and rush as last set (rush lengthens the planned promise). */
  service: ServiceState;
  /** Hours and cutoff of the menus ordered from. */
  orderedMenus: MenuHours[];
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
  /** Folded restaurant and menu states kept between orders. */
  snapshots?: Snapshots;
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
  const { user, menus, orderRead } = facts;
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
  return { command, orderRead, restaurant, service, orderedMenus };
}
