import type { OpenStatus } from '@pickup/domain/catalog/hours';

/** A restaurant as customers read it (spec §3). */
export type Restaurant = {
  id: string;
  name: string;
  description: string | null;
  cuisine: string;
  address: string;
  phone: string | null;
  imageUrl: string | null;
  rating: number | string | null;
  estimatedPickupTime: number | null;
  isActive: boolean;
  taxRate?: string | null;
  openStatus?: OpenStatus;
  /** Kitchen controls as they stand now; `message` is set while ordering is paused. */
  ordering?: {
    paused: boolean;
    message: string | null;
    rushMinutes: number;
    /** When a pause ends by itself (ISO); null when not paused. */
    pausedUntil?: string | null;
  };
};

export type PopularRestaurant = Restaurant & { orderCount: number };

export type DistanceUnit = 'miles' | 'km';

export type NearbyRestaurant = Restaurant & {
  distance: number;
  distanceUnit?: DistanceUnit;
  unit?: DistanceUnit;
};

export type IngredientType = 'optional' | 'possible';

/** An item's ingredient link; `id` is the ingredient's id. */
export type MenuItemIngredient = {
  id: string;
  ingredientId?: string;
  name: string;
  type: IngredientType;
  price: string | number;
  maxQuantity: number;
  isIncluded: boolean;
};

export type MenuItemSide = { id: string; sideId?: string; name: string; price: string | number };

export type MenuItem = {
  id: string;
  categoryId: string;
  name: string;
  description: string;
  price: string | number;
  imageUrl: string | null;
  /** Sides a line of this item needs: the item's own count, else its category's. */
  requiredSides?: number;
  ingredients: MenuItemIngredient[];
  sides: MenuItemSide[];
};

export type Drink = { id: string; name: string; price: string | number };

export type Category = {
  id: string;
  name: string;
  description: string;
  sidesRequired: number;
  includesDrink: boolean;
  menuItems: MenuItem[];
};

export type Menu = {
  id: string;
  name: string;
  description: string;
  availability?: string;
  /** What the kitchen marked sold out, as it stands now ("86", issue 15). */
  soldOut?: { entry: { kind: 'item' | 'ingredient' | 'side' | 'drink'; id: string } }[];
  drinks: Drink[];
  categories: Category[];
};

export type RestaurantDetail = Restaurant & {
  taxRate: string;
  timezone?: string;
  menus: Menu[];
};

export const DEFAULT_RATING = 4;
export const DEFAULT_PICKUP_MINUTES = 15;
export const DEFAULT_TAX_RATE = '0.0875';

export const ratingOf = (restaurant: Pick<Restaurant, 'rating'>): number => {
  const rating = Number(restaurant.rating);
  return restaurant.rating === null || Number.isNaN(rating) ? DEFAULT_RATING : rating;
};

export const pickupMinutesOf = (restaurant: Pick<Restaurant, 'estimatedPickupTime'>): number =>
  restaurant.estimatedPickupTime ?? DEFAULT_PICKUP_MINUTES;

/** Spec §9: a pickup time N is shown as the range N to N+5 minutes. */
export const pickupRange = (restaurant: Pick<Restaurant, 'estimatedPickupTime'>): string => {
  const minutes = pickupMinutesOf(restaurant);
  return `${minutes}-${minutes + 5} min`;
};

export const capitalise = (text: string): string =>
  text ? text.charAt(0).toUpperCase() + text.slice(1) : text;

/** "kind:id" of every sold-out entry of a menu, for quick lookups. */
export const soldOutKeys = (menu: Menu): ReadonlySet<string> =>
  new Set((menu.soldOut ?? []).map((m) => `${m.entry.kind}:${m.entry.id}`));
