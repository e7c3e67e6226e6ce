import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { menuStream, type MenuEvent } from '@pickup/domain/catalog/menu-types';
import { restaurantStream, type RestaurantEvent } from '@pickup/domain/catalog/restaurant';
import { testRestaurant } from '@pickup/domain/catalog/restaurant.fixtures';
import { menuTreeForRestaurant } from '@pickup/projections/catalog/menus/queries';
import type { MenuTreeView } from '@pickup/projections/catalog/menus/views';
import type { Role } from '../../http/actor';
import { createTestApi, type TestApi } from '../../testing/test-api';
import { menuRoutes } from './routes';
import { menuProjections } from '../../composition/read-models';

/**
 * A test API with the menu calls, signed tokens per role, and restaurants and menus written
 * straight to the event store (one append each) so that every case can start fresh.
 */

export type Caller = 'anonymous' | 'customer' | 'owner' | 'otherOwner' | 'admin';
export const CALLERS: readonly Caller[] = ['anonymous', 'customer', 'owner', 'otherOwner', 'admin'];

const ROLE: Record<Exclude<Caller, 'anonymous'>, Role> = {
  customer: 'customer',
  owner: 'restaurant_owner',
  otherOwner: 'restaurant_owner',
  admin: 'admin',
};

export const OWNER_ID = 'owner-user';

/** Ids of a fixture menu: drink, two categories (mains with links, sides-less starters), item… */
export interface Fixture {
  restaurantId: string;
  menuId: string;
  drinkId: string;
  categoryId: string;
  otherCategoryId: string;
  itemId: string;
  ingredientId: string;
  extraIngredientId: string;
  sideId: string;
}

export interface MenuTestApi extends TestApi {
  tokens: Record<Caller, string | undefined>;
  as(caller: Caller): { token?: string };
  createRestaurant(opts?: { ownerId?: string; isActive?: boolean }): Promise<string>;
  restaurantEvent(restaurantId: string, event: RestaurantEvent): Promise<void>;
  /** A restaurant (owned by `owner`) with one full menu, written in one append. */
  fixture(opts?: { restaurantId?: string }): Promise<Fixture>;
  /** Everything the read model holds for the restaurant, inactive things included. */
  tree(restaurantId: string): Promise<MenuTreeView[]>;
  /** Every row of the menus read model, to show that a refused call changed nothing. */
  snapshot(): Promise<unknown>;
  /** Every row of the menus read model, to show that a refused call changed nothing. */
  snapshot(): Promise<unknown>;
}

export async function createMenuTestApi(): Promise<MenuTestApi> {
  const api = await createTestApi({
    projections: menuProjections,
    registrars: (s) => [menuRoutes({ pool: s.pool, store: s.store, bus: s.bus, now: s.now })],
  });
  const sign = async (caller: Exclude<Caller, 'anonymous'>) =>
    (
      await api.accessTokens.sign({
        userId: caller === 'owner' ? OWNER_ID : `${caller}-user`,
        role: ROLE[caller],
        mustChangePassword: false,
      })
    ).token;
  const tokens: Record<Caller, string | undefined> = {
    anonymous: undefined,
    customer: await sign('customer'),
    owner: await sign('owner'),
    otherOwner: await sign('otherOwner'),
    admin: await sign('admin'),
  };

  async function append(stream: string, events: (MenuEvent | RestaurantEvent)[]) {
    const { checkpoint } = await api.store.appendToStream(
      stream,
      events.map((e) => ({
        id: randomUUID(),
        type: e.type,
        data: e.data,
        metadata: {
          actorId: 'admin-user',
          actorRole: 'admin',
          correlationId: randomUUID(),
          causationId: null,
          at: api.now().toISOString(),
        },
      })),
      { expected: 'any' },
    );
    expect(await api.runner.waitFor(checkpoint, undefined, 30_000)).toBe(true);
  }

  async function createRestaurant(opts: { ownerId?: string; isActive?: boolean } = {}) {
    const id = randomUUID();
    await append(restaurantStream(id), [
      {
        type: 'RestaurantCreated',
        data: testRestaurant({
          id,
          ownerId: opts.ownerId ?? OWNER_ID,
          isActive: opts.isActive ?? true,
        }),
      },
    ]);
    return id;
  }

  return {
    ...api,
    tokens,
    as: (caller) => ({ token: tokens[caller] }),
    createRestaurant,
    restaurantEvent: (id, event) => append(restaurantStream(id), [event]),
    async fixture(opts = {}) {
      const restaurantId = opts.restaurantId ?? (await createRestaurant());
      const f: Fixture = {
        restaurantId,
        menuId: randomUUID(),
        drinkId: randomUUID(),
        categoryId: randomUUID(),
        otherCategoryId: randomUUID(),
        itemId: randomUUID(),
        ingredientId: randomUUID(),
        extraIngredientId: randomUUID(),
        sideId: randomUUID(),
      };
      await append(menuStream(f.menuId), fixtureEvents(f));
      return f;
    },
    tree: (restaurantId) =>
      menuTreeForRestaurant(api.pool, restaurantId, { includeInactive: true }),
    async snapshot() {
      const links = ['item_ingredients', 'item_sides'];
      const tables = ['menus', 'drinks', 'categories', 'items', 'ingredients', 'sides', ...links];
      const order = (t: string) => (links.includes(t) ? 't.item_id, t.position' : 't.id');
      const { rows } = await api.pool.query<{ rows: unknown }>(
        `SELECT rows FROM (${tables
          .map(
            (t, i) =>
              `SELECT ${i} AS n, coalesce(json_agg(t ORDER BY ${order(t)}), '[]') AS rows
                 FROM rm_menus.${t} t`,
          )
          .join(' UNION ALL ')}) x ORDER BY n`,
      );
      return rows.map((r) => r.rows);
    },
  };
}

