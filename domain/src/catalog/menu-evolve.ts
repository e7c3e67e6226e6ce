import { evolveSoldOut } from './menu-sold-out';
import type { Menu, MenuEvent, MenuState } from './menu-types';

/** Folds menu events into state; removals cascade to children and links (spec §3). */

const patch = <T extends { id: string }>(
  list: T[],
  id: string,
  changes: NoInfer<Partial<T>>,
): T[] => list.map((x) => (x.id === id ? { ...x, ...changes } : x));

const without = <T extends { id: string }>(list: T[], id: string): T[] =>
  list.filter((x) => x.id !== id);

function onMenu(menu: Menu, event: MenuEvent): Menu {
  switch (event.type) {
    case 'MenuCreated':
    case 'MenuDeleted':
      return menu;
    case 'MenuEntrySoldOut':
    case 'MenuEntryBackInStock':
      return evolveSoldOut(menu, event);
    case 'MenuItemStockCounting': {
      const others = (menu.stockCounted ?? []).filter((id) => id !== event.data.itemId);
      return {
        ...menu,
        stockCounted: event.data.counted ? [...others, event.data.itemId] : others,
      };
    }
    case 'MenuUpdated':
      return { ...menu, ...event.data.changes };
    case 'DrinkAdded':
      return { ...menu, drinks: [...menu.drinks, event.data.drink] };
    case 'DrinkUpdated':
      return { ...menu, drinks: patch(menu.drinks, event.data.drinkId, event.data.changes) };
    case 'DrinkRemoved':
      return { ...menu, drinks: without(menu.drinks, event.data.drinkId) };
    case 'CategoryAdded':
      return { ...menu, categories: [...menu.categories, event.data.category] };
    case 'CategoryUpdated':
      return {
        ...menu,
        categories: patch(menu.categories, event.data.categoryId, event.data.changes),
      };
    case 'CategoryRemoved':
      return removeCategory(menu, event.data.categoryId);
    case 'MenuItemAdded':
      return {
        ...menu,
        items: [...menu.items, { ...event.data.item, ingredients: [], sideIds: [] }],
      };
    case 'MenuItemUpdated':
      return { ...menu, items: patch(menu.items, event.data.itemId, event.data.changes) };
    case 'MenuItemImageChanged':
      return {
        ...menu,
        items: patch(menu.items, event.data.itemId, { imageUrl: event.data.imageUrl }),
      };
    case 'MenuItemRemoved':
      return { ...menu, items: without(menu.items, event.data.itemId) };
    case 'MenuItemIngredientsSet':
      return {
        ...menu,
        items: patch(menu.items, event.data.itemId, { ingredients: event.data.ingredients }),
      };
    case 'MenuItemSidesSet':
      return {
        ...menu,
        items: patch(menu.items, event.data.itemId, { sideIds: event.data.sideIds }),
      };
    case 'IngredientAdded':
      return { ...menu, ingredients: [...menu.ingredients, event.data.ingredient] };
    case 'IngredientUpdated':
      return {
        ...menu,
        ingredients: patch(menu.ingredients, event.data.ingredientId, event.data.changes),
      };
    case 'IngredientRemoved':
      return unlink(
        { ...menu, ingredients: without(menu.ingredients, event.data.ingredientId) },
        new Set([event.data.ingredientId]),
        new Set(),
      );
    case 'SideAdded':
      return { ...menu, sides: [...menu.sides, event.data.side] };
    case 'SideUpdated':
      return { ...menu, sides: patch(menu.sides, event.data.sideId, event.data.changes) };
    case 'SideRemoved':
      return unlink(
        { ...menu, sides: without(menu.sides, event.data.sideId) },
        new Set(),
        new Set([event.data.sideId]),
      );
    default: {
      const _never: never = event;
      return _never;
    }
  }
}

function removeCategory(menu: Menu, categoryId: string): Menu {
  const inCategory = (x: { categoryId: string }) => x.categoryId === categoryId;
  const goneIngredients = new Set(menu.ingredients.filter(inCategory).map((x) => x.id));
  const goneSides = new Set(menu.sides.filter(inCategory).map((x) => x.id));
  return unlink(
    {
      ...menu,
      categories: without(menu.categories, categoryId),
      items: menu.items.filter((x) => !inCategory(x)),
      ingredients: menu.ingredients.filter((x) => !inCategory(x)),
      sides: menu.sides.filter((x) => !inCategory(x)),
    },
    goneIngredients,
    goneSides,
  );
}

function unlink(menu: Menu, ingredientIds: Set<string>, sideIds: Set<string>): Menu {
  return {
    ...menu,
    items: menu.items.map((item) => ({
      ...item,
      ingredients: item.ingredients.filter((link) => !ingredientIds.has(link.ingredientId)),
      sideIds: item.sideIds.filter((id) => !sideIds.has(id)),
    })),
  };
}

export function evolveMenu(state: MenuState, event: MenuEvent): MenuState {
  if (event.type === 'MenuCreated') {
    const { menuId, ...details } = event.data;
    const menu: Menu = {
      id: menuId,
      ...details,
      drinks: [],
      categories: [],
      items: [],
      ingredients: [],
      sides: [],
    };
    return { status: 'existing', menu };
  }
  if (event.type === 'MenuDeleted')
    return { status: 'deleted', menuId: event.data.menuId, restaurantId: event.data.restaurantId };
  if (state.status !== 'existing') return state;
  return { status: 'existing', menu: onMenu(state.menu, event) };
}
