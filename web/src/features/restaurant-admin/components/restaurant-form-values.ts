import type { WeeklyHours } from '@pickup/domain/catalog/hours-types';
import { DEFAULT_NO_SHOW_MINUTES } from '@pickup/domain/catalog/restaurant';
import { DEFAULT_LARGEST_ORDER_CENTS } from '@pickup/domain/ordering/order-size';
import { DEFAULT_REMIND_AFTER_MINUTES } from '@pickup/domain/ordering/reminder';
import { coordinateOrNull } from '@/components/management/location-fields';
import type { Restaurant } from '@/types/management';

export type RestaurantFormValues = {
  name: string;
  cuisine: string;
  description: string;
  address: string;
  phone: string;
  estimatedPickupTime: string;
  noShowAfterMinutes: string;
  /** Issue 31: minutes a ready order waits before its ticket offers "Remind". */
  remindAfterMinutes: string;
  /** Issue 40: whole dollars; a pay-at-counter order above it is refused. */
  largestOrderDollars: string;
  taxRate: string;
  rating: string;
  ownerId: string;
  isActive: boolean;
  /** Issue 31: "Mark Picked Up" asks for the customer's pickup code. */
  checkPickupCode: boolean;
  timezone: string;
  notificationEmail: string;
  notificationPhone: string;
  notificationPreference: string;
  /** null: no set hours, open around the clock (as stored). */
  hours: WeeklyHours | null;
  latitude: string;
  longitude: string;
};

/**
 * The form shows what is stored: hours included, null (open around the clock) too. Spec §9's
 * 20-minute pickup time stands in only for a missing value.
 */
export function formValuesOf(r: Restaurant): RestaurantFormValues {
  return {
    name: r.name,
    cuisine: r.cuisine || 'american',
    description: r.description ?? '',
    address: r.address,
    phone: r.phone ?? '',
    estimatedPickupTime: String(r.estimatedPickupTime ?? 20),
    noShowAfterMinutes: String(r.noShowAfterMinutes ?? DEFAULT_NO_SHOW_MINUTES),
    remindAfterMinutes: String(r.remindAfterMinutes ?? DEFAULT_REMIND_AFTER_MINUTES),
    largestOrderDollars: String((r.largestOrderCents ?? DEFAULT_LARGEST_ORDER_CENTS) / 100),
    taxRate: r.taxRate ?? '0.0875',
    rating: String(r.rating ?? 4),
    ownerId: r.ownerId ?? '',
    isActive: r.isActive,
    checkPickupCode: r.checkPickupCode ?? false,
    timezone: r.timezone,
    notificationEmail: r.notificationEmail ?? '',
    notificationPhone: r.notificationPhone ?? '',
    notificationPreference: r.notificationPreference || 'sms',
    hours: r.hours,
    latitude: r.latitude === null ? '' : String(r.latitude),
    longitude: r.longitude === null ? '' : String(r.longitude),
  };
}

/**
 * What a save sends: only the fields the user changed from `initial` (the form as loaded), so
 * a save never rewrites a field nobody touched. Spec §6: only an admin sends the rating and
 * the owner.
 */
export function updateBodyOf(
  values: RestaurantFormValues,
  isAdmin: boolean,
  initial: RestaurantFormValues,
): Record<string, unknown> {
  const after: Record<string, unknown> = bodyOf(values, isAdmin);
  const before: Record<string, unknown> = bodyOf(initial, isAdmin);
  return Object.fromEntries(
    Object.entries(after).filter(([key, value]) => !sameValue(value, before[key])),
  );
}

/** Plain data compared by content (an emptied number box is NaN on both sides). */
const sameValue = (a: unknown, b: unknown) =>
  Object.is(a, b) || JSON.stringify(a) === JSON.stringify(b);

/** The schema wants a number: an empty or non-numeric box fails it with its message. */
const minutesOf = (typed: string) => (typed.trim() === '' ? Number.NaN : Number(typed));
/** Whole dollars as cents; anything else fails the schema with its message. */
const wholeDollarsInCents = (typed: string) => {
  const dollars = minutesOf(typed);
  return Number.isInteger(dollars) ? dollars * 100 : Number.NaN;
};

function bodyOf(values: RestaurantFormValues, isAdmin: boolean) {
  const {
    rating,
    ownerId,
    latitude,
    longitude,
    noShowAfterMinutes,
    remindAfterMinutes,
    largestOrderDollars,
    ...fields
  } = values;
  // Emptied coordinates ask the server to place the restaurant from its address again.
  const rest = {
    ...fields,
    noShowAfterMinutes: minutesOf(noShowAfterMinutes),
    remindAfterMinutes: minutesOf(remindAfterMinutes),
    largestOrderCents: wholeDollarsInCents(largestOrderDollars),
    latitude: coordinateOrNull(latitude),
    longitude: coordinateOrNull(longitude),
  };
  return isAdmin ? { ...rest, rating, ownerId } : rest;
}
