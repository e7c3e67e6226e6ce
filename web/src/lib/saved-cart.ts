import { CART_LIFETIME_MS, type StoredCart } from '@pickup/domain/ordering/cart';
import { parseStoredCart } from '@pickup/domain/ordering/cart-storage';

/**
 * The saved cart in browser storage (spec §3: a cart key and a separate cart-restaurant key)
 * and the restaurant a signed-out customer was ordering from. Shared by the restaurant page,
 * which saves it, and the auth page, which sends the customer back to it after sign-in.
 * Storage failures are only logged; the cart then loads empty (spec §4).
 */
const CART_KEY = 'cart';
const CART_RESTAURANT_KEY = 'cart-restaurant';
const PENDING_RESTAURANT_KEY = 'pending-restaurant';
/** Set (for this tab's session) once a cart was saved: a later restore is not "from an earlier visit". */
const THIS_VISIT_KEY = 'cart-saved-this-visit';

export const savedCart = {
  /** What storage holds, checked; null when nothing usable is there. */
  read(): StoredCart | null {
    try {
      const raw = localStorage.getItem(CART_KEY);
      if (raw === null) return null;
      const stored = parseStoredCart(JSON.parse(raw));
      if (stored === null) console.warn('Ignoring a saved cart that does not fit the cart shape');
      return stored;
    } catch (error) {
      console.warn('Could not read the saved cart', error);
      return null;
    }
  },

  /** null removes the saved cart. */
  write(stored: StoredCart | null): void {
    try {
      if (stored === null) {
        localStorage.removeItem(CART_KEY);
        localStorage.removeItem(CART_RESTAURANT_KEY);
      } else {
        localStorage.setItem(CART_KEY, JSON.stringify(stored));
        localStorage.setItem(CART_RESTAURANT_KEY, stored.restaurantId);
        sessionStorage.setItem(THIS_VISIT_KEY, '1');
      }
    } catch (error) {
      console.warn('Could not save the cart', error);
    }
  },

  /**
   * Whether this visit (this tab's session) already saved a cart: reloading the page or
   * coming back to it from another page then restores the same cart, which is no news.
   */
  savedThisVisit(): boolean {
    try {
      return sessionStorage.getItem(THIS_VISIT_KEY) === '1';
    } catch {
      return false;
    }
  },

  /** The restaurant of a non-empty cart younger than 24 hours, for the post-sign-in redirect. */
  restaurantToResume(now: number): string | null {
    const stored = savedCart.read();
    if (!stored || stored.items.length === 0) return null;
    return now - stored.timestamp < CART_LIFETIME_MS ? stored.restaurantId : null;
  },
};

/** Checkout while signed out remembers where the customer was ordering (spec §2 "Auth"). */
export const pendingRestaurant = {
  set(restaurantId: string): void {
    try {
      localStorage.setItem(PENDING_RESTAURANT_KEY, restaurantId);
    } catch (error) {
      console.warn('Could not remember the restaurant', error);
    }
  },
  /** Reads and forgets it. */
  take(): string | null {
    try {
      const id = localStorage.getItem(PENDING_RESTAURANT_KEY);
      localStorage.removeItem(PENDING_RESTAURANT_KEY);
      return id;
    } catch {
      return null;
    }
  },
};
