import { hasRoom, limitAt, type SlotCapacity, type SlotLimit } from './capacity';
import { promiseRange } from './predictor';
import { todayRange } from '../catalog/hours';
import { SLOT_MINUTES, serviceDateOf, slotContaining } from './slots';

/**
 * What-if replay: a past day's orders run through proposed rules (slot capacity and/or a
 * preparation time), writing nothing. The kitchen is assumed to have finished each order
 * when it really did; what changes is which slot it would have had, whether it would have
 * been taken at all, and whether its promise would have been kept.
 */

export interface ReplayOrder {
  orderId: string;
  placedAt: string;
  items: number;
  kind: 'asap' | 'scheduled';
  /** A scheduled order's slot start. */
  slotStart: string | null;
  promisedAt: string;
  readyAt: string | null;
  cancelledAt: string | null;
  /** What the customer paid (cents): what turning it away would have lost. */
  value: number;
  /** Units of each item ordered, for a proposed stock count. */
  lines: readonly { menuItemId: string; quantity: number }[];
}

/** A proposed stock count: `left` units of an item for the day (issue 32). */
export interface ReplayStock {
  itemId: string;
  left: number;
}

export interface ReplayRules {
  timezone: string;
  /** null keeps the day's real behaviour: no limit. */
  capacity: SlotCapacity | null;
  /** Minutes promised for an ASAP order; null keeps each order's real promise. */
  prepMinutes: number | null;
  /** Proposed stock counts: an order wanting more than is left is turned away. */
  stock?: readonly ReplayStock[];
  /**
   * A proposed closure of this local date (YYYY-MM-DD): ASAP orders, and scheduled ones
   * collected that day, are turned away.
   */
  closedDate?: string | null;
}

export type ProposedOutcome = 'same' | 'moved' | 'turned_away';

export interface ReplayedOrder {
  orderId: string;
  placedAt: string;
  readyAt: string | null;
  value: number;
  actual: { promisedAt: string; kept: boolean | null };
  proposed: { outcome: ProposedOutcome; promisedAt: string | null; kept: boolean | null };
}

export interface ReplaySide {
  orders: number;
  /** Orders ready by their promise, of those that got ready. */
  kept: number;
  late: number;
  keptShare: number | null;
}

export interface ReplayResult {
  orders: ReplayedOrder[];
  actual: ReplaySide;
  proposed: ReplaySide & { moved: number; turnedAway: number; turnedAwayValue: number };
}

const SLOT_MS = SLOT_MINUTES * 60_000;

const keptBy = (readyAt: string | null, promisedAt: string | null) =>
  readyAt === null || promisedAt === null ? null : Date.parse(readyAt) <= Date.parse(promisedAt);

function side(kept: (boolean | null)[], orders: number): ReplaySide {
  const k = kept.filter((x) => x === true).length;
  const late = kept.filter((x) => x === false).length;
  return { orders, kept: k, late, keptShare: k + late === 0 ? null : k / (k + late) };
}

type Step =
  | { at: number; kind: 'place'; order: ReplayOrder }
  | { at: number; kind: 'cancel'; orderId: string };

/** Places and cancellations in time order (a cancellation frees its place for later orders). */
function timeline(orders: readonly ReplayOrder[]): Step[] {
  const steps: Step[] = [];
  for (const order of orders) {
    steps.push({ at: Date.parse(order.placedAt), kind: 'place', order });
    if (order.cancelledAt)
      steps.push({ at: Date.parse(order.cancelledAt), kind: 'cancel', orderId: order.orderId });
  }
  // Stable, with places before cancellations at the same instant: orders placed together
  // keep their order, and an order cancelled the instant it was placed held its place.
  const rank = (s: Step) => (s.kind === 'place' ? 0 : 1);
  return steps.sort((a, b) => a.at - b.at || rank(a) - rank(b));
}

