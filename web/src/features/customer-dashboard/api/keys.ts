/** Query keys of the customer's dashboard (made stale by every order change: the app says). */
export const myOrderKeys = {
  all: ['my-orders'] as const,
  list: (userId: string) => [...myOrderKeys.all, 'list', userId] as const,
  history: (userId: string, page: number) => [...myOrderKeys.all, 'history', userId, page] as const,
};
