import type { Server as HttpServer } from 'node:http';
import { decodeJwt } from 'jose';
import type pg from 'pg';
import { Server, type Socket } from 'socket.io';
import type { Actor, TokenVerifier } from '../http/actor';
import type { Logger } from '../observability/logger';
import type { ReceiptLinks } from '../receipt-links/receipt-links';
import { displaySocketUser, type DisplayLinks } from '../lobby/display-links';
import { TOKEN_CUTOFF_CHANNEL } from '../security/token-cutoffs';
import {
  RESTAURANT_SERVICE_CHANNEL,
  RESTAURANT_SERVICE_EVENT,
  type RestaurantServiceSignal,
} from '@pickup/projections/catalog/restaurants/service-channel';
import { listenToChannel } from './channel-listener';
import { LOBBY_CHANGED_EVENT, type LobbyChanged } from '@pickup/projections/lobby/contract';
import { orderNumber } from '@pickup/domain/ordering/order-number';
import {
  ORDER_UPDATED_EVENT,
  ORDERS_CHANNEL,
  parseOrderChangeSignal,
  toOrderUpdated,
  type OrderUpdated,
} from '@pickup/projections/orders/channel';
import {
  ADMIN_ROOM,
  BAD_REQUEST,
  decideRoom,
  ORDER_REFUSED,
  orderRoom,
  lobbyRoom,
  parseSubscribeRequest,
  RESTAURANT_REFUSED,
  restaurantRoom,
  serviceRoom,
  type LiveAccess,
  type RoomDecision,
} from './rooms';

export const SOCKET_PATH = '/socket.io';
export const AUTH_REQUIRED = 'Sign in to receive live updates';
export const DISPLAY_REVOKED = 'This display link was revoked or does not exist';

export interface GatewayOptions extends LiveAccess {
  httpServer: HttpServer;
  /** Settings for the dedicated LISTEN connection: a pool's own, or a URL. */
  pool?: pg.Pool;
  listenUrl?: string;
  verifyToken: TokenVerifier;
  /** Lets a holder of an order's ready-text link follow that order alone (issue 31). */
  receiptLinks?: Pick<ReceiptLinks, 'verify'>;
  /** Lets a lobby screen's link follow its restaurant's lobby board alone (issue 31). */
  displayLinks?: Pick<DisplayLinks, 'open'>;
  log: Logger;
}

export interface Gateway {
  /** Resolves once the LISTEN connection is in place (tests and start-up ordering). */
  ready: Promise<void>;
  /** Pushes an operator signal to signed-in admins only. */
  emitAdmin(event: 'projection:rebuild', payload: unknown): void;
  /** Disconnects every socket and stops listening; the http server stays the caller's. */
  close(): Promise<void>;
}

interface SocketData {
  actor: Actor;
  /** When the handshake's access token expires (ms): the socket is closed then. */
  expiresAtMs: number;
  /** Set for a link holder's socket: the one order it may follow. */
  linkOrderId?: string;
  /** Set for a lobby screen's socket: it is in its restaurant's lobby room and nothing else. */
  displayRestaurantId?: string;
}

/** Each socket's private room, so that a user's sockets on this process can be found. */
const userRoom = (userId: string) => `user:${userId}`;

type Ack = (decision: RoomDecision) => void;

/** Payloads are checked at run time: a client can send anything. */
interface ClientToServer {
  subscribe(request: unknown, ack: unknown): void;
  unsubscribe(request: unknown, ack: unknown): void;
}

export interface ServerToClient {
  [ORDER_UPDATED_EVENT](update: OrderUpdated): void;
  [RESTAURANT_SERVICE_EVENT](signal: RestaurantServiceSignal): void;
  [LOBBY_CHANGED_EVENT](change: LobbyChanged): void;
  /** Progress of a read-model rebuild, for the admin's Projections tab. */
  'projection:rebuild'(progress: unknown): void;
  resync(): void;
}

