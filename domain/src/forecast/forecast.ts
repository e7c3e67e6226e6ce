import type { SlotCapacity, SlotLimit, Weekday } from '../timing/capacity';
import { sameWeekdayBefore } from './forecast-dates';

/**
 * Tonight's forecast: for each 15-minute pickup slot of a day, the orders and item quantities
 * expected from the same weekday of the last eight weeks, recent weeks weighing more, beside
 * the orders already booked for it. Pure: the summary, the dates and the special days to
 * leave out are passed in.
 *
 * Weights: the week before weighs 8, two weeks before 7, … eight weeks before 1. A week that
 * was a special day, or before the restaurant's first order, is left out and the others'
 * weights are shared out again. Fewer than MIN_WEEKS usable weeks: not enough history yet.
 */

export const WEEK_WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 1] as const;
export const MIN_WEEKS = 3;

export interface ItemCount {
  itemId: string;
  name: string;
  quantity: number;
}

/** One row of the summary: a restaurant's orders for one pickup slot of one local date. */
export interface SlotSummary {
  /** Local date, YYYY-MM-DD. */
  date: string;
  /** The slot's local start, HH:MM. */
  slot: string;
  orders: number;
  items: readonly ItemCount[];
}

export interface ForecastInput {
  /** The local date forecast. */
  date: string;
  /** The first local date the restaurant had an order; null: none yet. */
  historyStart: string | null;
  /** Special days (closures, changed hours): their history says nothing about a usual day. */
  excludedDates: readonly string[];
  /** The summary of the forecast date and of its eight weeks before (other dates are ignored). */
  summary: readonly SlotSummary[];
  capacity: SlotCapacity;
}

export interface ForecastItem {
  itemId: string;
  name: string;
  expected: number;
  booked: number;
}

export interface ForecastSlot {
  slot: string;
  expectedOrders: number;
  bookedOrders: number;
  items: ForecastItem[];
  /** The slot's order limit on that weekday; null: none. */
  limit: SlotLimit;
  /** More orders or items expected (or already booked) than the slot takes. */
  overCapacity: boolean;
}

export interface PrepHour {
  /** HH:00: what the pickups of the hour starting then need, ready by then. */
  by: string;
  items: ItemCount[];
}

export interface WeekUsed {
  date: string;
  weight: number;
}

export type Forecast =
  | { status: 'not_enough_history'; weeks: WeekUsed[]; minWeeks: number }
  | { status: 'ready'; weeks: WeekUsed[]; slots: ForecastSlot[]; prep: PrepHour[] };

const WEEKDAY_BY_UTC_DAY: readonly Weekday[] = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];

function weekdayOf(date: string): Weekday {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return WEEKDAY_BY_UTC_DAY[new Date(Date.UTC(y, m - 1, d)).getUTCDay()]!;
}

const limitOn = (capacity: SlotCapacity, date: string): SlotLimit =>
  capacity.byWeekday[weekdayOf(date)] ?? { orders: capacity.orders, items: capacity.items };

/** Tenths: an owner reads "4.3 orders", not a float's tail. */
const tenths = (n: number) => Math.round(n * 10) / 10;
/** Whole units to prepare; a float's dust above a whole number is not one more pizza. */
const units = (n: number) => Math.ceil(n - 1e-9);

/** The weeks that count towards the forecast of `date`, with their weights. */
export function weeksUsed(
  date: string,
  historyStart: string | null,
  excludedDates: readonly string[],
): WeekUsed[] {
  const excluded = new Set(excludedDates);
  return sameWeekdayBefore(date).flatMap((d, i) =>
    historyStart !== null && d >= historyStart && !excluded.has(d)
      ? [{ date: d, weight: WEEK_WEIGHTS[i]! }]
      : [],
  );
}

interface Tally {
  orders: number;
  items: Map<string, ItemCount>;
}

function addTo(tallies: Map<string, Tally>, row: SlotSummary, factor: number) {
  let tally = tallies.get(row.slot);
  if (!tally) {
    tally = { orders: 0, items: new Map() };
    tallies.set(row.slot, tally);
  }
  tally.orders += row.orders * factor;
  for (const item of row.items) {
    const known = tally.items.get(item.itemId);
    if (known) known.quantity += item.quantity * factor;
    else tally.items.set(item.itemId, { ...item, quantity: item.quantity * factor });
  }
}

