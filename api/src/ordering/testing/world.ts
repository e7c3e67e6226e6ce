import {
  createIdentityTestApi,
  type IdentityTestApi,
  type TestAccount,
} from '../../testing/identity';
import type { TestClock } from '../../testing/test-api';
import { favoriteRoutes } from '../../favorites/routes';
import { orderRoutes } from '../routes';
import { receiptLinkRoutes } from '../../receipt-links/routes';
import { receiptLinks } from '../../receipt-links/receipt-links';
import { lobbyRoutes } from '../../lobby/routes';
import { displayLinks } from '../../lobby/display-links';
import { statsRoutes } from '../../stats/routes';
import { timingRoutes } from '../../timing/routes';
import { accuracyRoutes } from '../../timing/accuracy-routes';
import { turnedAwayRoutes } from '../../demand/routes';
import { whatIfRoutes } from '../../what-if/routes';
import { forecastRoutes } from '../../forecast/routes';
import {
  menuProjections,
  orderingMigrations,
  orderingProjections,
  ordersInProgress,
} from '../../composition/read-models';
import { orderingPorts } from '../../composition/ordering';
import { menuRoutes } from '../../catalog/menus/routes';
import { specialDaysProjection } from '@pickup/projections/special-days/projection';
import { createMenu, createRestaurant, type RestaurantOptions, type TestMenu } from './catalog';

/** The ready-text links of the ordering test API are signed with this. */
export const TEST_RECEIPT_LINKS = receiptLinks(
  'test-receipt-link-secret-0123456789-abcdef',
  'http://pickup.test',
);

/** The lobby display links of the ordering test API derive their tokens with this. */
export const TEST_DISPLAY_SECRET = 'test-display-link-secret-0123456789-abcdef';

/** The ordering and menu calls mounted beside identity, on a fresh database, as main.ts wires them. */
export function createOrderingTestApi(clock?: TestClock): Promise<IdentityTestApi> {
  return createIdentityTestApi({
    clock,
    // The menus read model and routes: stock counts are set on items and shown with them.
    // Special days: the stats' open status reads them (issue 32).
    projections: [...orderingProjections, ...menuProjections, specialDaysProjection],
    migrations: [...orderingMigrations],
    ordersInProgress,
    registrars: (s) => {
      const deps = {
        pool: s.pool,
        store: s.store,
        bus: s.bus,
        waitFor: s.runner.waitFor.bind(s.runner),
        now: s.now,
        // These tests are about ordering itself; order-limits.test.ts is about the limits.
        limits: { activePerRestaurant: 10_000, activeInAll: 10_000, perRestaurantPerHour: 10_000 },
      };
      const ports = orderingPorts(deps);
      return [
        orderRoutes(deps, ports),
        receiptLinkRoutes(deps, ports, TEST_RECEIPT_LINKS),
        lobbyRoutes(deps, displayLinks(s.pool, 'http://pickup.test', TEST_DISPLAY_SECRET, s.now)),
        timingRoutes(deps, ports.signals),
        accuracyRoutes(deps),
        turnedAwayRoutes(deps),
        whatIfRoutes(deps),
        forecastRoutes(deps),
        favoriteRoutes(deps),
        statsRoutes(deps),
        menuRoutes(deps),
      ];
    },
  });
}

export interface World {
  api: IdentityTestApi;
  customer: TestAccount;
  otherCustomer: TestAccount;
  owner: TestAccount;
  otherOwner: TestAccount;
  admin: TestAccount;
  menu: TestMenu;
  restaurantId: string;
}

/** Two customers with verified phones, two owners, an admin and one restaurant with a menu. */
export async function createWorld(clock?: TestClock): Promise<World> {
  const api = await createOrderingTestApi(clock);
  const verified = { phoneVerified: true, emailVerified: true };
  const customer = await api.createAccount('customer', verified);
  const otherCustomer = await api.createAccount('customer', verified);
  const owner = await api.createAccount('restaurant_owner', verified);
  const otherOwner = await api.createAccount('restaurant_owner', verified);
  const admin = await api.createAccount('admin', verified);
  const restaurantId = await createRestaurant(api.bus, { ownerId: owner.id });
  const menu = await createMenu(api.bus, restaurantId);
  return { api, customer, otherCustomer, owner, otherOwner, admin, menu, restaurantId };
}

export async function addRestaurant(
  world: World,
  options: Partial<RestaurantOptions> = {},
): Promise<TestMenu> {
  const restaurantId = await createRestaurant(world.api.bus, {
    ownerId: world.owner.id,
    ...options,
  });
  return createMenu(world.api.bus, restaurantId);
}

/** One Cheeseburger at its menu price, nothing changed. */
export function burger(menu: TestMenu, quantity = 1) {
  return { menuItemId: menu.ids.burger, quantity, unitPrice: 1000, customizations: {} };
}

export function orderBody(menu: TestMenu, items = [burger(menu)], notes?: string) {
  return { restaurantId: menu.restaurantId, items, ...(notes ? { notes } : {}) };
}

export interface PlacedOrder {
  id: string;
  status: string;
  total: number;
}

/** Places an order as `account` and returns it; fails the test on anything but 201. */
export async function placeOrder(
  api: IdentityTestApi,
  account: TestAccount,
  menu: TestMenu,
  items = [burger(menu)],
): Promise<PlacedOrder> {
  const res = await api.call<PlacedOrder>('POST', '/api/orders', {
    token: account.token,
    body: orderBody(menu, items),
  });
  if (res.status !== 201) throw new Error(`place order: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

export async function setStatus(
  api: IdentityTestApi,
  account: TestAccount,
  orderId: string,
  status: string,
  extra: { notes?: string; reason?: string } = {},
) {
  return api.call<{ status: string; message?: string }>('PATCH', `/api/orders/${orderId}/status`, {
    token: account.token,
    body: { status, ...extra },
  });
}