export function replayDay(orders: readonly ReplayOrder[], rules: ReplayRules): ReplayResult {
  const use = new Map<number, { orders: number; items: number }>();
  const held = new Map<string, { slot: number; items: number }>();
  const outcomes = new Map<string, ReplayedOrder['proposed']>();

  const limits = new Map<number, SlotLimit>();
  function fits(slot: number, items: number): boolean {
    if (!rules.capacity) return true;
    let limit = limits.get(slot);
    if (!limit) {
      limit = limitAt(rules.capacity, rules.timezone, new Date(slot));
      limits.set(slot, limit);
    }
    return hasRoom(limit, use.get(slot) ?? { orders: 0, items: 0 }, items);
  }

  const left = new Map((rules.stock ?? []).map((s) => [s.itemId, s.left]));
  const taken = new Map<string, readonly { menuItemId: string; quantity: number }[]>();
  /** Takes the counted units the order wants, all or none: false when one runs short. */
  function takeStock(order: ReplayOrder): boolean {
    const counted = order.lines.filter((l) => left.has(l.menuItemId));
    const wanted = new Map<string, number>();
    for (const l of counted) wanted.set(l.menuItemId, (wanted.get(l.menuItemId) ?? 0) + l.quantity);
    for (const [id, n] of wanted) if ((left.get(id) ?? 0) < n) return false;
    for (const [id, n] of wanted) left.set(id, (left.get(id) ?? 0) - n);
    taken.set(order.orderId, counted);
    return true;
  }

  const closedOut = (order: ReplayOrder) =>
    rules.closedDate !== undefined &&
    rules.closedDate !== null &&
    (order.kind === 'asap' ||
      (order.slotStart !== null &&
        serviceDateOf(rules.timezone, new Date(order.slotStart)) === rules.closedDate));

  function place(order: ReplayOrder) {
    if (closedOut(order) || !takeStock(order)) {
      outcomes.set(order.orderId, { outcome: 'turned_away', promisedAt: null, kept: null });
      return;
    }
    const placed = new Date(order.placedAt);
    const promised =
      order.kind === 'asap' && rules.prepMinutes !== null
        ? promiseRange(placed, rules.prepMinutes).promisedAt
        : order.promisedAt;
    // An ASAP order belongs to the slot it is ready by the end of, as at checkout.
    const readyInstant =
      (rules.prepMinutes !== null
        ? placed.getTime() + rules.prepMinutes * 60_000
        : Date.parse(order.promisedAt)) - 1;
    const wanted =
      order.kind === 'scheduled' && order.slotStart
        ? Date.parse(order.slotStart)
        : slotContaining(new Date(readyInstant)).getTime();
    let slot: number | null = wanted;
    if (!fits(wanted, order.items)) {
      slot = null;
      // An ASAP order is promised the next slot with room that day; a scheduled one is refused.
      if (order.kind === 'asap') {
        const dayEnd = todayRange(rules.timezone, new Date(wanted)).end.getTime();
        for (let s = wanted + SLOT_MS; s < dayEnd && slot === null; s += SLOT_MS)
          if (fits(s, order.items)) slot = s;
      }
    }
    if (slot === null) {
      outcomes.set(order.orderId, { outcome: 'turned_away', promisedAt: null, kept: null });
      // Refused orders take nothing: their units stay for the next customer.
      for (const l of taken.get(order.orderId) ?? [])
        left.set(l.menuItemId, (left.get(l.menuItemId) ?? 0) + l.quantity);
      taken.delete(order.orderId);
      return;
    }
    const u = use.get(slot) ?? { orders: 0, items: 0 };
    use.set(slot, { orders: u.orders + 1, items: u.items + order.items });
    held.set(order.orderId, { slot, items: order.items });
    const promisedAt = slot === wanted ? promised : new Date(slot + SLOT_MS).toISOString();
    outcomes.set(order.orderId, {
      outcome: slot === wanted ? 'same' : 'moved',
      promisedAt,
      kept: keptBy(order.readyAt, promisedAt),
    });
  }

  for (const step of timeline(orders)) {
    if (step.kind === 'place') {
      place(step.order);
      continue;
    }
    // A cancelled order gives its units back, as it does for real.
    for (const l of taken.get(step.orderId) ?? [])
      left.set(l.menuItemId, (left.get(l.menuItemId) ?? 0) + l.quantity);
    taken.delete(step.orderId);
    const h = held.get(step.orderId);
    if (!h) continue;
    const u = use.get(h.slot) ?? { orders: 0, items: 0 };
    use.set(h.slot, { orders: u.orders - 1, items: u.items - h.items });
    held.delete(step.orderId);
  }

  const replayed = orders.map((o) => ({
    orderId: o.orderId,
    placedAt: o.placedAt,
    readyAt: o.readyAt,
    value: o.value,
    actual: { promisedAt: o.promisedAt, kept: keptBy(o.readyAt, o.promisedAt) },
    proposed: outcomes.get(o.orderId) ?? { outcome: 'turned_away', promisedAt: null, kept: null },
  }));
  const proposed = replayed.map((o) => o.proposed);
  return {
    orders: replayed,
    actual: side(
      replayed.map((o) => o.actual.kept),
      orders.length,
    ),
    proposed: {
      ...side(
        proposed.map((p) => p.kept),
        proposed.filter((p) => p.outcome !== 'turned_away').length,
      ),
      moved: proposed.filter((p) => p.outcome === 'moved').length,
      turnedAway: proposed.filter((p) => p.outcome === 'turned_away').length,
      turnedAwayValue: replayed
        .filter((o) => o.proposed.outcome === 'turned_away')
        .reduce((sum, o) => sum + o.value, 0),
    },
  };
}
