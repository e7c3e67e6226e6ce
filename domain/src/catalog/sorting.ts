/**
 * Sort orders for restaurant lists. Ties fall back to the name, case-insensitively, so a
 * list never reorders between two identical reads (DECISIONS 2, 18).
 */

export const byName = (a: { name: string }, b: { name: string }) =>
  a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.name.localeCompare(b.name);

/** Most popular: most orders (in the last 30 days, counted by the caller) first. */
export const byPopularity = <T extends { name: string; orderCount: number }>(a: T, b: T) =>
  b.orderCount - a.orderCount || byName(a, b);

/** Highest rated first. */
export const byRating = <T extends { name: string; rating: number }>(a: T, b: T) =>
  b.rating - a.rating || byName(a, b);

/** Closest first. */
export const byDistance = <T extends { name: string; distance: number }>(a: T, b: T) =>
  a.distance - b.distance || byName(a, b);

/** Fastest pickup first. */
export const byPickupTime = <T extends { name: string; estimatedPickupTime: number }>(a: T, b: T) =>
  a.estimatedPickupTime - b.estimatedPickupTime || byName(a, b);
