/**
 * `npm run bench:replay`: the what-if replay of a busy restaurant day. 2,000 orders (ASAP,
 * with some scheduled and cancelled) are generated as their events, turned into the day's
 * orders and replayed through a proposed slot capacity and preparation time, in memory as
 * the endpoint does after reading the streams. Target: under 1 s. The last line printed is
 * one JSON object.
 */
import type { OrderEvent } from '@pickup/domain/ordering/order';
import { replayDay } from '@pickup/domain/timing/replay';
import { replayOrdersFrom } from '@pickup/domain/timing/replay-orders';

const ORDERS = Number(process.env.BENCH_REPLAY_ORDERS ?? 2000);
const TARGET_MS = 1000;
const DAY_START = Date.parse('2030-01-15T10:00:00.000Z');
const MINUTE = 60_000;
const iso = (ms: number) => new Date(ms).toISOString();

/** A day's events, deterministic: an order every 18 s from 10:00, ready 8 to 30 min later. */
function dayEvents(): OrderEvent[] {
  const events: OrderEvent[] = [];
  for (let i = 0; i < ORDERS; i++) {
    const placed = DAY_START + i * 18_000;
    const orderId = `o${i}`;
    const scheduled = i % 10 === 0;
    const slot = Math.ceil((placed + 60 * MINUTE) / (15 * MINUTE)) * 15 * MINUTE;
    const promisedAt = scheduled ? slot + 15 * MINUTE : placed + 15 * MINUTE;
    events.push({
      type: 'OrderPlaced',
      data: {
        orderId,
        customerId: `c${i % 300}`,
        restaurantId: 'r1',
        restaurant: {
          name: 'Bench Bistro',
          address: '1 Main St',
          phone: '',
          taxRate: '0.0875',
          estimatedPickupTime: 15,
          timezone: 'America/New_York',
        },
        lines: [],
        subtotalCents: 1000,
        taxCents: 88,
        totalCents: 1088,
        placedAt: iso(placed),
        estimatedReadyAt: iso(promisedAt),
        pickup: {
          kind: scheduled ? 'scheduled' : 'asap',
          promisedFrom: iso(scheduled ? slot : promisedAt - 5 * MINUTE),
          promisedAt: iso(promisedAt),
          fireAt: iso(scheduled ? slot - 15 * MINUTE : placed),
        },
      },
    });
    const by = { id: 'owner', role: 'restaurant_owner' as const };
    const change = (to: 'ready' | 'cancelled', at: number): OrderEvent => ({
      type: 'OrderStatusChanged',
      data: { orderId, from: 'preparing', to, by, at: iso(at) },
    });
    if (i % 25 === 0) events.push(change('cancelled', placed + 2 * MINUTE));
    else events.push(change('ready', (scheduled ? slot : placed) + (8 + (i % 23)) * MINUTE));
  }
  return events;
}

const events = dayEvents();
const started = performance.now();
const orders = replayOrdersFrom(events);
const result = replayDay(orders, {
  timezone: 'America/New_York',
  capacity: { orders: 40, items: null, byWeekday: { tue: { orders: 35, items: null } } },
  prepMinutes: 20,
});
const ms = performance.now() - started;
console.log(
  `replayed ${orders.length} orders in ${ms.toFixed(1)} ms: actual kept ${result.actual.kept}, proposed kept ${result.proposed.kept}, moved ${result.proposed.moved}, turned away ${result.proposed.turnedAway}`,
);
console.log(
  JSON.stringify({
    orders: orders.length,
    replayMs: Number(ms.toFixed(1)),
    targetMs: TARGET_MS,
    targetMet: ms < TARGET_MS,
    actualKept: result.actual.kept,
    proposedKept: result.proposed.kept,
    moved: result.proposed.moved,
    turnedAway: result.proposed.turnedAway,
  }),
);
