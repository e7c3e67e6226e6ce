import type { CartContext, CartItem } from '@pickup/domain/ordering/cart';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { PhoneVerificationDialog } from '@/components/verification/phone-verification-dialog';
import { notify } from '@/components/ui/toaster';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth';
import { pendingRestaurant } from '@/lib/saved-cart';
import { useUnauthorizedRedirect } from '@/lib/use-unauthorized-redirect';
import { usePickupSlots } from '../api/get-pickup-slots';
import { isStillBeingRecorded, usePlaceOrder, type PlaceOrderInput } from '../api/place-order';
import type { ReceiptState } from '../types';
import { defaultPickup, type PickupChoice } from './pickup-time-picker';
import { classifyOrderFailure } from '../order-failure';
import { OrderConfirmationDialog } from './order-confirmation-dialog';

const newKey = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

type Props = {
  restaurantId: string;
  restaurantName: string;
  taxRate: string;
  items: readonly CartItem[];
  /** The menus the cart orders from: their hours and cutoff bound the pickup slots. */
  menuIds: readonly string[];
  cart: () => CartContext;
  clearCart: () => void;
  /** The server priced differently: the page refreshes its menu. */
  onPricesChanged: () => void;
  /** The server refused the order for a reason it explained (closed, paused, sold out). */
  onRefused?: () => void;
  /** "Not taking orders right now, back at …" while the kitchen has paused ordering. */
  pausedMessage?: string | null;
};

/**
 * Checkout from the cart (spec §2, §5, §8): signed out → /auth (the restaurant is noted);
 * signed in → confirmation → POST /api/orders → the receipt. Ordering needs a verified phone,
 * so a customer whose phone is not verified is asked for the code before the confirmation
 * opens (issue 28). Should the server still refuse for want of verification, the order the
 * customer confirmed is kept and placed once the phone is verified, with the same key.
 */
export function useCheckout(props: Props) {
  const { restaurantId } = props;
  const navigate = useNavigate();
  const user = useUser();
  const place = usePlaceOrder();
  const [confirming, setConfirming] = useState(false);
  /**
   * The phone dialog is open; `confirmed` is the order the server refused for want of a
   * verified phone, placed (with its own key, so never twice) once the phone is verified.
   */
  const [verifying, setVerifying] = useState<{ confirmed: PlaceOrderInput | null } | null>(null);
  const [pickup, setPickup] = useState<PickupChoice | null>(null);
  const items = props.items.reduce((n, i) => n + i.quantity, 0);
  const slots = usePickupSlots(
    { restaurantId, menuIds: props.menuIds, items, paused: props.pausedMessage },
    confirming,
  );
  // The first offered time is chosen until the customer picks another (or it is gone).
  useEffect(() => {
    if (!slots.data) return;
    const still =
      pickup?.kind === 'asap'
        ? slots.data.asap.available
        : pickup !== null && slots.data.slots.some((s) => s.start === pickup.slotStart);
    if (!still) setPickup(defaultPickup(slots.data));
  }, [slots.data, pickup]);
  // One key per confirmation: a retried request after a lost answer is the same order.
  const [idempotencyKey, setIdempotencyKey] = useState(newKey);
  useUnauthorizedRedirect(
    [place.error].filter((e) => classifyOrderFailure(e).kind === 'signed_out'),
  );

  const begin = () => {
    if (!user.data) {
      pendingRestaurant.set(restaurantId);
      navigate(paths.auth.getHref());
      return;
    }
    if (!user.data.phoneVerified) {
      setVerifying({ confirmed: null });
      return;
    }
    setIdempotencyKey(newKey());
    setConfirming(true);
  };

  const afterVerifying = () => {
    const confirmed = verifying?.confirmed;
    setVerifying(null);
    if (confirmed) return submit(confirmed);
    setIdempotencyKey(newKey());
    setConfirming(true);
  };

  const confirm = (notes: string) =>
    submit({ cart: props.cart(), notes, idempotencyKey, pickup: pickup ?? { kind: 'asap' } });

  const submit = (input: PlaceOrderInput) =>
    place.mutate(input, {
      onSuccess: (placed) => {
        setConfirming(false);
        props.clearCart();
        const state: ReceiptState = { catchingUp: isStillBeingRecorded(placed) };
        navigate(paths.order.getHref(placed.id), { state });
      },
      onError: (error) => {
        const failure = classifyOrderFailure(error);
        switch (failure.kind) {
          case 'verify_phone':
            notify.error({
              title: 'Phone Verification Required',
              description: 'Please verify your phone number to place orders.',
            });
            setVerifying({ confirmed: input });
            return;
          case 'prices_changed':
            setConfirming(false);
            notify.error({ title: 'Prices have changed', description: failure.message });
            props.onPricesChanged();
            return;
          case 'refused':
            notify.error({ title: 'Error', description: failure.message });
            props.onRefused?.();
            // A full slot or a time that passed: show what is free now.
            void slots.refetch();
            return;
          case 'signed_out':
            setConfirming(false);
            return;
          case 'other':
            notify.error({
              title: 'Error',
              description: 'Failed to place order. Please try again.',
            });
            return;
          default: {
            const _never: never = failure;
            return _never;
          }
        }
      },
    });

  const dialogs = (
    <>
      <OrderConfirmationDialog
        open={confirming && verifying === null}
        onClose={() => setConfirming(false)}
        restaurantName={props.restaurantName}
        items={props.items}
        taxRate={props.taxRate}
        placing={place.isPending}
        pausedMessage={props.pausedMessage ?? null}
        onConfirm={confirm}
        pickup={{
          options: slots.data,
          loading: slots.isPending,
          failed: slots.isError,
          value: pickup,
          onChange: setPickup,
        }}
      />
      {/* Mounted throughout like the confirmation: a dialog mounted already open by the
          Checkout click took that click's end as a dismissal. */}
      <PhoneVerificationDialog
        open={verifying !== null}
        onClose={() => {
          setVerifying(null);
          setConfirming(false);
        }}
        onVerified={afterVerifying}
        purpose={
          verifying?.confirmed
            ? 'Your order is placed as soon as your phone is verified.'
            : 'Ordering needs a verified phone: restaurants text or call you when your food is ready.'
        }
      />
    </>
  );
  return { begin, dialogs };
}
