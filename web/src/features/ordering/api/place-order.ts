import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orderRequestFromCart, type CartContext } from '@pickup/domain/ordering/cart';
import type { PlaceOrderRequest } from '@pickup/domain/ordering/schemas';
import type { OrderCommandAnswer } from '@pickup/projections/orders/contract';
import { api } from '@/lib/api-client';
import { announceChange } from '@/lib/data-changes';

/**
 * 201/200 answer with the receipt; 202 answers `status: 'accepted'` while the read model is
 * still catching up (DESIGN "Read models and read-your-writes").
 */
export const isStillBeingRecorded = (placed: OrderCommandAnswer): boolean =>
  placed.status === 'accepted';

export type PlaceOrderInput = {
  cart: CartContext;
  notes: string;
  /** One per confirmation, so a retried request never places a second order. */
  idempotencyKey: string;
  pickup: PlaceOrderRequest['pickup'];
};

/** POST /api/orders with the cart's lines; notes trimmed and left out when empty (spec §5). */
export const placeOrder = ({
  cart,
  notes,
  idempotencyKey,
  pickup,
}: PlaceOrderInput): Promise<OrderCommandAnswer> =>
  api.post<OrderCommandAnswer>(
    '/api/orders',
    { ...orderRequestFromCart(cart, notes), pickup },
    { headers: { 'Idempotency-Key': idempotencyKey } },
  );

export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeOrder,
    onSuccess: () => announceChange(queryClient, 'orders'),
  });
}
