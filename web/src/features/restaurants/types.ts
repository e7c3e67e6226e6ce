import type {
  CategoryTreeView,
  DrinkView,
  ItemIngredientView,
  ItemSideView,
  MenuItemDetailView,
  MenuTreeView,
} from '@pickup/projections/catalog/menus/contract';
import { stockLeftAt } from '@pickup/domain/ordering/item-stock';
import type {
  NearbyRestaurantView,
  PopularRestaurantView,
  RestaurantDetailView,
  RestaurantView,
} from '@pickup/projections/catalog/restaurants/contract';

/** A restaurant and its menus as customers read them (spec §3): the read models' contracts. */
export type Restaurant = RestaurantView;
export type PopularRestaurant = PopularRestaurantView;
export type NearbyRestaurant = NearbyRestaurantView;
export type { DistanceUnit } from '@pickup/domain/catalog/schemas';
export type { IngredientType } from '@pickup/domain/catalog/menu-schemas';
/** An item's ingredient link; `id` is the ingredient's id. */
export type MenuItemIngredient = ItemIngredientView;
export type MenuItemSide = ItemSideView;
export type MenuItem = MenuItemDetailView;
export type Drink = DrinkView;
export type Category = CategoryTreeView;
export type Menu = MenuTreeView;
export type RestaurantDetail = RestaurantDetailView;

export const DEFAULT_RATING = 4;
export const DEFAULT_PICKUP_MINUTES = 15;
export const DEFAULT_TAX_RATE = '0.0875';

export const ratingOf = (restaurant: Pick<Restaurant, 'rating'>): number => {
  const rating = Number(restaurant.rating);
  return restaurant.rating === null || Number.isNaN(rating) ? DEFAULT_RATING : rating;
};

type PickupFacts = Pick<Restaurant, 'estimatedPickupTime' | 'ordering'>;

/**
 * The pickup minutes a customer is promised now: the usual time plus a rush under way, the
 * same minutes checkout then promises.
 */
export const pickupMinutesOf = (restaurant: PickupFacts): number =>
  (restaurant.estimatedPickupTime ?? DEFAULT_PICKUP_MINUTES) + restaurant.ordering.rushMinutes;

/** Spec §9: a pickup time N is shown as the range N to N+5 minutes. */
export const pickupRange = (restaurant: PickupFacts): string => {
  const minutes = pickupMinutesOf(restaurant);
  return `${minutes}-${minutes + 5} min`;
};

export const capitalise = (text: string): string =>
  text ? text.charAt(0).toUpperCase() + text.slice(1) : text;

/** Units of a counted item left at `now` (its par after a refill that has come); null if not counted. */
export const stockLeft = (item: Pick<MenuItem, 'stock'>, now: Date): number | null =>
  item.stock ? stockLeftAt({ counted: true, ...item.stock }, now) : null;

/**
 * "kind:id" of every sold-out entry of a menu, for quick lookups: those marked sold out, and
 * the items whose stock count is down to zero at `now`.
 */
export const soldOutKeys = (menu: Menu, now = new Date()): ReadonlySet<string> =>
  new Set([
    ...(menu.soldOut ?? []).map((m) => `${m.entry.kind}:${m.entry.id}`),
    ...menu.categories.flatMap((c) =>
      c.menuItems.filter((i) => stockLeft(i, now) === 0).map((i) => `item:${i.id}`),
    ),
  ]);
