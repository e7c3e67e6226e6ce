type Handler = (...args: unknown[]) => void;

/**
 * Stands in for the Socket.IO server: tests push `order:updated` and other signals, drop and restore the
 * connection, and read what the client subscribed to.
 */
export function createFakeSocket() {
  const handlers = new Map<string, Set<Handler>>();
  const fire = (event: string, ...args: unknown[]) =>
    [...(handlers.get(event) ?? [])].forEach((h) => h(...args));
  const subscriptions: unknown[] = [];
  const socket = {
    connected: false,
    active: true,
    on(event: string, handler: Handler) {
      if (!handlers.has(event)) handlers.set(event, new Set());
      handlers.get(event)!.add(handler);
      return socket;
    },
    off(event: string, handler: Handler) {
      handlers.get(event)?.delete(handler);
      return socket;
    },
    emit(event: string, payload: unknown) {
      if (event === 'subscribe') subscriptions.push(payload);
      return socket;
    },
    connect() {
      return socket;
    },
    disconnect() {
      socket.connected = false;
      return socket;
    },
  };
  return {
    socket,
    subscriptions,
    connect() {
      socket.connected = true;
      fire('connect');
    },
    drop() {
      socket.connected = false;
      fire('disconnect', 'transport close');
    },
    /** Any other server signal, e.g. `projection:rebuild`. */
    signal(event: string, payload: unknown) {
      fire(event, payload);
    },
    push(update: { orderId: string; restaurantId?: string; status: string }) {
      fire('order:updated', {
        restaurantId: 'r-1',
        updatedAt: new Date().toISOString(),
        ...update,
      });
    },
  };
}

export type FakeSocket = ReturnType<typeof createFakeSocket>;

/** The socket the mocked `io()` hands out; replace it per test. */
export const fakeLive: { current: FakeSocket } = { current: createFakeSocket() };
