import type { CartItem } from '@pickup/domain/ordering/cart';

/**
 * What in a cart line is sold out today, by name: the item itself, an added ingredient, a
 * side or the drink (keys as `kind:id`, from the restaurant's menus). A removed ingredient
 * being sold out does not matter: the customer asked for it left off. Empty when the line
 * can be ordered.
 */
export function soldOutInLine(item: CartItem, soldOut: ReadonlySet<string>): string[] {
  const c = item.customizations;
  const parts = [
    { key: `item:${item.menuItemId}`, name: item.name },
    ...(c.possibleIngredients ?? []).map((i) => ({ key: `ingredient:${i.id}`, name: i.name })),
    ...(c.sides ?? []).map((s) => ({ key: `side:${s.id}`, name: s.name })),
    ...(c.addons ?? []).map((d) => ({ key: `drink:${d.id}`, name: d.name })),
  ];
  return parts.filter((p) => soldOut.has(p.key)).map((p) => p.name ?? 'An option');
}
