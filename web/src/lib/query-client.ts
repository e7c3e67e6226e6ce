import { QueryClient } from '@tanstack/react-query';

/**
 * Spec §7: cached data is never stale, no refetch on focus, no polling, no retries.
 * Queries that differ (menus retry 3× 1 s, popular restaurants fresh 5 min) say so in their
 * own queryOptions factory.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

export const MENU_RETRY = { retry: 3, retryDelay: 1000 } as const;
export const POPULAR_STALE_TIME = 5 * 60 * 1000;
