import type pg from 'pg';
import { io as connectClient, type Socket } from 'socket.io-client';
import {
  ORDER_UPDATED_EVENT,
  ORDERS_CHANNEL,
  orderUpdatedSchema,
  type OrderChangeSignal,
  type OrderUpdated,
} from '@pickup/projections/orders/channel';
import type { RoomDecision, SubscribeRequest } from './rooms';

export type ClientSocket = Socket;

/** A real socket.io client; rejects with the server's message when the handshake is refused. */
export function connect(
  baseUrl: string,
  auth: { token?: string; header?: string } = {},
): Promise<ClientSocket> {
  const socket = connectClient(baseUrl, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    auth: auth.token === undefined ? {} : { token: auth.token },
    extraHeaders: auth.header ? { Authorization: auth.header } : {},
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (err) => {
      socket.close();
      reject(err);
    });
  });
}

export function subscribe(socket: ClientSocket, request: SubscribeRequest): Promise<RoomDecision> {
  return socket.timeout(5000).emitWithAck('subscribe', request) as Promise<RoomDecision>;
}

/**
 * Every `order:updated` a socket receives, in order, for assertions after the fact. Each
 * payload is parsed with its contract, so a signal that drifts from it fails the test.
 */
export function collectUpdates(socket: ClientSocket): OrderUpdated[] {
  const seen: OrderUpdated[] = [];
  socket.on(ORDER_UPDATED_EVENT, (u: unknown) => seen.push(orderUpdatedSchema.parse(u)));
  return seen;
}

export function nextUpdate(socket: ClientSocket, timeoutMs = 5000): Promise<OrderUpdated> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no order:updated in time')), timeoutMs);
    socket.once(ORDER_UPDATED_EVENT, (u: unknown) => {
      clearTimeout(timer);
      resolve(orderUpdatedSchema.parse(u));
    });
  });
}

/** What the order projection does: NOTIFY inside a transaction, delivered on commit. */
export async function notifyInTransaction(
  pool: pg.Pool,
  signal: OrderChangeSignal,
  beforeCommit: () => Promise<void> = async () => {},
): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query(`SELECT pg_notify('${ORDERS_CHANNEL}', $1)`, [JSON.stringify(signal)]);
    await beforeCommit();
    await client.query('COMMIT');
  } finally {
    client.release();
  }
}
