import type pg from 'pg';
import type { CommandBus } from '../../commands/bus';
import { getRestaurant } from '@pickup/projections/catalog/restaurants/queries';
import { restaurantCommands, type RestaurantCommands } from './commands';
import type { Geocoder } from './geocoding/geocoder';
import { zipCentroidGeocoder } from './geocoding/zip-centroid';
import { restaurantsWithOrderableMenu } from '@pickup/projections/catalog/menus/queries';
import {
  noMenus,
  usersReadModel,
  type FindUser,
  type MenuTreeQuery,
  type OrderableRestaurants,
} from './ports';

export interface RestaurantRouteDeps {
  pool: Pick<pg.Pool, 'query'>;
  bus: CommandBus;
  /** IANA zone given to restaurants created without one (DECISIONS 14). */
  defaultTimezone: string;
  now?: () => Date;
  newId?: () => string;
  /** Defaults to the users read model. */
  findUser?: FindUser;
  /** Defaults to no menus until the menus read model is wired in. */
  menuTree?: MenuTreeQuery;
  /** Defaults to the menus read model's restaurantsWithOrderableMenu. */
  orderable?: OrderableRestaurants;
  /** An admin gave a restaurant to someone else: the previous owner's tokens are cut off. */
  onOwnerChanged?: (previousOwnerId: string) => Promise<void>;
  /** Defaults to the offline ZIP-centre geocoder. */
  geocoder?: Geocoder;
}

export interface RestaurantContext {
  pool: Pick<pg.Pool, 'query'>;
  defaultTimezone: string;
  now: () => Date;
  findUser: FindUser;
  menuTree: MenuTreeQuery;
  orderable: OrderableRestaurants;
  commands: RestaurantCommands;
}

export function restaurantContext(deps: RestaurantRouteDeps): RestaurantContext {
  const findUser = deps.findUser ?? usersReadModel(deps.pool);
  return {
    pool: deps.pool,
    defaultTimezone: deps.defaultTimezone,
    now: deps.now ?? (() => new Date()),
    findUser,
    menuTree: deps.menuTree ?? noMenus,
    orderable: deps.orderable ?? (() => restaurantsWithOrderableMenu(deps.pool)),
    commands: restaurantCommands({
      bus: deps.bus,
      findUser,
      newId: deps.newId,
      ownerOf: async (id) =>
        (
          await deps.pool.query<{ owner_id: string }>(
            'SELECT owner_id FROM rm_restaurants.restaurants WHERE id = $1',
            [id],
          )
        ).rows[0]?.owner_id,
      onOwnerChanged: deps.onOwnerChanged,
      geocode: deps.geocoder ?? zipCentroidGeocoder,
      currentPlace: (id) => getRestaurant(deps.pool, id),
    }),
  };
}