function fixtureEvents(f: Fixture): MenuEvent[] {
  const { menuId } = f;
  const category = (id: string, name: string, displayOrder: number) => ({
    type: 'CategoryAdded' as const,
    data: {
      menuId,
      category: {
        id,
        name,
        description: '',
        displayOrder,
        includesDrink: displayOrder === 1,
        sidesRequired: displayOrder === 1 ? 1 : 0,
        isActive: true,
      },
    },
  });
  const ingredient = (id: string, name: string, type: 'optional' | 'possible', cents: number) => ({
    type: 'IngredientAdded' as const,
    data: {
      menuId,
      ingredient: {
        id,
        categoryId: f.categoryId,
        name,
        type,
        priceCents: cents,
        maxQuantity: type === 'possible' ? 2 : 1,
        isActive: true,
      },
    },
  });
  return [
    {
      type: 'MenuCreated',
      data: {
        menuId,
        restaurantId: f.restaurantId,
        name: 'Dinner',
        description: 'Evenings',
        availableHours: null,
        cutoffMinutes: 15,
        isActive: true,
      },
    },
    {
      type: 'DrinkAdded',
      data: { menuId, drink: { id: f.drinkId, name: 'Cola', priceCents: 199, isActive: true } },
    },
    category(f.categoryId, 'Burgers', 1),
    category(f.otherCategoryId, 'Starters', 2),
    {
      type: 'MenuItemAdded',
      data: {
        menuId,
        item: {
          id: f.itemId,
          categoryId: f.categoryId,
          name: 'Cheeseburger',
          description: 'Beef, cheddar, pickles',
          priceCents: 1250,
          imageUrl: null,
          sidesRequired: null,
          isActive: true,
        },
      },
    },
    ingredient(f.ingredientId, 'Pickles', 'optional', 0),
    ingredient(f.extraIngredientId, 'Bacon', 'possible', 150),
    {
      type: 'SideAdded',
      data: {
        menuId,
        side: {
          id: f.sideId,
          categoryId: f.categoryId,
          name: 'Fries',
          priceCents: 300,
          isActive: true,
        },
      },
    },
    {
      type: 'MenuItemIngredientsSet',
      data: {
        menuId,
        itemId: f.itemId,
        ingredients: [
          { ingredientId: f.ingredientId, isIncluded: true },
          { ingredientId: f.extraIngredientId, isIncluded: false },
        ],
      },
    },
    { type: 'MenuItemSidesSet', data: { menuId, itemId: f.itemId, sideIds: [f.sideId] } },
  ];
}
