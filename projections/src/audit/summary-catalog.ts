import type { Menu, MenuEvent, MenuState } from '@pickup/domain/catalog/menu-types';
import type { RestaurantEvent, RestaurantState } from '@pickup/domain/catalog/restaurant';
import { restaurantTime } from '@pickup/domain/catalog/zoned-time';
import { capitalize, describeChanges } from './changes';
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

const ENTRIES: { [K in EntryKind]: (menu: Menu) => readonly Named[] } = {
  item: (menu) => menu.items,
  drink: (menu) => menu.drinks,
  category: (menu) => menu.categories,
  ingredient: (menu) => menu.ingredients,
  side: (menu) => menu.sides,
};

/** Menu events in words: "Price of Margherita 12.00 → 13.50" (old value from `before`). */
export function summarizeMenu(event: MenuEvent, before?: MenuState, names?: EntryNames): string {
  const menu: Menu | undefined = before?.status === 'existing' ? before.menu : undefined;
  const entry = (what: EntryKind, id: string) =>
    menu ? ENTRIES[what](menu).find((x) => x.id === id) : undefined;
  // Without the menu's state (the audit log), the names the log keeps (entry-names.ts).
  const known = (what: EntryKind, id: string) => entry(what, id)?.name ?? names?.(what, id);
  const name = (what: EntryKind, id: string) => known(what, id) ?? `${what} ${id}`;
  const changed = (what: EntryKind, id: string, changes: object) => {
    const parts = describeChanges(changes, entry(what, id), name(what, id));
    return parts.length > 0 ? parts.join('; ') : `${capitalize(what)} updated`;
  };
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
      return changed('drink', event.data.drinkId, event.data.changes);
    case 'DrinkRemoved':
      return `Drink removed: ${name('drink', event.data.drinkId)}`;
    case 'CategoryAdded':
      return `Category added: ${event.data.category.name}`;
    case 'CategoryUpdated':
      return changed('category', event.data.categoryId, event.data.changes);
    case 'CategoryRemoved':
      return `Category removed: ${name('category', event.data.categoryId)}`;
    case 'MenuItemAdded':
      return `Item added: ${event.data.item.name} (${formatMoney(event.data.item.priceCents)})`;
    case 'MenuItemUpdated':
      return changed('item', event.data.itemId, event.data.changes);
    case 'MenuItemImageChanged':
      return `Image of ${name('item', event.data.itemId)} changed`;
    case 'MenuItemRemoved':
      return `Item removed: ${name('item', event.data.itemId)}`;
    case 'MenuItemIngredientsSet':
      return `Ingredients of ${name('item', event.data.itemId)} set (${event.data.ingredients.length})`;
    case 'MenuItemSidesSet':
      return `Sides of ${name('item', event.data.itemId)} set (${event.data.sideIds.length})`;
    case 'IngredientAdded': {
      const { ingredient } = event.data;
      const price =
        ingredient.type === 'possible' ? ` (${formatMoney(ingredient.priceCents)})` : '';
      return `Ingredient added: ${ingredient.name}${price}`;
    }
    case 'IngredientUpdated':
      return changed('ingredient', event.data.ingredientId, event.data.changes);
    case 'IngredientRemoved':
      return `Ingredient removed: ${name('ingredient', event.data.ingredientId)}`;
    case 'SideAdded':
      return `Side added: ${event.data.side.name} (${formatMoney(event.data.side.priceCents)})`;
    case 'SideUpdated':
      return changed('side', event.data.sideId, event.data.changes);
    case 'SideRemoved':
      return `Side removed: ${name('side', event.data.sideId)}`;
    case 'MenuEntrySoldOut': {
      const { kind, id } = event.data.entry;
      return `Sold out: ${kind} ${known(kind, id) ?? id}${event.data.until ? ' until the next opening' : ' until turned back on'}`;
    }
    case 'MenuEntryBackInStock': {
      const { kind, id } = event.data.entry;
      return `Back in stock: ${kind} ${known(kind, id) ?? id}`;
    }
    case 'MenuItemStockCounting': {
      const item = name('item', event.data.itemId);
      return `${event.data.counted ? 'Stock counted' : 'Stock no longer counted'}: ${item}`;
    }
    default: {
      const _never: never = event;
      return humanizeType((_never as { type: string }).type);
    }
  }
}
