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
};

export type PopularRestaurant = Restaurant & { orderCount: number };

export const DEFAULT_RATING = 4;

export const ratingOf = (restaurant: Pick<Restaurant, 'rating'>): number => {
  const rating = Number(restaurant.rating);
  return restaurant.rating === null || Number.isNaN(rating) ? DEFAULT_RATING : rating;
};

export const capitalise = (text: string): string =>
  text ? text.charAt(0).toUpperCase() + text.slice(1) : text;