/**
 * Socket.IO on the API's http server. The handshake must carry a valid access token
 * (`auth.token`, or an `Authorization: Bearer` header). Clients ask with `subscribe`
 * `{ orderId } | { restaurantId } | { restaurantService } | { admin: true }` and the server
 * picks the room after checking access; `unsubscribe` leaves it. Each committed order change
 * arrives as `order:updated` `{ orderId, restaurantId, status, updatedAt }`; a pause, resume
 * or rush of a restaurant as `restaurant:service` `{ restaurantId }`.
 *
 * Contract with clients: signals are not replayed. After a reconnect (`connect` following a
 * disconnect) and on `resync` (this process lost its database listener for a while) the
 * client refetches what it shows and subscribes again.
 */
export function createGateway(opts: GatewayOptions): Gateway {
  const log = opts.log.child({ component: 'live' });
  const io = new Server<ClientToServer, ServerToClient, Record<string, never>, SocketData>(
    opts.httpServer,
    { path: SOCKET_PATH, serveClient: false },
  );

  io.use((socket, next) => {
    // A lobby screen (no account): its restaurant's lobby board, until the link is revoked.
    const display: unknown = socket.handshake.auth.display;
    if (typeof display === 'string' && opts.displayLinks) {
      opts.displayLinks.open(display).then(
        (link) => {
          if (!link) return next(new Error(DISPLAY_REVOKED));
          const userId = displaySocketUser(link.id);
          socket.data.actor = { userId, role: 'customer', mustChangePassword: false };
          socket.data.displayRestaurantId = link.restaurantId;
          socket.data.expiresAtMs = Number.MAX_SAFE_INTEGER;
          next();
        },
        (err: unknown) => retryLater(socket.conn, next, err),
      );
      return;
    }
    // A ready-text link's holder (no account): the link's order only, until it expires.
    const receipt: unknown = socket.handshake.auth.receipt;
    if (typeof receipt === 'string' && opts.receiptLinks) {
      const link = opts.receiptLinks.verify(receipt, new Date());
      if (!link) return next(new Error(AUTH_REQUIRED));
      socket.data.actor = {
        userId: `link:${link.orderId}`,
        role: 'customer',
        mustChangePassword: false,
      };
      socket.data.linkOrderId = link.orderId;
      socket.data.expiresAtMs = link.expiresAt.getTime();
      return next();
    }
    const token = handshakeToken(socket);
    if (!token) {
      next(new Error(AUTH_REQUIRED));
      return;
    }
    opts.verifyToken(token).then(
      (actor) => {
        if (!actor) return next(new Error(AUTH_REQUIRED));
        socket.data.actor = actor;
        socket.data.expiresAtMs = (decodeJwt(token).exp ?? 0) * 1000;
        next();
      },
      (err: unknown) => {
        log.error({ err }, 'token check failed');
        retryLater(socket.conn, next, err);
      },
    );
  });

  io.on('connection', (socket) => {
    // Rooms were chosen with this token's rights: when it expires the client connects again
    // with a fresh one, and every room is checked again.
    void socket.join(userRoom(socket.data.actor.userId));
    const { displayRestaurantId } = socket.data;
    if (displayRestaurantId) {
      // A revocation cuts off `display:{id}` (display-links.ts): the socket closes at once.
      void socket.join(lobbyRoom(displayRestaurantId));
      socket.on('subscribe', (_request: unknown, ack: unknown) => {
        if (typeof ack === 'function') (ack as Ack)({ ok: false, error: RESTAURANT_REFUSED });
      });
      return;
    }
    const expiry = setTimeout(
      () => socket.disconnect(true),
      Math.max(0, socket.data.expiresAtMs - Date.now()),
    );
    socket.on('disconnect', () => clearTimeout(expiry));
    const handle = (leave: boolean) => (request: unknown, ack: unknown) => {
      const reply: Ack = typeof ack === 'function' ? (ack as Ack) : () => {};
      const parsed = parseSubscribeRequest(request);
      if (!parsed) return reply({ ok: false, error: BAD_REQUEST });
      const { linkOrderId } = socket.data;
      const decide = linkOrderId
        ? Promise.resolve<RoomDecision>(
            'orderId' in parsed && parsed.orderId === linkOrderId
              ? { ok: true, room: orderRoom(linkOrderId) }
              : { ok: false, error: ORDER_REFUSED },
          )
        : decideRoom(socket.data.actor, parsed, opts);
      decide.then(
        async (decision) => {
          if (decision.ok) await (leave ? socket.leave(decision.room) : socket.join(decision.room));
          reply(decision);
        },
        (err: unknown) => {
          log.error({ err }, 'room check failed');
          reply({ ok: false, error: 'Could not check access, try again' });
        },
      );
    };
    socket.on('subscribe', handle(false));
    socket.on('unsubscribe', handle(true));
  });

  const listener = listenToChannel({
    connection: opts.listenUrl ? { connectionString: opts.listenUrl } : (opts.pool?.options ?? {}),
    channel: ORDERS_CHANNEL,
    log,
    onNotification(payload) {
      const signal = parseOrderChangeSignal(payload);
      if (!signal) {
        log.warn({ payload }, 'ignored a malformed order signal');
        return;
      }
      io.to([orderRoom(signal.orderId), restaurantRoom(signal.restaurantId), ADMIN_ROOM]).emit(
        ORDER_UPDATED_EVENT,
        toOrderUpdated(signal),
      );
      io.to(lobbyRoom(signal.restaurantId)).emit(LOBBY_CHANGED_EVENT, {
        number: orderNumber(signal.orderId),
        status: signal.status,
      });
    },
    onReconnected() {
      io.emit('resync');
    },
  });

  const service = listenToChannel({
    connection: opts.listenUrl ? { connectionString: opts.listenUrl } : (opts.pool?.options ?? {}),
    channel: RESTAURANT_SERVICE_CHANNEL,
    log,
    onNotification(restaurantId) {
      if (!restaurantId || !parseSubscribeRequest({ restaurantService: restaurantId })) {
        log.warn({ payload: restaurantId }, 'ignored a malformed restaurant service signal');
        return;
      }
      io.to([serviceRoom(restaurantId), restaurantRoom(restaurantId)]).emit(
        RESTAURANT_SERVICE_EVENT,
        {
          restaurantId,
        },
      );
    },
    onReconnected() {
      io.emit('resync');
    },
  });

  // Logout, demotion, deletion, ownership change (token-cutoffs.ts): that user's sockets close
  // at once and must sign in again, which checks their rooms again.
  const cutoffs = listenToChannel({
    connection: opts.listenUrl ? { connectionString: opts.listenUrl } : (opts.pool?.options ?? {}),
    channel: TOKEN_CUTOFF_CHANNEL,
    log,
    onNotification(userId) {
      if (userId) io.in(userRoom(userId)).disconnectSockets(true);
    },
    onReconnected() {
      // Cutoffs sent while the listener was down are unknown here: everyone checks again, by
      // connecting again with what they hold. Only the transport is closed: a client reads
      // 'transport close' as "reconnect", where 'io server disconnect' means "stay away".
      for (const socket of io.sockets.sockets.values()) socket.conn.close();
    },
  });

  return {
    ready: Promise.all([listener.ready, service.ready, cutoffs.ready]).then(() => undefined),
    emitAdmin(event, payload) {
      io.to(ADMIN_ROOM).emit(event, payload);
    },
    async close() {
      // Closing the transports, not the Socket.IO sessions: a client then sees 'transport
      // close' and reconnects by itself (to another replica, or this one restarted), where
      // 'io server disconnect' would tell it to stay away for good.
      io.engine.close();
      await Promise.all([listener.close(), service.close(), cutoffs.close()]);
    },
  };
}

/**
 * A handshake that could not be checked (the database is down or restarting) is not refused:
 * a refusal is final for a client. Closing the transport makes it try again after its back-off.
 */
function retryLater(conn: Socket['conn'], next: (err?: Error) => void, err: unknown): void {
  conn.close();
  next(err instanceof Error ? err : new Error(String(err)));
}

function handshakeToken(socket: Socket<ClientToServer, ServerToClient>): string | null {
  const fromAuth: unknown = socket.handshake.auth.token;
  if (typeof fromAuth === 'string' && fromAuth !== '') return fromAuth;
  const header = socket.handshake.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1] ?? null;
}
