import { evolveMenu } from '@pickup/domain/catalog/menu-evolve';
import {
  menuStream,
  type Menu,
  type MenuEvent,
  type MenuState,
} from '@pickup/domain/catalog/menu-types';
import type { EventStore, RecordedEvent } from '@pickup/domain/eventstore/types';
import type { OrderPlaced } from '@pickup/domain/ordering/order';
import type { PricedLine } from '@pickup/domain/ordering/pricing';
import { notFound } from '@pickup/domain/shared/errors';
import { eventTime } from './history';
import type { ItemAsOrdered, MenuAsOrdered } from '@pickup/projections/audit/contract';

export type { ItemAsOrdered, MenuAsOrdered };

/**
 * The menus an order was placed from, folded with the menu's own evolve over the events up
 * to the order's placedAt: prices and options exactly as the customer saw them.
 */
export async function menuAsOrdered(
  store: EventStore,
  orderId: string,
  orderEvents: readonly RecordedEvent[],
): Promise<MenuAsOrdered> {
  const placed = orderEvents.find((e) => e.type === 'OrderPlaced');
  if (!placed) throw notFound(`Order ${orderId} was never placed`);
  const order = (placed as unknown as OrderPlaced).data;
  const placedAt = order.placedAt || eventTime(placed);
  const until = Date.parse(placedAt);
  const menuIds = [...new Set(order.lines.map((l) => l.menuId))];
  const menus = new Map<string, Menu | null>();
  for (const menuId of menuIds) {
    const { events } = await store.readStream(menuStream(menuId));
    const state = events
      .filter((e) => Date.parse(eventTime(e)) <= until)
      .reduce<MenuState>((s, e) => evolveMenu(s, { type: e.type, data: e.data } as MenuEvent), {
        status: 'absent',
      });
    menus.set(menuId, state.status === 'existing' ? state.menu : null);
  }
  return {
    orderId,
    placedAt,
    menus: menuIds.map((menuId) => ({ menuId, menu: menus.get(menuId) ?? null })),
    items: order.lines.map((line) => itemAsOrdered(line, menus.get(line.menuId) ?? null)),
  };
}

function itemAsOrdered(line: PricedLine, menu: Menu | null): ItemAsOrdered {
  const item = menu?.items.find((i) => i.id === line.menuItemId);
  if (!menu || !item) return { menuItemId: line.menuItemId, line, item: null };
  const category = menu.categories.find((c) => c.id === item.categoryId) ?? null;
  return {
    menuItemId: item.id,
    line,
    item: {
      name: item.name,
      description: item.description,
      priceCents: item.priceCents,
      isActive: item.isActive,
      category: category && {
        id: category.id,
        name: category.name,
        includesDrink: category.includesDrink,
        sidesRequired: item.sidesRequired ?? category.sidesRequired,
      },
      ingredients: item.ingredients.flatMap((link) => {
        const ing = menu.ingredients.find((i) => i.id === link.ingredientId);
        return ing
          ? [
              {
                id: ing.id,
                name: ing.name,
                type: ing.type,
                priceCents: ing.priceCents,
                maxQuantity: ing.maxQuantity,
                isIncluded: link.isIncluded,
                isActive: ing.isActive,
              },
            ]
          : [];
      }),
      sides: item.sideIds.flatMap((id) => {
        const side = menu.sides.find((s) => s.id === id);
        return side
          ? [{ id: side.id, name: side.name, priceCents: side.priceCents, isActive: side.isActive }]
          : [];
      }),
      drinks: category?.includesDrink
        ? menu.drinks.map((d) => ({
            id: d.id,
            name: d.name,
            priceCents: d.priceCents,
            isActive: d.isActive,
          }))
        : [],
    },
  };
}
