import { evolveMenu } from '@pickup/domain/catalog/menu-evolve';
import { findOrThrow, MESSAGES } from '@pickup/domain/catalog/menu-lookup';
import { assertCanManageRestaurant } from '@pickup/domain/catalog/permissions';
import { menuStream, type MenuState } from '@pickup/domain/catalog/menu-types';
import { RESTAURANT_NOT_FOUND } from '@pickup/domain/catalog/restaurant';
import type { StreamAppend } from '@pickup/domain/eventstore/types';
import {
  decideStock,
  itemStockStream,
  stockDecider,
  type OpeningHours,
  type StockCommand,
} from '@pickup/domain/ordering/item-stock';
import { stampWith } from '@pickup/domain/ordering/placement';
import { setStockCountSchema, stockParamsSchema } from '@pickup/domain/ordering/stock-schemas';
import { acceptedSchema } from '@pickup/domain/shared/answers';
import { ConcurrencyError, notFound } from '@pickup/domain/shared/errors';
import { restaurantAccess } from '@pickup/projections/catalog/menus/lookup';
import { MENUS_PROJECTION } from '@pickup/projections/catalog/menus/projection';
import {
  stockCountsOfRestaurant,
  stockCountViewSchema,
} from '@pickup/projections/catalog/menus/stock-queries';
import { z } from 'zod';
import { randomUUID } from 'node:crypto';
import { aggregateLoader } from '../../commands/load-aggregate';
import { CATCHING_UP, route, type Reply, type RouteDeps } from '../../http/route';
import type { Actor } from '../../http/actor';
import { restaurantState } from '../../live/event-store-access';
import { domainActor, signedIn, writable, type MenuDeps } from './access';
import { idParams, MANAGERS, tags } from './params';

/**
 * Stock counts (issue 32): PUT /api/stock/:itemId sets "N left today" on an item (with an
 * optional daily par that refills at each opening); DELETE stops counting it. The count is
 * on the item's stock stream, and the menu notes that the item is counted (so an order of
 * an item that is not reads nothing more), both in one append.
 */

const menuAggregate = { initialState: (): MenuState => ({ status: 'absent' }), evolve: evolveMenu };
const TRIES = 5;

type Build = (
  item: { restaurantId: string; menuId: string; itemId: string },
  opening: OpeningHours,
) => StockCommand;

export function registerStockRoutes(r: RouteDeps, deps: MenuDeps): void {
  const now = deps.now ?? (() => new Date());
  const newId = deps.newId ?? randomUUID;
  const load = aggregateLoader(deps.store);

  async function once(actor: Actor, itemId: string, build: Build): Promise<string> {
    const target = await writable(deps.pool, actor, 'item', itemId);
    const [menu, stock, restaurant] = await Promise.all([
      load(menuStream(target.menuId), menuAggregate),
      load(itemStockStream(itemId), stockDecider),
      restaurantState(deps.store, target.restaurantId),
    ]);
    if (restaurant.status !== 'existing') throw notFound(RESTAURANT_NOT_FOUND);
    if (menu.state.status !== 'existing') throw notFound(MESSAGES.item);
    findOrThrow(menu.state.menu.items, itemId, 'item');
    const item = { restaurantId: target.restaurantId, menuId: target.menuId, itemId };
    // The restaurant's hours and zone as they are now, for the par's refill at each opening.
    const { hours, timezone } = restaurant.restaurant;
    const command = build(item, { hours, timezone });
    const events = decideStock(command, stock.state);
    const counted = command.type !== 'ClearStockCount';
    const wasCounted = (menu.state.menu.stockCounted ?? []).includes(itemId);
    const stamp = stampWith(newId, {
      actorId: actor.userId,
      actorRole: actor.role,
      correlationId: newId(),
      causationId: null,
      at: now().toISOString(),
    });
    const appends: StreamAppend[] = [
      {
        stream: itemStockStream(itemId),
        events: events.map(stamp),
        expected: stock.exists ? stock.version : 'no_stream',
      },
    ];
    if (counted !== wasCounted)
      appends.push({
        stream: menuStream(target.menuId),
        events: [
          stamp({
            type: 'MenuItemStockCounting',
            data: { menuId: target.menuId, itemId, counted },
          }),
        ],
        expected: menu.version,
      });
    const results = await deps.store.appendToStreams(appends);
    return results.at(-1)?.checkpoint ?? '';
  }

  /** Decided again when an order took units (or the menu changed) meanwhile. */
  async function write(actor: Actor, itemId: string, build: Build): Promise<Reply> {
    for (let attempt = 1; ; attempt++) {
      try {
        const checkpoint = await once(actor, itemId, build);
        const caughtUp = await deps.bus.appended('SetStockCount', checkpoint, [MENUS_PROJECTION]);
        if (caughtUp) return { status: 204 };
        return { status: 202, body: { checkpoint }, headers: { 'X-Checkpoint': checkpoint } };
      } catch (err) {
        if (!(err instanceof ConcurrencyError) || attempt >= TRIES) {
          deps.bus.refused('SetStockCount', err);
          throw err;
        }
      }
    }
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
