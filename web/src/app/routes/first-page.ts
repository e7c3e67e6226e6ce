import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { paths } from '@/config/paths';
import { authTokens } from '@/lib/auth-tokens';
import { getRestaurantQueryOptions } from '@/features/restaurants/api/get-restaurant';
import type { RestaurantDetail } from '@/features/restaurants/types';
import { renderedRestaurant } from '@/lib/prefetched';
import { pages } from './pages';

/**
 * Fetches the chunk of the page a visitor lands on (the landing and restaurant pages, which
 * people open directly), so that it is not discovered only after the app's first render.
 * A failed fetch is left to the page's own lazy loading, which reports it.
 */
export function preloadFirstPage(pathname: string): Promise<unknown> {
  let first: { preload: () => Promise<unknown> } | undefined;
  if (pathname === paths.home.path) first = authTokens.hasSession() ? pages.Home : pages.Landing;
  else if (matchPath(paths.restaurant.path, pathname)) first = pages.Restaurant;
  return first ? first.preload().catch(() => undefined) : Promise.resolve();
}

/**
 * Puts a restaurant page's data in `queryClient` before the first render, so that it shows
 * the page rather than its skeleton followed by a second render that blocks a phone (a
 * query's update renders synchronously): the copy the server rendered the page with when
 * there is one, else the response to the request index.html's inline script started. Only a
 * request already under way is waited for; one that failed is left to the page, which asks
 * again and reports it.
 */
export async function loadFirstPageData(pathname: string, queryClient: QueryClient): Promise<void> {
  const id = matchPath(paths.restaurant.path, pathname)?.params.id;
  if (!id) return;
  const options = getRestaurantQueryOptions(id);
  const rendered = authTokens.hasSession() ? undefined : renderedRestaurant(id);
  if (rendered) queryClient.setQueryData(options.queryKey, rendered as RestaurantDetail);
  else if (window.__pickupPrefetch?.path === `/api/restaurants/${encodeURIComponent(id)}`) {
    await queryClient.prefetchQuery({ ...options, retry: false });
  }
}
