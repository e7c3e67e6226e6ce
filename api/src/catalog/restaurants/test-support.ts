import { menusProjection } from '@pickup/projections/catalog/menus/projection';
import { menuTreeForRestaurant } from '@pickup/projections/catalog/menus/queries';
import {
  createIdentityTestApi,
  type IdentityTestApi,
  type TestAccount,
} from '../../testing/identity';
import { addMenu } from '../../testing/sample-menu';
import { restaurantRoutes } from './routes';
import type { RestaurantView } from './views';
import { restaurantProjections } from '../../composition/read-models';

/** The test API with identity and every restaurant call, and one account per role. */
export interface RestaurantTestApi extends IdentityTestApi {
  admin: TestAccount;
  owner: TestAccount;
  otherOwner: TestAccount;
  customer: TestAccount;
  /**
   * Created by the admin for `owner` unless `ownerId` says otherwise, with a one-item menu
   * (customers' lists show only restaurants they can order from) unless `menu` is false.
   */
  createRestaurant(
    body?: Record<string, unknown>,
    opts?: { menu?: boolean },
  ): Promise<RestaurantView>;
}

export const TIMEZONE = 'America/New_York';

export async function createRestaurantTestApi(): Promise<RestaurantTestApi> {
  const api = await createIdentityTestApi({
    projections: [...restaurantProjections, menusProjection],
    registrars: (services) => [
      restaurantRoutes({
        pool: services.pool,
        bus: services.bus,
        defaultTimezone: TIMEZONE,
        now: services.now,
        menuTree: (id, opts) => menuTreeForRestaurant(services.pool, id, opts),
      }),
    ],
  });
  const [admin, owner, otherOwner, customer] = await Promise.all([
    api.createAccount('admin'),
    api.createAccount('restaurant_owner'),
    api.createAccount('restaurant_owner'),
    api.createAccount('customer'),
  ]);
  let n = 0;
  return {
    ...api,
    admin,
    owner,
    otherOwner,
    customer,
    async createRestaurant(body = {}, opts = {}) {
      n += 1;
      const res = await api.call<RestaurantView>('POST', '/api/restaurants', {
        token: admin.token,
        body: {
          name: `Restaurant ${n}`,
          address: `${n} Main Street, Boston, MA`,
          taxRate: '0.0625',
          ownerId: owner.id,
          ...body,
        },
      });
      if (res.status !== 201) throw new Error(`create: ${res.status} ${JSON.stringify(res.body)}`);
      if (opts.menu ?? true) {
        const actor = { userId: admin.id, role: 'admin' as const, mustChangePassword: false };
        const ownerId = typeof body.ownerId === 'string' ? body.ownerId : owner.id;
        await addMenu(api.bus, actor, { id: res.body.id, ownerId }, { items: 1 });
      }
      return res.body;
    },
  };
}

export const weekHours = (start: string, end: string) =>
  Object.fromEntries(
    ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [
      d,
      { start, end, closed: false },
    ]),
  );
