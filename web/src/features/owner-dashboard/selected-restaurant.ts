import type { Restaurant } from '@/types/management';

/**
 * The owner's restaurants, and the one the dashboard shows: the one in the address when it is
 * theirs, else their first.
 */
export function ownedRestaurants(
  restaurants: readonly Restaurant[],
  userId: string | undefined,
  chosenId: string | null,
): { mine: Restaurant[]; selected: Restaurant | undefined } {
  const mine = restaurants.filter((r) => r.ownerId === userId);
  return { mine, selected: mine.find((r) => r.id === chosenId) ?? mine[0] };
}
