import { describe, expect, it } from 'vitest';
import type { SlotCapacity } from './capacity';
import { replayDay, type ReplayOrder } from './replay';

const T0 = Date.parse('2025-01-15T12:00:00Z');
const iso = (ms: number) => new Date(ms).toISOString();
const min = 60_000;

/** An ASAP order placed `i` + 1 times 10 s after noon, promised in 10 minutes, ready in 14. */
function asap(i: number, over: Partial<ReplayOrder> = {}): ReplayOrder {
  const placed = T0 + (i + 1) * 10_000;
  return {
    orderId: `o${i}`,
    placedAt: iso(placed),
    items: 1,
    kind: 'asap',
    slotStart: null,
    promisedAt: iso(placed + 10 * min),
    readyAt: iso(placed + 14 * min),
    cancelledAt: null,
    value: 1000,
    lines: [{ menuItemId: 'burger', quantity: 1 }],
    ...over,
  };
}
const cap = (orders: number): SlotCapacity => ({ orders, items: null, byWeekday: {} });

describe('replayDay', () => {
  const day = Array.from({ length: 12 }, (_, i) => asap(i));

  it('keeps promises that a longer preparation setting would have made', () => {
    const r = replayDay(day, { timezone: 'UTC', capacity: null, prepMinutes: 15 });
    expect(r.actual).toEqual({ orders: 12, kept: 0, late: 12, keptShare: 0 });
    expect(r.proposed).toEqual({
      orders: 12,
      kept: 12,
      late: 0,
      keptShare: 1,
      moved: 0,
      turnedAway: 0,
      turnedAwayValue: 0,
    });
    expect(r.orders[0]?.proposed.promisedAt).toBe('2025-01-15T12:20:00.000Z');
  });

  it('moves ASAP orders past a full slot to the next slots with room', () => {
    const r = replayDay(day, { timezone: 'UTC', capacity: cap(5), prepMinutes: 15 });
    expect(r.proposed).toMatchObject({ moved: 7, turnedAway: 0, kept: 12 });
    expect(r.orders.map((o) => o.proposed.promisedAt?.slice(11, 16))).toEqual([
      ...Array(5).fill('12:20'),
      ...Array(5).fill('12:45'),
      ...Array(2).fill('13:00'),
    ]);
  });

  it('turns away a scheduled order whose slot is full, and lets a cancellation free a place', () => {
    const slotStart = '2025-01-15T12:30:00.000Z';
    const scheduled = (i: number, over: Partial<ReplayOrder> = {}) =>
      asap(i, { kind: 'scheduled', slotStart, promisedAt: '2025-01-15T12:45:00.000Z', ...over });
    const orders = [
      scheduled(1),
      scheduled(2, { cancelledAt: iso(T0 + 60_000) }),
      scheduled(20), // placed after the cancellation: takes the freed place
      scheduled(21), // refused
    ];
    const r = replayDay(orders, { timezone: 'UTC', capacity: cap(2), prepMinutes: null });
    expect(r.orders.map((o) => o.proposed.outcome)).toEqual([
      'same',
      'same',
      'same',
      'turned_away',
    ]);
    expect(r.proposed).toMatchObject({ orders: 3, turnedAway: 1, moved: 0 });
  });

  it('replays a generated rush with a known answer', () => {
    // 40 orders in the same minute all want the 12:15 slot; 4 fit per slot, so they fill
    // ten slots, 12:15 to 14:30, and 36 are moved.
    const rush = Array.from({ length: 40 }, (_, i) =>
      asap(Math.floor(i / 7), { orderId: `r${i}` }),
    );
    const r = replayDay(rush, { timezone: 'UTC', capacity: cap(4), prepMinutes: 15 });
    expect(r.proposed.moved).toBe(36);
    const promised = new Set(r.orders.map((o) => o.proposed.promisedAt));
    expect(promised.size).toBe(10);
    expect(r.orders.at(-1)?.proposed.promisedAt).toBe('2025-01-15T14:45:00.000Z');
  });
});
