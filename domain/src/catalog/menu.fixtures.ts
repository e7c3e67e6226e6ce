import { DomainError } from '../shared/errors';
import type { MenuCommand, RestaurantRef } from './menu-commands';
import type { Category, Ingredient, MenuEvent, Side } from './menu-types';
import type { Actor } from './permissions';

/** Shared givens for the menu decider tests. */

export const admin: Actor = { id: 'admin-1', role: 'admin' };
export const owner: Actor = { id: 'owner-1', role: 'restaurant_owner' };
export const otherOwner: Actor = { id: 'owner-2', role: 'restaurant_owner' };
export const customer: Actor = { id: 'cust-1', role: 'customer' };

export const restaurant: RestaurantRef = { id: 'r1', ownerId: 'owner-1' };
export const menuId = 'm1';

/** A command of the given type from the owner, with the restaurant and menu filled in. */
export function cmd<T extends MenuCommand['type']>(
  type: T,
  rest: Omit<Extract<MenuCommand, { type: T }>, 'type' | 'actor' | 'restaurant' | 'menuId'>,
  actor: Actor = owner,
): Extract<MenuCommand, { type: T }> {
  return { type, actor, restaurant, menuId, ...rest } as Extract<MenuCommand, { type: T }>;
}

export const menuCreated: MenuEvent = {
  type: 'MenuCreated',
  data: {
    menuId,
    restaurantId: 'r1',
    name: 'Dinner',
    description: '',
    availableHours: null,
    cutoffMinutes: 15,
    isActive: true,
  },
};

export const category = (id: string, displayOrder: number, name = `Category ${id}`): Category => ({
  id,
  name,
  description: '',
  displayOrder,
  includesDrink: false,
  sidesRequired: 0,
  isActive: true,
});

export const categoryAdded = (c: Category): MenuEvent => ({
  type: 'CategoryAdded',
  data: { menuId, category: c },
});

export const ingredient = (
  id: string,
  categoryId: string,
  name: string,
  type: Ingredient['type'] = 'possible',
): Ingredient => ({ id, categoryId, name, type, priceCents: 50, maxQuantity: 1, isActive: true });

export const ingredientAdded = (i: Ingredient): MenuEvent => ({
  type: 'IngredientAdded',
  data: { menuId, ingredient: i },
});

export const side = (id: string, categoryId: string, name: string): Side => ({
  id,
  categoryId,
  name,
  priceCents: 200,
  isActive: true,
});

export const sideAdded = (s: Side): MenuEvent => ({ type: 'SideAdded', data: { menuId, side: s } });

export const itemDetails = {
  name: 'Burger',
  description: 'Beef',
  priceCents: 1250,
  imageUrl: null,
  sidesRequired: null,
  isActive: true,
};

export const itemAdded = (id: string, categoryId: string): MenuEvent => ({
  type: 'MenuItemAdded',
  data: { menuId, item: { id, categoryId, ...itemDetails } },
});

export const kind = (k: DomainError['kind']) => (e: Error) =>
  e instanceof DomainError && e.kind === k;
