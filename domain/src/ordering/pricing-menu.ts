import { menuAvailable } from '../catalog/hours';
import type { Menu } from '../catalog/menu-types';
import type { PlaceOrder } from './place-order';
import type {
  PricingCategory,
  PricingDrink,
  PricingIngredient,
  PricingItem,
  PricingMenu,
  PricingResult,
  PricingSide,
} from './pricing';

/**
 * The catalog's menu states as ordering's `PricingMenu`: everything orderable at one
 * restaurant, across its menus. An item with its own sidesRequired gets a category of its
 * own here (same name and menu), since pricing reads the requirement from the category;
 * `restoreCategoryIds` puts the real category back on the priced lines.
 */
export interface AdaptedMenus {
  pricing: PricingMenu;
  /** Menu of each item, to tell whether the menus ordered from take orders now. */
  menuOfItem: ReadonlyMap<string, Menu>;
  /** Adapted category id → catalog category id. */
  categoryOf: ReadonlyMap<string, string>;
}

export function adaptMenus(menus: readonly Menu[]): AdaptedMenus {
  const items: Record<string, PricingItem> = {};
  const categories: Record<string, PricingCategory> = {};
  const ingredients: Record<string, PricingIngredient> = {};
  const sides: Record<string, PricingSide> = {};
  const drinks: Record<string, PricingDrink> = {};
  const menuOfItem = new Map<string, Menu>();
  const categoryOf = new Map<string, string>();

  for (const menu of menus) {
    for (const c of menu.categories) {
      categories[c.id] = {
        id: c.id,
        menuId: menu.id,
        name: c.name,
        isActive: c.isActive,
        sidesRequired: c.sidesRequired,
        includesDrink: c.includesDrink,
      };
      categoryOf.set(c.id, c.id);
    }
    for (const i of menu.ingredients) ingredients[i.id] = { ...i };
    for (const s of menu.sides) sides[s.id] = { ...s };
    for (const d of menu.drinks) drinks[d.id] = { ...d, menuId: menu.id };
    for (const item of menu.items) {
      const category = categories[item.categoryId];
      let categoryId = item.categoryId;
      if (
        category &&
        item.sidesRequired !== null &&
        item.sidesRequired !== category.sidesRequired
      ) {
        categoryId = `${item.categoryId}#${item.id}`;
        categories[categoryId] = { ...category, id: categoryId, sidesRequired: item.sidesRequired };
        categoryOf.set(categoryId, item.categoryId);
      }
      items[item.id] = {
        id: item.id,
        name: item.name,
        description: item.description,
        priceCents: item.priceCents,
        isActive: item.isActive,
        categoryId,
        ingredientLinks: item.ingredients.map((l) => ({ ...l })),
        sideIds: [...item.sideIds],
      };
      menuOfItem.set(item.id, menu);
    }
  }
  return { pricing: { items, categories, ingredients, sides, drinks }, menuOfItem, categoryOf };
}

export function restoreCategoryIds(result: PricingResult, adapted: AdaptedMenus): PricingResult {
  if (!result.ok) return result;
  const lines = result.order.lines.map((line) => ({
    ...line,
    categoryId: adapted.categoryOf.get(line.categoryId) ?? line.categoryId,
  }));
  return { ok: true, order: { ...result.order, lines } };
}

/** Whether every menu ordered from takes orders now (active, inside its hours less cutoff). */
export function menuAvailability(
  adapted: AdaptedMenus,
  itemIds: readonly string[],
  timezone: string,
  now: Date,
): PlaceOrder['menuAvailability'] {
  const menus = new Set(itemIds.flatMap((id) => adapted.menuOfItem.get(id) ?? []));
  if ([...menus].some((m) => !m.isActive)) return 'inactive';
  const closed = [...menus].some(
    (m) => !menuAvailable(m.availableHours, m.cutoffMinutes, timezone, now).available,
  );
  return closed ? 'outside_hours' : 'available';
}