/** The weighted average of the usable weeks, by slot (weights sum to one). */
function expectedBySlot(summary: readonly SlotSummary[], weeks: WeekUsed[]): Map<string, Tally> {
  const total = weeks.reduce((sum, w) => sum + w.weight, 0);
  const share = new Map(weeks.map((w) => [w.date, w.weight / total]));
  const tallies = new Map<string, Tally>();
  // Most recent first, so an item renamed since is shown by its latest name.
  const rows = summary
    .filter((r) => share.has(r.date))
    .sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
  for (const row of rows) addTo(tallies, row, share.get(row.date)!);
  return tallies;
}

function bookedBySlot(summary: readonly SlotSummary[], date: string): Map<string, Tally> {
  const tallies = new Map<string, Tally>();
  for (const row of summary) if (row.date === date) addTo(tallies, row, 1);
  return tallies;
}

function prepList(slots: readonly ForecastSlot[]): PrepHour[] {
  const hours = new Map<string, Map<string, ItemCount>>();
  for (const slot of slots) {
    const by = `${slot.slot.slice(0, 2)}:00`;
    const items = hours.get(by) ?? new Map<string, ItemCount>();
    hours.set(by, items);
    for (const item of slot.items) {
      const planned = Math.max(item.expected, item.booked);
      const known = items.get(item.itemId);
      if (known) known.quantity += planned;
      else items.set(item.itemId, { itemId: item.itemId, name: item.name, quantity: planned });
    }
  }
  return [...hours.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([by, items]) => ({
      by,
      items: [...items.values()]
        .map((i) => ({ ...i, quantity: units(i.quantity) }))
        .filter((i) => i.quantity > 0)
        .sort((a, b) => b.quantity - a.quantity || a.name.localeCompare(b.name)),
    }))
    .filter((h) => h.items.length > 0);
}

/**
 * The forecast of `date`. A slot's plan is the larger of what is expected and what is already
 * booked (booked orders are certain; the forecast may not have seen them coming): that is what
 * the capacity flag and the prep list count.
 */
export function forecastDay(input: ForecastInput): Forecast {
  const weeks = weeksUsed(input.date, input.historyStart, input.excludedDates);
  if (weeks.length < MIN_WEEKS) return { status: 'not_enough_history', weeks, minWeeks: MIN_WEEKS };
  const expected = expectedBySlot(input.summary, weeks);
  const booked = bookedBySlot(input.summary, input.date);
  const limit = limitOn(input.capacity, input.date);
  const slotTimes = [...new Set([...expected.keys(), ...booked.keys()])].sort();
  const slots = slotTimes.map((slot): ForecastSlot => {
    const e = expected.get(slot);
    const b = booked.get(slot);
    const itemIds = new Set([...(e?.items.keys() ?? []), ...(b?.items.keys() ?? [])]);
    const items = [...itemIds].map((itemId) => {
      const fromHistory = e?.items.get(itemId);
      const fromBooked = b?.items.get(itemId);
      return {
        itemId,
        name: fromBooked?.name ?? fromHistory?.name ?? itemId,
        expected: tenths(fromHistory?.quantity ?? 0),
        booked: fromBooked?.quantity ?? 0,
      };
    });
    const expectedOrders = tenths(e?.orders ?? 0);
    const bookedOrders = b?.orders ?? 0;
    const plannedItems = items.reduce((sum, i) => sum + Math.max(i.expected, i.booked), 0);
    const overCapacity =
      (limit.orders !== null && Math.max(expectedOrders, bookedOrders) > limit.orders) ||
      (limit.items !== null && plannedItems > limit.items);
    return {
      slot,
      expectedOrders,
      bookedOrders,
      items: items.sort((a, b) => b.expected - a.expected || a.name.localeCompare(b.name)),
      limit,
      overCapacity,
    };
  });
  return { status: 'ready', weeks, slots, prep: prepList(slots) };
}
