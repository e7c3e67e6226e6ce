/** Query keys of the account screens. */
export const accountKeys = {
  all: ['account'] as const,
  consent: () => [...accountKeys.all, 'consent'] as const,
  /** Made stale by every order change (the app says). */
  ordersInProgress: () => [...accountKeys.all, 'orders-in-progress'] as const,
  ordersInProgressOf: (userId: string) => [...accountKeys.ordersInProgress(), userId] as const,
};
