import { paths } from '@/config/paths';
import { pendingRestaurant, savedCart } from '@/lib/saved-cart';

/**
 * Only a path of this app: `//evil.example` or `https://…` would send a freshly signed-in
 * user to another site (an open redirect), and /auth itself would go round in circles.
 */
function safeReturnTo(returnTo: string | null): string | null {
  if (!returnTo || !returnTo.startsWith('/') || /^\/[/\\]/.test(returnTo)) return null;
  const { pathname } = new URL(returnTo, 'http://app.invalid');
  return pathname === paths.auth.path ? null : returnTo;
}

/**
 * The page the user was turned away from (`returnTo`) when there is one; otherwise spec §2:
 * back to the restaurant with the cart open when a cart younger than 24 hours waits (or a
 * restaurant was noted before signing in), else home.
 */
export function destinationAfterSignIn(
  returnTo: string | null = null,
  now: number = Date.now(),
): string {
  const back = safeReturnTo(returnTo);
  if (back) return back;
  const restaurantId = savedCart.restaurantToResume(now) ?? pendingRestaurant.take();
  return restaurantId
    ? paths.restaurant.getHref(restaurantId, { expandCart: true })
    : paths.home.getHref();
}
