import { localDate } from '@pickup/domain/catalog/special-day-status';
import type { PickupView } from '@pickup/projections/orders/contract';

/**
 * Pickup times as customers read them: always in the restaurant's own zone (DESIGN "Service
 * controls and time"), with "today"/"tomorrow" judged there too.
 */

export type PickupTime = Pick<PickupView, 'kind' | 'promisedFrom' | 'promisedAt'>;

const formats = new Map<string, Intl.DateTimeFormat>();
/** A formatter for the zone, made once per locale, zone and options. */
function formatIn(
  locale: 'en-GB' | 'en-US',
  timezone: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${locale}|${timezone}|${JSON.stringify(options)}`;
  let f = formats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, { timeZone: timezone, ...options });
    formats.set(key, f);
  }
  return f;
}
const format = (timezone: string, options: Intl.DateTimeFormatOptions) =>
  formatIn('en-GB', timezone, options);
const usFormat = (timezone: string, options: Intl.DateTimeFormatOptions) =>
  formatIn('en-US', timezone, options);

/** "12:40" in the zone, 24-hour like the restaurant's hours. */
export const clockTime = (iso: string, timezone: string): string =>
  format(timezone, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));

/** "Today", "Tomorrow" or "Thu 16 Jan", for the day of `iso` in the zone. */
export function dayLabel(iso: string, timezone: string, now: Date = new Date()): string {
  const day = localDate(timezone, new Date(iso));
  if (day === localDate(timezone, now)) return 'Today';
  if (day === localDate(timezone, new Date(now.getTime() + 86_400_000))) return 'Tomorrow';
  return format(timezone, { weekday: 'short', day: 'numeric', month: 'short' }).format(
    new Date(iso),
  );
}

/** "12:40–12:45": the short range a promise is shown as. */
export const timeRange = (from: string, to: string, timezone: string): string =>
  `${clockTime(from, timezone)}–${clockTime(to, timezone)}`;

/** "Ready today 12:40–12:45" / "Pickup tomorrow 09:15–09:30". */
export function pickupText(pickup: PickupTime, timezone: string, now: Date = new Date()): string {
  const day = dayLabel(pickup.promisedFrom, timezone, now).replace(/^(Today|Tomorrow)$/, (d) =>
    d.toLowerCase(),
  );
  const verb = pickup.kind === 'scheduled' ? 'Pickup' : 'Ready';
  return `${verb} ${day} ${timeRange(pickup.promisedFrom, pickup.promisedAt, timezone)}`;
}

/**
 * Issue 28: the receipt reads every time one way, as the restaurant's own clock does in US
 * English (like its hours and "Open until 10 PM"): 12-hour, zone named, the same as
 * restaurantTime. "Ready today 1:18 – 1:23 AM EST" / "Pickup Thu, Jan 16 12:00 – 12:15 PM EST".
 */
export function pickupTextUs(pickup: PickupTime, timezone: string, now: Date = new Date()): string {
  const relative = dayLabel(pickup.promisedFrom, timezone, now);
  const day =
    relative === 'Today' || relative === 'Tomorrow'
      ? relative.toLowerCase()
      : usFormat(timezone, { weekday: 'short', month: 'short', day: 'numeric' }).format(
          new Date(pickup.promisedFrom),
        );
  const verb = pickup.kind === 'scheduled' ? 'Pickup' : 'Ready';
  const range = usFormat(timezone, {
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).formatRange(new Date(pickup.promisedFrom), new Date(pickup.promisedAt));
  return `${verb} ${day} ${range}`;
}
