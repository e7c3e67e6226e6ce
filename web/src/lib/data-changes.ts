import type { QueryClient } from '@tanstack/react-query';

/**
 * What changed on the server, in the domain's words. A feature announces a change it made or
 * was pushed; which screens' queries that touches is the app's to say (`app/data-changes.ts`),
 * so no feature reaches into another's query keys.
 *
 * - `orders`: an order was placed, moved on or reminded, a change was pushed live, or an
 *   admin changed what orders show (an account, a restaurant): receipts, lists, the kitchen
 *   board, the dashboards' figures, stock left.
 * - `catalog`: a restaurant, menu or stock count changed: management and customer pages.
 */
export type DataChange = 'orders' | 'catalog';

/** For each change, the queries it makes stale. */
export type DataChangeHandlers = Record<DataChange, (queryClient: QueryClient) => Promise<unknown>>;

const handlersOf = new WeakMap<QueryClient, DataChangeHandlers>();

/** The app gives each query client it creates what each change invalidates. */
export function handleDataChanges(queryClient: QueryClient, handlers: DataChangeHandlers): void {
  handlersOf.set(queryClient, handlers);
}

/** Makes stale every query the change touches (nothing for a client the app did not set up). */
export async function announceChange(queryClient: QueryClient, change: DataChange): Promise<void> {
  await handlersOf.get(queryClient)?.[change](queryClient);
}
