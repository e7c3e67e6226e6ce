import type { Server } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';

/** A kept-alive connection with no request in progress, answered this long ago, is idle. */
const QUIET_MS = 250;
/** A connection that has not yet sent its first request is given longer. */
const FIRST_REQUEST_MS = 2_000;
const SWEEP_MS = 50;

interface ConnectionState {
  requests: number;
  answered: number;
  lastActiveAt: number;
}

/**
 * Tracks each connection's requests in progress and when it was last active (opened, or
 * answered), so that a shutdown can tell an idle keep-alive connection from a new one whose
 * first request has arrived but is not parsed yet: Node's closeIdleConnections (which
 * http.Server#close calls) cuts that one too, and its client gets no answer. Attach before
 * the server listens.
 */
export function trackConnections(server: Server) {
  const open = new Map<Socket, ConnectionState>();
  let lastAcceptedAt = 0;
  server.on('connection', (socket: Socket) => {
    lastAcceptedAt = Date.now();
    open.set(socket, { requests: 0, answered: 0, lastActiveAt: lastAcceptedAt });
    socket.once('close', () => open.delete(socket));
  });
  server.on('request', (req, res) => {
    const state = open.get(req.socket);
    if (!state) return;
    state.requests += 1;
    res.once('close', () => {
      state.requests -= 1;
      state.answered += 1;
      state.lastActiveAt = Date.now();
    });
  });

  /** Ends connections that are idle now; a busy one closes after its answer (Connection: close). */
  const closeIdle = () => {
    const now = Date.now();
    for (const [socket, state] of open) {
      const quietFor = state.answered > 0 ? QUIET_MS : FIRST_REQUEST_MS;
      if (state.requests === 0 && now - state.lastActiveAt >= quietFor) socket.end();
    }
  };

  /**
   * Timers run before the event loop reads sockets and accepts connections: on a busy loop a
   * timer's work would judge connections before what arrived meanwhile was taken in. Work
   * done from setImmediate comes after that I/O phase.
   */
  const afterIo = (work: () => void) => () => setImmediate(work);

  /**
   * Lets every request already received finish and be answered, then stops: answers say
   * `Connection: close` meanwhile. The listener closes (new connections are then refused) once
   * no connection was accepted for QUIET_MS: connections the kernel has queued for us, requests
   * written into them included, would be reset by closing it sooner. Keep-alive connections
   * are ended once idle; after `timeoutMs` whatever is still open is cut.
   */
  return function closeGracefully(timeoutMs: number): Promise<void> {
    return new Promise((resolve) => {
      const startedAt = Date.now();
      const timer = setTimeout(() => server.closeAllConnections(), timeoutMs);
      let sweeper: NodeJS.Timeout | undefined;
      const stopListening = afterIo(() => {
        const now = Date.now();
        if (now - lastAcceptedAt < QUIET_MS && now - startedAt < timeoutMs / 2) {
          setTimeout(stopListening, SWEEP_MS);
          return;
        }
        // http.Server#close would also close every connection it deems idle: listener only.
        NetServer.prototype.close.call(server, () => {
          clearTimeout(timer);
          clearInterval(sweeper);
          resolve();
        });
        closeIdle();
        sweeper = setInterval(afterIo(closeIdle), SWEEP_MS);
      });
      setTimeout(stopListening, QUIET_MS);
    });
  };
}
