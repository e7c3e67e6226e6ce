import type { Server } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';

/** A connection with no request in progress, opened or last answered this long ago, is idle. */
const QUIET_MS = 250;
const SWEEP_MS = 50;

/**
 * Tracks each connection's requests in progress and when it was last active (opened, or
 * answered), so that a shutdown can tell an idle keep-alive connection from a new one whose
 * first request has arrived but is not parsed yet: Node's closeIdleConnections (which
 * http.Server#close calls) cuts that one too, and its client gets no answer. Attach before
 * the server listens.
 */
export function trackConnections(server: Server) {
  const busy = new Map<Socket, { requests: number; lastActiveAt: number }>();
  server.on('connection', (socket: Socket) => {
    const state = { requests: 0, lastActiveAt: Date.now() };
    busy.set(socket, state);
    socket.once('close', () => busy.delete(socket));
  });
  server.on('request', (req, res) => {
    const state = busy.get(req.socket);
    if (!state) return;
    state.requests += 1;
    res.once('close', () => {
      state.requests -= 1;
      state.lastActiveAt = Date.now();
    });
  });

  /**
   * Ends connections that are idle now; a busy one closes after its answer (Connection: close).
   * Run from setImmediate, after the event loop's I/O phase: timers run before it, so a loop
   * that was busy would otherwise judge connections before reading what arrived meanwhile.
   */
  const closeIdle = () => {
    const quietSince = Date.now() - QUIET_MS;
    for (const [socket, state] of busy) {
      if (state.requests === 0 && state.lastActiveAt <= quietSince) socket.end();
    }
  };

  /**
   * Stops accepting (new connections are then refused), lets every request already received
   * finish and be answered, ends keep-alive connections once idle, and after `timeoutMs`
   * cuts whatever is still open. The first QUIET_MS changes nothing but the answers'
   * `Connection: close`: connections the kernel has already queued for us (a client may have
   * written its request into one) would be reset by closing the listener at once, and a
   * request written into a kept-alive connection just before the signal may not have been
   * read yet; both are taken in first.
   */
  return function closeGracefully(timeoutMs: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => server.closeAllConnections(), timeoutMs);
      let sweeper: NodeJS.Timeout | undefined;
      const afterIo = (work: () => void) => () => setImmediate(work);
      // After the I/O phase, as closeIdle: accepting drains the kernel's queue of connections.
      setTimeout(
        afterIo(() => {
          // http.Server#close would also close every connection it deems idle, which includes
          // one whose request has arrived but is not parsed yet: stop listening only.
          NetServer.prototype.close.call(server, () => {
            clearTimeout(timer);
            clearInterval(sweeper);
            resolve();
          });
          closeIdle();
          sweeper = setInterval(afterIo(closeIdle), SWEEP_MS);
        }),
        QUIET_MS,
      );
    });
  };
}
