import { randomUUID } from 'node:crypto';
import { menuDecider } from '@pickup/domain/catalog/menu';
import type { MenuCommand } from '@pickup/domain/catalog/menu-commands';
import { menuStream } from '@pickup/domain/catalog/menu-types';
import { MENUS_PROJECTION } from '@pickup/projections/catalog/menus/projection';
import type { CommandBus } from '../commands/bus';
import type { Actor } from '../http/actor';

type Body<T extends MenuCommand['type']> = Omit<
  Extract<MenuCommand, { type: T }>,
  'type' | 'actor' | 'restaurant' | 'menuId'
>;

/**
 * A menu of `items` items spread over `categories` categories, through the menu commands
 * (test and benchmark data for the restaurant page; the menu calls live with the menus
 * feature). With `extras`, each category gets two removable and one addable ingredient and
 * two sides, all linked to each of its items, as on a real restaurant page.
 */
export async function addMenu(
  bus: CommandBus,
  actor: Actor,
  restaurant: { id: string; ownerId: string },
  opts: { items: number; categories?: number; name?: string; extras?: boolean },
): Promise<{ menuId: string }> {
  const menuId = randomUUID();
  const run = <T extends MenuCommand['type']>(type: T, body: Body<T>) =>
    bus.execute({
      name: type,
      stream: menuStream(menuId),
      decider: menuDecider,
      command: {
        type,
        actor: { id: actor.userId, role: actor.role },
        restaurant,
        menuId,
        ...body,
      } as MenuCommand,
      actor,
      readModels: [MENUS_PROJECTION],
    });
  await run('CreateMenu', {
    data: {
      name: opts.name ?? 'Main',
      description: '',
      availableHours: null,
      cutoffMinutes: 15,
      isActive: true,
    },
  });
  const categories = opts.categories ?? 1;
  for (let c = 0; c < categories; c++) {
    const categoryId = randomUUID();
    await run('AddCategory', {
      categoryId,
      data: {
        name: `Category ${c + 1}`,
        description: '',
        includesDrink: false,
        sidesRequired: 0,
        isActive: true,
      },
    });
    const links = opts.extras ? await addExtras(run, categoryId) : {};
    const perCategory = Math.ceil(opts.items / categories);
    for (let i = 0; i < perCategory && c * perCategory + i < opts.items; i++) {
      await run('AddMenuItem', {
        itemId: randomUUID(),
        categoryId,
        data: {
          name: `Dish ${c * perCategory + i + 1}`,
          description: 'House favourite with seasonal vegetables',
          priceCents: 1000 + i * 25,
          imageUrl: null,
          sidesRequired: null,
          isActive: true,
        },
        ...links,
      });
    }
  }
  return { menuId };
}

type Run = <T extends MenuCommand['type']>(type: T, body: Body<T>) => Promise<unknown>;

async function addExtras(run: Run, categoryId: string) {
  const ingredients = [
    { name: 'Lettuce', type: 'optional' as const, priceCents: 0, isIncluded: true },
    { name: 'Onion', type: 'optional' as const, priceCents: 0, isIncluded: true },
    { name: 'Extra cheese', type: 'possible' as const, priceCents: 150, isIncluded: false },
  ].map((i) => ({ ...i, ingredientId: randomUUID() }));
  for (const i of ingredients) {
    await run('AddIngredient', {
      categoryId,
      ingredientId: i.ingredientId,
      data: {
        name: i.name,
        type: i.type,
        priceCents: i.priceCents,
        maxQuantity: 1,
        isActive: true,
      },
    });
  }
  const sideIds = [randomUUID(), randomUUID()];
  for (const [n, sideId] of sideIds.entries()) {
    await run('AddSide', {
      categoryId,
      sideId,
      data: { name: n === 0 ? 'Fries' : 'Side salad', priceCents: 300, isActive: true },
    });
  }
  return {
    ingredients: ingredients.map((i) => ({
      ingredientId: i.ingredientId,
      isIncluded: i.isIncluded,
    })),
    sideIds,
  };
}
