import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { io } from 'socket.io-client';
import type { OrderUpdatedEvent } from '@pickup/projections/orders/channel';
import { api } from '@/lib/api-client';
import type { Order } from '../types';
import { orderKeys } from './keys';

/** Issue 31: the receipt from the ready text's link, without signing in. */
const path = (token: string) => `/api/receipts/${encodeURIComponent(token)}`;

export const receiptLinkQueryOptions = (token: string) =>
  queryOptions({
    queryKey: orderKeys.receiptLink(token),
    // A refused link stays refused: no session refresh, no retry.
    queryFn: () => api.get<Order>(path(token), { refreshOnUnauthorized: false }),
    retry: false,
  });

export const useReceiptLink = (token: string) => useQuery(receiptLinkQueryOptions(token));

export const checkInByLink = (token: string, note: string) =>
  api.post<Order>(`${path(token)}/arrival`, note ? { note } : {}, { refreshOnUnauthorized: false });

const ORDER_UPDATED: OrderUpdatedEvent = 'order:updated';

/**
 * Live like the signed-in receipt: a socket of its own, admitted by the link, following this
 * order only. `onChange` runs on every change and after a reconnect.
 */
export function useReceiptLinkLive(
  token: string,
  orderId: string | undefined,
  onChange: () => void,
) {
  const [live, setLive] = useState(false);
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  useEffect(() => {
    if (!orderId) return;
    const changed = () => latest.current();
    const socket = io({ path: '/socket.io', transports: ['websocket'], auth: { receipt: token } });
    let lost = false;
    socket.on('connect', () => {
      socket.emit('subscribe', { orderId });
      setLive(true);
      if (lost) changed();
    });
    socket.on('disconnect', () => {
      lost = true;
      setLive(false);
    });
    socket.on(ORDER_UPDATED, changed);
    return () => {
      socket.disconnect();
    };
  }, [token, orderId]);
  return live;
}
