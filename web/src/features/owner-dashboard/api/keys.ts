/** Query keys of the owner dashboard. */
export const ownerKeys = {
  all: ['owner'] as const,
  /** The figures that follow the orders (made stale by every order change: the app says). */
  figures: () => [...ownerKeys.all, 'figures'] as const,
  stats: (restaurantId: string) => [...ownerKeys.figures(), 'stats', restaurantId] as const,
  promiseAccuracy: (restaurantId: string) =>
    [...ownerKeys.figures(), 'promise-accuracy', restaurantId] as const,
  handoffWait: (restaurantId: string) =>
    [...ownerKeys.figures(), 'handoff-wait', restaurantId] as const,
  turnedAway: (restaurantId: string) =>
    [...ownerKeys.figures(), 'turned-away', restaurantId] as const,
  forecast: (restaurantId: string) => [...ownerKeys.figures(), 'forecast', restaurantId] as const,
  specialDays: (restaurantId: string) => [...ownerKeys.all, 'special-days', restaurantId] as const,
  /** Under its special days: setting or removing one asks again. */
  ordersDue: (restaurantId: string, from: string, to: string) =>
    [...ownerKeys.specialDays(restaurantId), 'orders-due', from, to] as const,
  slotCapacity: (restaurantId: string) =>
    [...ownerKeys.all, 'slot-capacity', restaurantId] as const,
  displayLinks: (restaurantId: string) =>
    [...ownerKeys.all, 'display-links', restaurantId] as const,
};
