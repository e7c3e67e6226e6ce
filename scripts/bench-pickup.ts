/**
 * `npm run bench:pickup`: the pickup timing done for every order and every checkout, in
 * memory. A restaurant with opening hours, a menu with its own hours and cutoff, and slot
 * capacity: each ASAP and each scheduled order (90 minutes ahead) is planned as POST
 * /api/orders plans it, and checkout's offer (every slot today and tomorrow) is worked out as
 * GET .../pickup-slots does, at instants a few seconds apart through the day. Reports
 * microseconds per call. The last line printed is one JSON object.
 */
import { DAYS, type WeeklyHours } from '@pickup/domain/catalog/hours-types';
import type { SlotCapacity } from '@pickup/domain/timing/capacity';
import { planPickup, type PlanInput } from '@pickup/domain/timing/pickup';
import { pickupSlots, type MenuHours } from '@pickup/domain/timing/slots';

const CALLS = Number(process.env.BENCH_PICKUP_CALLS ?? 20_000);
const TIMEZONE = 'America/New_York';
const DAY_START = Date.parse('2030-01-15T13:00:00.000Z'); // 08:00 in New York
const STEP_MS = 2_345; // instants seconds apart, round and round 08:00 to 19:00
const SPAN_MS = 11 * 3_600_000;

const week = (start: string, end: string): WeeklyHours =>
  Object.fromEntries(DAYS.map((d) => [d, { start, end, closed: false }])) as WeeklyHours;
const hours = week('07:00', '23:30');
const menus: MenuHours[] = [{ availableHours: week('07:30', '23:00'), cutoffMinutes: 15 }];
const capacity: SlotCapacity = {
  orders: 12,
  items: 40,
  byWeekday: { fri: { orders: 20, items: 60 }, sat: { orders: 20, items: 60 } },
};
const rules = { timezone: TIMEZONE, hours, menus };

const at = (i: number) => new Date(DAY_START + ((i * STEP_MS) % SPAN_MS));
const asap = (i: number): PlanInput => ({
  request: { kind: 'asap' },
  now: at(i),
  rules,
  prepMinutes: 18,
  capacity,
  takingOrdersNow: true,
});
const scheduled = (i: number): PlanInput => {
  const now = at(i);
  const slot = Math.ceil((now.getTime() + 90 * 60_000) / 900_000) * 900_000;
  return { ...asap(i), request: { kind: 'scheduled', slotStart: new Date(slot).toISOString() } };
};
const offer = (i: number) =>
  pickupSlots({ ...rules, earliestReadyAt: new Date(at(i).getTime() + 18 * 60_000) }, at(i));

/** Microseconds per call of `run`, after a warm-up. */
function measure(run: (i: number) => unknown): number {
  for (let i = 0; i < 2_000; i++) run(i);
  const started = performance.now();
  for (let i = 0; i < CALLS; i++) run(i);
  return ((performance.now() - started) * 1000) / CALLS;
}

const asapUs = measure((i) => planPickup(asap(i)));
const scheduledUs = measure((i) => planPickup(scheduled(i)));
const offerUs = measure(offer);
const slotsOffered = offer(0).length;
console.log(
  `pickup plan per order: ASAP ${asapUs.toFixed(1)} µs, scheduled ${scheduledUs.toFixed(1)} µs; checkout's offer (${slotsOffered} slots) ${offerUs.toFixed(1)} µs`,
);
console.log(
  JSON.stringify({
    calls: CALLS,
    asapPlanUs: Number(asapUs.toFixed(1)),
    scheduledPlanUs: Number(scheduledUs.toFixed(1)),
    checkoutOfferUs: Number(offerUs.toFixed(1)),
    slotsOffered,
  }),
);
