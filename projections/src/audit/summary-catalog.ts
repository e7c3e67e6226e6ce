import type { Menu, MenuEvent, MenuState, SoldOutEntry } from '@pickup/domain/catalog/menu-types';
import type { RestaurantEvent, RestaurantState } from '@pickup/domain/catalog/restaurant';
import { restaurantTime } from '@pickup/domain/catalog/zoned-time';
import { describeChanges } from './changes';
import { formatMoney } from '@pickup/domain/catalog/money';
import type { EntryKind, EntryNames } from './entry-names';
import { humanizeType } from './streams';

/** Restaurant events in words; `before` (the state before the event) adds old values. */
export function summarizeRestaurant(event: RestaurantEvent, before?: RestaurantState): string {
  const current = before?.status === 'existing' ? before.restaurant : undefined;
  // Expiry instants read on the restaurant's clock, as its staff set them.
  const clock = (iso: string) => (current ? restaurantTime(current.timezone, new Date(iso)) : iso);
  switch (event.type) {
    case 'RestaurantCreated':
      return `Restaurant created: ${event.data.name}`;
    case 'RestaurantUpdated': {
      const parts = describeChanges(event.data.changes, current, null);
      return parts.length > 0 ? parts.join('; ') : 'Restaurant updated';
    }
    case 'RestaurantImageChanged':
      return 'Restaurant image changed';
    case 'RestaurantDeleted':
      return current ? `Restaurant deleted: ${current.name}` : 'Restaurant deleted';
    case 'OrderingPaused':
      return `Online ordering paused until ${clock(event.data.until)}${event.data.reason ? ` (${event.data.reason})` : ''}`;
    case 'OrderingResumed':
      return 'Online ordering resumed';
    case 'RushModeSet':
      return `Rush mode: +${event.data.extraMinutes} min until ${clock(event.data.until)}`;
    case 'RushModeEnded':
      return 'Rush mode ended';
    case 'SlotCapacitySet':
      return 'Pickup slot capacity set';
    case 'SpecialDaySet': {
      const d = event.data.specialDay;
      const dates = d.from === d.to ? d.from : `${d.from} to ${d.to}`;
      const what = d.hours ? `open ${d.hours.start}-${d.hours.end}` : 'closed';
      return `Special day ${dates}: ${what} (${d.note})`;
    }
    case 'SpecialDayRemoved':
      return 'Special day removed';
    default: {
      const _never: never = event;
      return humanizeType((_never as { type: string }).type);
    }
  }
}

type Named = { id: string; name: string };

function find<T extends Named>(list: readonly T[] | undefined, id: string): T | undefined {
  return list?.find((x) => x.id === id);
}

