import { createHash, randomUUID } from 'node:crypto';
import { DAYS, type WeeklyHours } from '@pickup/domain/catalog/hours-types';
import { menuDecider } from '@pickup/domain/catalog/menu';
import type { MenuCommand } from '@pickup/domain/catalog/menu-commands';
import { menuStream, type ItemIngredient } from '@pickup/domain/catalog/menu-types';
import { toCents } from '@pickup/domain/catalog/money';
import { DomainError } from '@pickup/domain/shared/errors';
import type { CommandBus } from '@pickup/api/commands/bus';
import type { Actor } from '@pickup/api/http/actor';
import { MENUS_PROJECTION } from '@pickup/projections/catalog/menus/projection';
import { DEMO_RESTAURANTS } from './demo-restaurants';
import { KITCHENS, type CategoryPlan, type Kitchen, type MenuPlan } from './demo-menus-data';

/**
 * Demo menus for the demo restaurants, created through the menu commands: 1–2 menus each
 * (an all-day or dinner menu, some with a weekday lunch menu), 3–4 categories, items with
 * removable and addable ingredients, required sides and drinks. A menu seeded on an earlier
 * start is left as its owner may have changed it since.
 */

export interface SeedMenuDeps {
  bus: CommandBus;
  actor?: Actor;
}

const SEED_ACTOR: Actor = { userId: 'system', role: 'admin', mustChangePassword: false };

/** Kitchens whose cuisine ('other') says too little. */
const KITCHEN_OF_KEY: Record<string, Kitchen> = {
  'beacon-hill-bakery': 'bakery',
  'east-boston-pupuseria': 'salvadoran',
  'roxbury-jerk-grill': 'caribbean',
};

function kitchenOf(key: string): Kitchen {
  const override = KITCHEN_OF_KEY[key];
  if (override) return override;
  const cuisine = DEMO_RESTAURANTS.find((r) => r.key === key)?.cuisine ?? 'american';
  return cuisine === 'other' ? 'caribbean' : cuisine;
}

/** A stable id per demo menu, so a later start finds the menu already there. */
export function demoMenuId(restaurantId: string, menuKey: string): string {
  const h = createHash('sha256')
    .update(`pickup-demo-menu:${restaurantId}:${menuKey}`)
    .digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

function hoursOf(plan: MenuPlan['hours']): WeeklyHours | null {
  if (plan === null) return null;
  const weekend = (day: string) => day === 'saturday' || day === 'sunday';
  return Object.fromEntries(
    DAYS.map((d) => [
      d,
      { start: plan.start, end: plan.end, closed: Boolean(plan.weekdaysOnly) && weekend(d) },
    ]),
  ) as WeeklyHours;
}

type Body<T extends MenuCommand['type']> = Omit<
  Extract<MenuCommand, { type: T }>,
  'type' | 'actor' | 'restaurant' | 'menuId'
>;

/**
 * Seeds the menus of the restaurants given as `key → id` (what `seedDemoRestaurants`
 * returns); returns the ids of the menus created now.
 */
export async function seedDemoMenus(
  deps: SeedMenuDeps,
  restaurants: ReadonlyMap<string, string>,
): Promise<string[]> {
  const actor = deps.actor ?? SEED_ACTOR;
  const created: string[] = [];
  for (const [key, restaurantId] of restaurants) {
    for (const plan of KITCHENS[kitchenOf(key)]) {
      const menuId = demoMenuId(restaurantId, plan.key);
      const run = <T extends MenuCommand['type']>(type: T, body: Body<T>, wait = false) =>
        deps.bus.execute({
          name: type,
          stream: menuStream(menuId),
          decider: menuDecider,
          actor,
          // Only a menu's last item waits, so seeding returns with the menus readable.
          readModels: wait ? [MENUS_PROJECTION] : [],
          command: {
            type,
            actor: { id: actor.userId, role: actor.role },
            restaurant: { id: restaurantId, ownerId: null },
            menuId,
            ...body,
          } as MenuCommand,
        });
      try {
        await run('CreateMenu', {
          data: {
            name: plan.name,
            description: plan.description,
            availableHours: hoursOf(plan.hours),
            cutoffMinutes: 15,
            isActive: true,
          },
        });
      } catch (err) {
        if (err instanceof DomainError && err.kind === 'conflict') continue;
        throw err;
      }
      for (const [name, price] of plan.drinks)
        await run('AddDrink', {
          drinkId: randomUUID(),
          data: { name, priceCents: toCents(price), isActive: true },
        });
      for (const [index, category] of plan.categories.entries())
        await seedCategory(run, category, index + 1, index === plan.categories.length - 1);
      created.push(menuId);
    }
  }
  return created;
}

type Run = <T extends MenuCommand['type']>(
  type: T,
  body: Body<T>,
  wait?: boolean,
) => Promise<unknown>;

async function seedCategory(
  run: Run,
  plan: CategoryPlan,
  displayOrder: number,
  last: boolean,
): Promise<void> {
  const categoryId = randomUUID();
  await run('AddCategory', {
    categoryId,
    data: {
      name: plan.name,
      description: plan.description,
      displayOrder,
      includesDrink: plan.includesDrink ?? false,
      sidesRequired: plan.sidesRequired ?? 0,
      isActive: true,
    },
  });
  const ingredients = new Map<string, ItemIngredient>();
  const add = async (name: string, type: 'optional' | 'possible', price: number, max: number) => {
    const ingredientId = randomUUID();
    await run('AddIngredient', {
      categoryId,
      ingredientId,
      data: { name, type, priceCents: toCents(price), maxQuantity: max, isActive: true },
    });
    // Optional ingredients come with the dish; possible ones are offered, not included.
    ingredients.set(name, { ingredientId, isIncluded: type === 'optional' });
  };
  for (const name of plan.optional ?? []) await add(name, 'optional', 0, 1);
  for (const [name, price, max] of plan.possible ?? []) await add(name, 'possible', price, max);
  const sideIds: string[] = [];
  for (const [name, price] of plan.sides ?? []) {
    const sideId = randomUUID();
    await run('AddSide', {
      categoryId,
      sideId,
      data: { name, priceCents: toCents(price), isActive: true },
    });
    sideIds.push(sideId);
  }
  for (const [index, item] of plan.items.entries()) {
    const names = item.ingredients ?? [...ingredients.keys()];
    await run(
      'AddMenuItem',
      {
        itemId: randomUUID(),
        categoryId,
        data: {
          name: item.name,
          description: item.description,
          priceCents: toCents(item.price),
          imageUrl: null,
          sidesRequired: null,
          isActive: true,
        },
        ingredients: names.flatMap((n) => ingredients.get(n) ?? []),
        sideIds,
      },
      last && index === plan.items.length - 1,
    );
  }
}
