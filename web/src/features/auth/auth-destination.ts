import { paths } from '@/config/paths';
import { pendingRestaurant, savedCart } from '@/lib/saved-cart';

/**
 * Spec §2: back to the restaurant with the cart open when a cart younger than 24 hours waits
 * (or a restaurant was noted before signing in), else home.
 */
export function destinationAfterSignIn(now: number = Date.now()): string {
  const restaurantId = savedCart.restaurantToResume(now) ?? pendingRestaurant.take();
  return restaurantId
    ? paths.restaurant.getHref(restaurantId, { expandCart: true })
    : paths.home.getHref();
}
