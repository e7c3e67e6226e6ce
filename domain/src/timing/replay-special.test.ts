import { describe, expect, it } from 'vitest';
import { replayDay, type ReplayOrder } from './replay';

const T0 = Date.parse('2025-01-15T12:00:00Z');
const iso = (ms: number) => new Date(ms).toISOString();
const min = 60_000;

/** An ASAP order placed (i + 1) × 10 s after noon UTC for `quantity` brisket plates at $18. */
function order(i: number, quantity = 1, over: Partial<ReplayOrder> = {}): ReplayOrder {
  const placed = T0 + (i + 1) * 10_000;
  return {
    orderId: `o${i}`,
    placedAt: iso(placed),
    items: quantity,
    kind: 'asap',
    slotStart: null,
    promisedAt: iso(placed + 20 * min),
    readyAt: iso(placed + 15 * min),
    cancelledAt: null,
    value: 1800 * quantity,
    lines: [{ menuItemId: 'brisket', quantity }],
    ...over,
  };
}
const rules = { timezone: 'UTC', capacity: null, prepMinutes: null };
const turnedAway = (r: ReturnType<typeof replayDay>) =>
  r.orders.filter((o) => o.proposed.outcome === 'turned_away').map((o) => o.orderId);

describe('replayDay with a stock count', () => {
  const day = Array.from({ length: 6 }, (_, i) => order(i));

  it('"only 3 brisket" takes the first three orders and turns three away, $54 lost', () => {
    const r = replayDay(day, { ...rules, stock: [{ itemId: 'brisket', left: 3 }] });
    expect(turnedAway(r)).toEqual(['o3', 'o4', 'o5']);
    expect(r.proposed).toMatchObject({ orders: 3, turnedAway: 3, turnedAwayValue: 5400 });
    expect(r.actual.orders).toBe(6);
  });

  it('a cancelled order gives its unit back to the next customer', () => {
    // o1 is cancelled 35 s after noon: after o2 was placed, before o3.
    const withCancel = day.map((o) =>
      o.orderId === 'o1' ? { ...o, cancelledAt: iso(T0 + 35_000) } : o,
    );
    const r = replayDay(withCancel, { ...rules, stock: [{ itemId: 'brisket', left: 3 }] });
    expect(turnedAway(r)).toEqual(['o4', 'o5']);
    expect(r.proposed.turnedAwayValue).toBe(3600);
  });

  it('an order wanting more than is left is turned away whole; a smaller one after it still fits', () => {
    const r = replayDay([order(0, 2), order(1, 2), order(2, 1)], {
      ...rules,
      stock: [{ itemId: 'brisket', left: 3 }],
    });
    expect(turnedAway(r)).toEqual(['o1']);
    expect(r.proposed).toMatchObject({ turnedAway: 1, turnedAwayValue: 3600 });
  });

  it('items without a count are never turned away', () => {
    const r = replayDay(day, { ...rules, stock: [{ itemId: 'ribs', left: 0 }] });
    expect(r.proposed).toMatchObject({ turnedAway: 0, turnedAwayValue: 0 });
  });
});

describe('replayDay with a closure', () => {
  it('turns away every ASAP order and the scheduled ones collected that day, not those for later', () => {
    const forTomorrow = order(1, 1, {
      kind: 'scheduled',
      slotStart: '2025-01-16T12:00:00.000Z',
      promisedAt: '2025-01-16T12:15:00.000Z',
    });
    const forToday = order(2, 2, {
      kind: 'scheduled',
      slotStart: '2025-01-15T18:00:00.000Z',
      promisedAt: '2025-01-15T18:15:00.000Z',
    });
    const r = replayDay([order(0), forTomorrow, forToday], { ...rules, closedDate: '2025-01-15' });
    expect(turnedAway(r)).toEqual(['o0', 'o2']);
    expect(r.proposed).toMatchObject({ orders: 1, turnedAway: 2, turnedAwayValue: 1800 + 3600 });
  });

  it("reads the slot's date in the restaurant's zone", () => {
    // 03:00 UTC on the 16th is 22:00 on the 15th in New York.
    const late = order(0, 1, {
      kind: 'scheduled',
      slotStart: '2025-01-16T03:00:00.000Z',
      promisedAt: '2025-01-16T03:15:00.000Z',
    });
    const ny = { ...rules, timezone: 'America/New_York' };
    expect(turnedAway(replayDay([late], { ...ny, closedDate: '2025-01-15' }))).toEqual(['o0']);
    expect(turnedAway(replayDay([late], { ...ny, closedDate: '2025-01-16' }))).toEqual([]);
  });
});
