import type { OrderEvent } from '../ordering/order';
import type { ReplayOrder } from './replay';

/**
 * A day's orders for the replay, read from their own events: when each was placed, what it
 * promised, when it first became ready and when it was cancelled.
 */
export function replayOrdersFrom(events: readonly OrderEvent[]): ReplayOrder[] {
  const orders = new Map<string, ReplayOrder>();
  for (const event of events) {
    if (event.type === 'OrderPlaced') {
      const d = event.data;
      orders.set(d.orderId, {
        orderId: d.orderId,
        placedAt: d.placedAt,
        items: d.lines.reduce((n, l) => n + l.quantity, 0),
        kind: d.pickup?.kind ?? 'asap',
        slotStart: d.pickup?.kind === 'scheduled' ? (d.pickup.promisedFrom ?? null) : null,
        promisedAt: d.pickup?.promisedAt ?? d.estimatedReadyAt,
        readyAt: null,
        cancelledAt: null,
        value: d.totalCents,
        lines: d.lines.map((l) => ({ menuItemId: l.menuItemId, quantity: l.quantity })),
      });
      continue;
    }
    const order = orders.get(event.data.orderId);
    if (!order || event.type !== 'OrderStatusChanged') continue;
    if (event.data.to === 'ready' && order.readyAt === null) order.readyAt = event.data.at;
    if (event.data.to === 'cancelled') order.cancelledAt = event.data.at;
  }
  return [...orders.values()];
}
