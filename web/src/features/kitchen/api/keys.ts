/** Query keys of the kitchen's screens. What an order change makes stale: the app says. */
export const kitchenKeys = {
  all: ['kitchen'] as const,
  board: (restaurantId: string) => [...kitchenKeys.all, 'board', restaurantId] as const,
};
