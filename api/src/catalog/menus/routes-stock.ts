import { evolveMenu } from '@pickup/domain/catalog/menu-evolve';
import { findOrThrow, MESSAGES } from '@pickup/domain/catalog/menu-lookup';
import { assertCanManageRestaurant } from '@pickup/domain/catalog/permissions';
import { menuStream, type MenuState } from '@pickup/domain/catalog/menu-types';
import {
  RESTAURANT_NOT_FOUND,
  restaurantDecider,
  restaurantStream,
} from '@pickup/domain/catalog/restaurant';
import {
  decideStock,
  itemStockStream,
  stockDecider,
  type OpeningHours,
  type StockCommand,
} from '@pickup/domain/ordering/item-stock';
import { setStockCountSchema, stockParamsSchema } from '@pickup/domain/ordering/stock-schemas';
import { acceptedSchema } from '@pickup/domain/shared/answers';
import { notFound } from '@pickup/domain/shared/errors';
import { restaurantAccess } from '@pickup/projections/catalog/menus/lookup';
import { MENUS_PROJECTION } from '@pickup/projections/catalog/menus/projection';
import {
  stockCountsOfRestaurant,
  stockCountViewSchema,
} from '@pickup/projections/catalog/menus/stock-queries';
import { z } from 'zod';
import { CATCHING_UP, route, type Reply, type RouteDeps } from '../../http/route';
import type { Actor } from '../../http/actor';
import { domainActor, signedIn, writable, type MenuDeps } from './access';
import { idParams, MANAGERS, tags } from './params';

/**
 * Stock counts (issue 32): PUT /api/stock/:itemId sets "N left today" on an item (with an
 * optional daily par that refills at each opening); DELETE stops counting it. The count is
 * on the item's stock stream, and the menu notes that the item is counted (so an order of
 * an item that is not reads nothing more), both in one append.
 */

const menuAggregate = { initialState: (): MenuState => ({ status: 'absent' }), evolve: evolveMenu };

type Build = (
  item: { restaurantId: string; menuId: string; itemId: string },
  opening: OpeningHours,
) => StockCommand;

export function registerStockRoutes(r: RouteDeps, deps: MenuDeps): void {
  const now = deps.now ?? (() => new Date());

  /** Decided again by the command helper when an order took units (or the menu changed) meanwhile. */
  async function write(actor: Actor, itemId: string, build: Build): Promise<Reply> {
    const target = await writable(deps.pool, actor, 'item', itemId);
    const menuAt = menuStream(target.menuId);
    const stockAt = itemStockStream(itemId);
    const run = { name: 'SetStockCount', actor, at: now(), readModels: [MENUS_PROJECTION] };
    const { checkpoint, caughtUp } = await deps.bus.run(run, async (read) => {
      const [menu, stock, restaurant] = await Promise.all([
        read(menuAt, menuAggregate),
        read(stockAt, stockDecider),
        read(restaurantStream(target.restaurantId), restaurantDecider),
      ]);
      if (restaurant.state.status !== 'existing') throw notFound(RESTAURANT_NOT_FOUND);
      if (menu.state.status !== 'existing') throw notFound(MESSAGES.item);
      findOrThrow(menu.state.menu.items, itemId, 'item');
      const item = { restaurantId: target.restaurantId, menuId: target.menuId, itemId };
      // The restaurant's hours and zone as they are now, for the par's refill at each opening.
      const { hours, timezone } = restaurant.state.restaurant;
      const command = build(item, { hours, timezone });
      const counted = command.type !== 'ClearStockCount';
      const wasCounted = (menu.state.menu.stockCounted ?? []).includes(itemId);
      const noted = {
        type: 'MenuItemStockCounting',
        data: { menuId: target.menuId, itemId, counted },
      };
      const appends = [
        { stream: stockAt, events: decideStock(command, stock.state) },
        { stream: menuAt, events: counted !== wasCounted ? [noted] : [] },
      ];
      return { appends, answer: null };
    });
    if (caughtUp) return { status: 204 };
    return { status: 202, body: { checkpoint }, headers: { 'X-Checkpoint': checkpoint } };
  }

  route(r, {
    method: 'get',
    path: '/api/restaurants/:id/stock',
    summary: 'What is left of each counted item of a restaurant (its owner and admins)',
    tags,
    access: MANAGERS,
    params: idParams,
    response: z.array(stockCountViewSchema),
    handler: async ({ params, actor }) => {
      const found = await restaurantAccess(deps.pool, params.id);
      if (!found) throw notFound(RESTAURANT_NOT_FOUND);
      assertCanManageRestaurant(domainActor(signedIn(actor)), found.ownerId);
      return { body: await stockCountsOfRestaurant(deps.pool, params.id) };
    },
  });

  route(r, {
    method: 'put',
    path: '/api/stock/:itemId',
    summary: 'Set how many of an item are left today, optionally with a daily par',
    tags,
    access: MANAGERS,
    params: stockParamsSchema,
    body: setStockCountSchema,
    responses: { 204: 'Set', 202: CATCHING_UP, 403: 'Not your restaurant', 404: 'Not found' },
    response: acceptedSchema,
    handler: async ({ params, body, actor }) => {
      const me = signedIn(actor);
      return write(me, params.itemId, (item, opening) => ({
        type: 'SetStockCount',
        item,
        left: body.left,
        par: body.par ?? null,
        opening,
        now: now().toISOString(),
      }));
    },
  });

  route(r, {
    method: 'delete',
    path: '/api/stock/:itemId',
    summary: 'Stop counting an item’s stock',
    tags,
    access: MANAGERS,
    params: stockParamsSchema,
    responses: { 204: 'Stopped', 202: CATCHING_UP, 403: 'Not your restaurant', 409: 'Not counted' },
    response: acceptedSchema,
    handler: async ({ params, actor }) =>
      write(signedIn(actor), params.itemId, (item) => ({ type: 'ClearStockCount', item })),
  });
}
