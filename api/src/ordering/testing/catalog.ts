import type { ServiceCommand } from '@pickup/domain/catalog/service-controls';
import { randomUUID } from 'node:crypto';
import type { WeeklyHours } from '@pickup/domain/catalog/hours-types';
import { menuDecider } from '@pickup/domain/catalog/menu';
import type { MenuCommand } from '@pickup/domain/catalog/menu-commands';
import { menuStream } from '@pickup/domain/catalog/menu-types';
import {
  restaurantDecider,
  restaurantStream,
  type RestaurantChanges,
  type RestaurantCommand,
} from '@pickup/domain/catalog/restaurant';
import { ORDER_DIRECTORY_PROJECTION } from '@pickup/projections/directory/projection';
import type { CommandBus } from '../../commands/bus';

/**
 * A restaurant with one menu, made through the catalog's own deciders, for ordering tests
 * and the order benchmark. Prices in cents.
 */

const admin = { id: 'catalog-admin', role: 'admin' as const };
const adminActor = { userId: admin.id, role: admin.role, mustChangePassword: false };
const readModels = [ORDER_DIRECTORY_PROJECTION];

export interface RestaurantOptions {
  ownerId: string;
  name?: string;
  hours?: WeeklyHours | null;
  timezone?: string;
  taxRate?: string;
  isActive?: boolean;
}

export async function createRestaurant(bus: CommandBus, o: RestaurantOptions): Promise<string> {
  const restaurantId = randomUUID();
  const command: RestaurantCommand = {
    type: 'CreateRestaurant',
    actor: admin,
    restaurantId,
    ownerRole: 'restaurant_owner',
    data: {
      ownerId: o.ownerId,
      name: o.name ?? 'Burger Barn',
      cuisine: 'american',
      description: 'Burgers',
      address: '1 Main St',
      phone: '+1 555 000 1111',
      imageUrl: null,
      latitude: null,
      longitude: null,
      hours: o.hours ?? null,
      taxRate: o.taxRate ?? '0.0875',
      estimatedPickupTime: 15,
      notificationEmail: '',
      notificationPhone: '',
      notificationPreference: 'sms',
      isActive: o.isActive ?? true,
      timezone: o.timezone ?? 'UTC',
    },
  };
  await bus.execute({
    name: 'CreateRestaurant',
    stream: restaurantStream(restaurantId),
    decider: restaurantDecider,
    command,
    actor: adminActor,
    readModels,
  });
  return restaurantId;
}

export async function updateRestaurant(
  bus: CommandBus,
  restaurantId: string,
  changes: RestaurantChanges,
): Promise<void> {
  await bus.execute({
    name: 'UpdateRestaurant',
    stream: restaurantStream(restaurantId),
    decider: restaurantDecider,
    command: { type: 'UpdateRestaurant', actor: admin, restaurantId, changes },
    actor: adminActor,
    readModels,
  });
}

/** A kitchen control (pause, resume, rush) as an admin, at `now`. */
export async function controlService(
  bus: CommandBus,
  command: DistributiveOmit<ServiceCommand, 'actor' | 'restaurantId'> & { restaurantId: string },
): Promise<void> {
  await bus.execute({
    name: command.type,
    stream: restaurantStream(command.restaurantId),
    decider: restaurantDecider,
    command: { ...command, actor: admin } as ServiceCommand,
    actor: adminActor,
    readModels,
  });
}

type DistributiveOmit<C, K extends PropertyKey> = C extends unknown ? Omit<C, K> : never;

type WithoutBase<C> = C extends unknown ? Omit<C, 'actor' | 'restaurant' | 'menuId'> : never;

export interface TestMenu {
  restaurantId: string;
  menuId: string;
  /** Change the menu through its decider (e.g. a new price). */
  change(command: WithoutBase<MenuCommand>): Promise<void>;
  ids: {
    burgers: string;
    combos: string;
    burger: string;
    combo: string;
    onion: string;
    bacon: string;
    fries: string;
    salad: string;
    cola: string;
  };
}

/**
 * Burgers (includes a drink): Cheeseburger $10.00 with onion (removable) and bacon (+$1.50,
 * up to 3). Combos (2 sides required): Combo Meal $12.99 with fries $3.00 or salad $2.50.
 * Drink: Cola $2.00.
 */
export async function createMenu(
  bus: CommandBus,
  restaurantId: string,
  options: { availableHours?: WeeklyHours | null; cutoffMinutes?: number } = {},
): Promise<TestMenu> {
  const menuId = randomUUID();
  const ids = {
    burgers: randomUUID(),
    combos: randomUUID(),
    burger: randomUUID(),
    combo: randomUUID(),
    onion: randomUUID(),
    bacon: randomUUID(),
    fries: randomUUID(),
    salad: randomUUID(),
    cola: randomUUID(),
  };
  const restaurant = { id: restaurantId, ownerId: null };
  const change = async (command: WithoutBase<MenuCommand>) => {
    await bus.execute({
      name: command.type,
      stream: menuStream(menuId),
      decider: menuDecider,
      command: { ...command, actor: admin, restaurant, menuId } as MenuCommand,
      actor: adminActor,
      readModels,
    });
  };
  const category = { description: '', isActive: true };
  const item = { description: 'Tasty', imageUrl: null, sidesRequired: null, isActive: true };
  await change({
    type: 'CreateMenu',
    data: {
      name: 'All day',
      description: '',
      availableHours: options.availableHours ?? null,
      cutoffMinutes: options.cutoffMinutes ?? 15,
      isActive: true,
    },
  });
  await change({
    type: 'AddDrink',
    drinkId: ids.cola,
    data: { name: 'Cola', priceCents: 200, isActive: true },
  });
  await change({
    type: 'AddCategory',
    categoryId: ids.burgers,
    data: { ...category, name: 'Burgers', includesDrink: true, sidesRequired: 0 },
  });
  await change({
    type: 'AddCategory',
    categoryId: ids.combos,
    data: { ...category, name: 'Combos', includesDrink: false, sidesRequired: 2 },
  });
  const ingredient = { priceCents: 0, maxQuantity: 1, isActive: true };
  await change({
    type: 'AddIngredient',
    categoryId: ids.burgers,
    ingredientId: ids.onion,
    data: { ...ingredient, name: 'Onion', type: 'optional' },
  });
  await change({
    type: 'AddIngredient',
    categoryId: ids.burgers,
    ingredientId: ids.bacon,
    data: { ...ingredient, name: 'Bacon', type: 'possible', priceCents: 150, maxQuantity: 3 },
  });
  for (const [sideId, name, priceCents] of [
    [ids.fries, 'Fries', 300],
    [ids.salad, 'Salad', 250],
  ] as const) {
    await change({
      type: 'AddSide',
      categoryId: ids.combos,
      sideId,
      data: { name, priceCents, isActive: true },
    });
  }
  await change({
    type: 'AddMenuItem',
    itemId: ids.burger,
    categoryId: ids.burgers,
    data: { ...item, name: 'Cheeseburger', priceCents: 1000 },
    ingredients: [
      { ingredientId: ids.onion, isIncluded: true },
      { ingredientId: ids.bacon, isIncluded: false },
    ],
  });
  await change({
    type: 'AddMenuItem',
    itemId: ids.combo,
    categoryId: ids.combos,
    data: { ...item, name: 'Combo Meal', priceCents: 1299 },
    sideIds: [ids.fries, ids.salad],
  });
  return { restaurantId, menuId, change, ids };
}
