import { useEffect, useRef, useState } from 'react';
import { io, type Socket } from 'socket.io-client';
import type {
  OrderUpdated,
  OrderUpdatedEvent,
  SubscribeRequest,
} from '@pickup/projections/orders/channel';
import { api } from './api-client';
import { authTokens } from './auth-tokens';

/**
 * Live order signals (DESIGN "Live updates"). One Socket.IO connection per tab, shared by
 * every screen that listens. Signals are not replayed, so a screen refetches what it shows
 * after a reconnect and on the server's `resync`.
 */

export type { OrderUpdated };

/** The server checks access and picks the room; clients only say what they want. */
export type LiveSubscription = SubscribeRequest;

/** The server's event name, checked against its declaration. */
const ORDER_UPDATED: OrderUpdatedEvent = 'order:updated';

export type LiveStatus = 'connecting' | 'live' | 'reconnecting';

const RETRY_AFTER_AUTH_MS = 1000;

let shared: Socket | null = null;

type Listener = Parameters<Socket['on']>[1];
let holders = 0;

function acquire(): Socket {
  if (!shared) {
    const socket = io({
      path: '/socket.io',
      // WebSocket only: long-polling needs sticky sessions across several API processes, and
      // the server's Express app also answers polling requests (404) once a session exists.
      transports: ['websocket'],
      // A function, so every (re)connect sends the access token current at that moment.
      auth: (send) => send({ token: authTokens.access() ?? '' }),
    });
    // A refused handshake (expired access token), or the server closing the socket (the
    // token expired or was cut off: logout elsewhere, a new role), is not retried by the
    // client itself: renew the token through the api client's refresh-and-retry, then
    // connect again, when the rooms are checked afresh.
    const renewAndReconnect = () => {
      setTimeout(() => {
        if (shared !== socket) return;
        api.get('/api/auth/user').then(
          () => socket.connect(),
          () => socket.connect(),
        );
      }, RETRY_AFTER_AUTH_MS);
    };
    socket.on('connect_error', () => {
      if (!socket.active) renewAndReconnect();
    });
    socket.on('disconnect', (reason) => {
      if (reason === 'io server disconnect') renewAndReconnect();
    });
    shared = socket;
  }
  holders += 1;
  return shared;
}

function release(): void {
  holders -= 1;
  if (holders === 0 && shared) {
    shared.disconnect();
    shared = null;
  }
}

type Handlers = {
  onUpdate?: (update: OrderUpdated) => void;
  /** Called after a reconnect or a server resync: refetch, since signals were missed. */
  onCatchUp: () => void;
  /** Other signals sent to the same rooms, by event name (e.g. `projection:rebuild`). */
  on?: Record<string, (payload: unknown) => void>;
};

/**
 * Subscribes while mounted (and again on every reconnect). `subscription` null pauses.
 * Returns the connection status so screens can say "Reconnecting…".
 */
export function useLiveUpdates(subscription: LiveSubscription | null, handlers: Handlers) {
  const [status, setStatus] = useState<LiveStatus>('connecting');
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  const key = subscription ? JSON.stringify(subscription) : null;
  const signals = Object.keys(handlers.on ?? {})
    .sort()
    .join('\n');

  useEffect(() => {
    if (key === null) return;
    const request = JSON.parse(key) as LiveSubscription;
    const socket = acquire();
    let lostConnection = false;
    const onConnect = () => {
      socket.emit('subscribe', request);
      setStatus('live');
      if (lostConnection) latest.current.onCatchUp();
      lostConnection = false;
    };
    const onLost = () => {
      lostConnection = true;
      setStatus('reconnecting');
    };
    // One list, so what is attached is exactly what is detached.
    const listeners: (readonly [string, Listener])[] = [
      ['connect', onConnect],
      ['disconnect', onLost],
      ['connect_error', onLost],
      [ORDER_UPDATED, (update: OrderUpdated) => latest.current.onUpdate?.(update)],
      ['resync', () => latest.current.onCatchUp()],
      ...(signals ? signals.split('\n') : []).map(
        (name) => [name, (payload: unknown) => latest.current.on?.[name]?.(payload)] as const,
      ),
    ];
    for (const [name, listener] of listeners) socket.on(name, listener);
    if (socket.connected) onConnect();
    return () => {
      for (const [name, listener] of listeners) socket.off(name, listener);
      if (socket.connected) socket.emit('unsubscribe', request);
      release();
    };
  }, [key, signals]);

  return status;
}