function changed(
  what: EntryKind,
  entity: Named | undefined,
  id: string,
  changes: object,
  names?: EntryNames,
): string {
  const parts = describeChanges(
    changes,
    entity,
    entity?.name ?? names?.(what, id) ?? `${what} ${id}`,
  );
  return parts.length > 0 ? parts.join('; ') : `${capitalize(what)} updated`;
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Menu events in words: "Price of Margherita 12.00 → 13.50" (old value from `before`). */
export function summarizeMenu(event: MenuEvent, before?: MenuState, names?: EntryNames): string {
  const menu: Menu | undefined = before?.status === 'existing' ? before.menu : undefined;
  // Without the menu's state (the audit log), the names the log keeps (entry-names.ts).
  const name = (what: EntryKind, entity: Named | undefined, id: string) =>
    entity?.name ?? names?.(what, id) ?? `${what} ${id}`;
  switch (event.type) {
    case 'MenuCreated':
      return `Menu created: ${event.data.name}`;
    case 'MenuUpdated': {
      const parts = describeChanges(event.data.changes, menu, null);
      return parts.length > 0 ? parts.join('; ') : 'Menu updated';
    }
    case 'MenuDeleted':
      return menu ? `Menu deleted: ${menu.name}` : 'Menu deleted';
    case 'DrinkAdded':
      return `Drink added: ${event.data.drink.name} (${formatMoney(event.data.drink.priceCents)})`;
    case 'DrinkUpdated':
      return changed(
        'drink',
        find(menu?.drinks, event.data.drinkId),
        event.data.drinkId,
        event.data.changes,
        names,
      );
    case 'DrinkRemoved':
      return `Drink removed: ${name('drink', find(menu?.drinks, event.data.drinkId), event.data.drinkId)}`;
    case 'CategoryAdded':
      return `Category added: ${event.data.category.name}`;
    case 'CategoryUpdated':
      return changed(
        'category',
        find(menu?.categories, event.data.categoryId),
        event.data.categoryId,
        event.data.changes,
        names,
      );
    case 'CategoryRemoved':
      return `Category removed: ${name('category', find(menu?.categories, event.data.categoryId), event.data.categoryId)}`;
    case 'MenuItemAdded':
      return `Item added: ${event.data.item.name} (${formatMoney(event.data.item.priceCents)})`;
    case 'MenuItemUpdated':
      return changed(
        'item',
        find(menu?.items, event.data.itemId),
        event.data.itemId,
        event.data.changes,
        names,
      );
    case 'MenuItemImageChanged':
      return `Image of ${name('item', find(menu?.items, event.data.itemId), event.data.itemId)} changed`;
    case 'MenuItemRemoved':
      return `Item removed: ${name('item', find(menu?.items, event.data.itemId), event.data.itemId)}`;
    case 'MenuItemIngredientsSet':
      return `Ingredients of ${name('item', find(menu?.items, event.data.itemId), event.data.itemId)} set (${event.data.ingredients.length})`;
    case 'MenuItemSidesSet':
      return `Sides of ${name('item', find(menu?.items, event.data.itemId), event.data.itemId)} set (${event.data.sideIds.length})`;
    case 'IngredientAdded': {
      const { ingredient } = event.data;
      const price =
        ingredient.type === 'possible' ? ` (${formatMoney(ingredient.priceCents)})` : '';
      return `Ingredient added: ${ingredient.name}${price}`;
    }
    case 'IngredientUpdated':
      return changed(
        'ingredient',
        find(menu?.ingredients, event.data.ingredientId),
        event.data.ingredientId,
        event.data.changes,
        names,
      );
    case 'IngredientRemoved':
      return `Ingredient removed: ${name('ingredient', find(menu?.ingredients, event.data.ingredientId), event.data.ingredientId)}`;
    case 'SideAdded':
      return `Side added: ${event.data.side.name} (${formatMoney(event.data.side.priceCents)})`;
    case 'SideUpdated':
      return changed(
        'side',
        find(menu?.sides, event.data.sideId),
        event.data.sideId,
        event.data.changes,
        names,
      );
    case 'SideRemoved':
      return `Side removed: ${name('side', find(menu?.sides, event.data.sideId), event.data.sideId)}`;
    case 'MenuEntrySoldOut':
      return `Sold out: ${event.data.entry.kind} ${soldOutName(menu, event.data.entry, names)}${event.data.until ? ' until the next opening' : ' until turned back on'}`;
    case 'MenuEntryBackInStock':
      return `Back in stock: ${event.data.entry.kind} ${soldOutName(menu, event.data.entry, names)}`;
    case 'MenuItemStockCounting': {
      const item = name('item', find(menu?.items, event.data.itemId), event.data.itemId);
      return `${event.data.counted ? 'Stock counted' : 'Stock no longer counted'}: ${item}`;
    }
    default: {
      const _never: never = event;
      return humanizeType((_never as { type: string }).type);
    }
  }
}

function soldOutName(menu: Menu | undefined, entry: SoldOutEntry, names?: EntryNames): string {
  const list =
    entry.kind === 'item'
      ? menu?.items
      : entry.kind === 'ingredient'
        ? menu?.ingredients
        : entry.kind === 'side'
          ? menu?.sides
          : menu?.drinks;
  return find(list, entry.id)?.name ?? names?.(entry.kind, entry.id) ?? entry.id;
}
