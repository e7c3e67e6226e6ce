import { useActorRef, useSelector } from '@xstate/react';
import {
  CART_CLEARED_TOAST,
  cartItemCount,
  cartLogic,
  toStoredCart,
  type CartItem,
  type CartNotice,
  type NewCartItem,
} from '@pickup/domain/ordering/cart';
import { useEffect, useRef, useState } from 'react';
import { notify } from '@/components/ui/toaster';
import { savedCart } from '@/lib/saved-cart';

const NO_ITEMS: readonly CartItem[] = [];

const plural = (n: number) => `${n} ${n === 1 ? 'item' : 'items'}`;

/** The welcome shown at the top of the cart that sign-in brought the customer back to. */
export type CartWelcome = { title: string; description: string };

/**
 * Spec §4 "Cart" toasts for what the last change did. Issue 28: "Cart restored" only for a
 * cart from an earlier visit (not on every load of the page), and the welcome back after
 * sign-in, which opens the cart, is said inside it instead of in a toast over its header.
 */
function announce(
  notice: CartNotice,
  opening: { welcomeBack: boolean; earlierVisit: boolean },
): CartWelcome | null {
  switch (notice.kind) {
    case 'restored':
      if (opening.welcomeBack) {
        return {
          title: 'Welcome back!',
          description: `Your cart still has ${plural(notice.itemCount)}.`,
        };
      }
      if (opening.earlierVisit) {
        notify.info({
          title: 'Cart restored',
          description: `${plural(notice.itemCount)} from your last visit.`,
        });
      }
      return null;
    case 'clearedBecauseOtherRestaurant':
      notify.error(CART_CLEARED_TOAST);
      return null;
    default: {
      const _never: never = notice;
      return _never;
    }
  }
}

const newLineId = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/** A line as the item dialog makes it; the cart gives it its id. */
export type NewLine = Omit<NewCartItem, 'id'>;

type Options = {
  /** The page was opened with ?expand=cart (after sign-in): welcome the customer back. */
  welcomeBack: boolean;
  /** Called once the saved cart has been looked at, with whether items came back. */
  onRestored: (restored: boolean) => void;
};

/**
 * The cart reducer of `@pickup/domain` for one restaurant page: restored from storage on
 * opening, saved (with its timestamp) after every change.
 */
export function useCart(restaurantId: string, { welcomeBack, onRestored }: Options) {
  const cart = useActorRef(cartLogic);
  const [welcome, setWelcome] = useState<CartWelcome | null>(null);
  // Restoring happens once per restaurant page; the options are read at that moment.
  const options = useRef({ welcomeBack, onRestored });
  useEffect(() => {
    options.current = { welcomeBack, onRestored };
  });

  useEffect(() => {
    const opening = options.current;
    const earlierVisit = !savedCart.savedThisVisit();
    cart.send({ type: 'RESTORE', restaurantId, stored: savedCart.read(), now: Date.now() });
    const restored = cart.getSnapshot().context;
    savedCart.write(toStoredCart(restored));
    if (restored.notice) {
      setWelcome(announce(restored.notice, { welcomeBack: opening.welcomeBack, earlierVisit }));
    }
    opening.onRestored(restored.notice?.kind === 'restored');

    let last = restored;
    const subscription = cart.subscribe((snapshot) => {
      const { context } = snapshot;
      if (context === last) return;
      last = context;
      savedCart.write(toStoredCart(context));
      if (context.notice) announce(context.notice, { welcomeBack: false, earlierVisit: false });
    });
    return () => subscription.unsubscribe();
  }, [cart, restaurantId]);

  // A cart kept from another restaurant (decision 31) is not this page's to show or order.
  const items = useSelector(cart, (s) =>
    s.context.restaurantId === restaurantId ? s.context.items : NO_ITEMS,
  );
  const elsewhere = useSelector(cart, ({ context }) =>
    context.items.length > 0 && context.restaurantId !== restaurantId ? context.restaurantId : null,
  );

  return {
    items,
    count: cartItemCount(items),
    /** The restaurant of a cart kept while the customer browses this one; adding here replaces it. */
    elsewhere,
    /** Set when sign-in brought the customer back to this cart (shown at its top). */
    welcome,
    add: (item: NewLine) =>
      cart.send({ type: 'ADD', restaurantId, item: { ...item, id: newLineId() }, now: Date.now() }),
    setQuantity: (id: string, quantity: number) =>
      cart.send({ type: 'SET_QUANTITY', id, quantity, now: Date.now() }),
    remove: (id: string) => cart.send({ type: 'REMOVE', id, now: Date.now() }),
    clear: () => cart.send({ type: 'CLEAR', now: Date.now() }),
    context: () => cart.getSnapshot().context,
  };
}

export type Cart = ReturnType<typeof useCart>;
