import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { paths } from '@/config/paths';
import { getUserQueryOptions } from '@/lib/auth';
import { authTokens } from '@/lib/auth-tokens';
import { getRestaurantsQueryOptions } from '@/lib/management/api/get-restaurants';
import { getBoardQueryOptions } from '@/features/kitchen/api/get-board';
import { ownedRestaurants } from '@/features/owner-dashboard/selected-restaurant';
import { getRestaurantQueryOptions } from '@/features/restaurants/api/get-restaurant';
import type { RestaurantDetail } from '@/features/restaurants/types';
import { renderedRestaurant } from '@/lib/prefetched';
import { pages } from './pages';

/**
 * Fetches the chunk of the page a visitor lands on (the landing and restaurant pages, which
 * people open directly, and the owner's dashboard and kitchen board, which a restaurant's
 * tablet opens every day), so that it is not discovered only after the app's first render.
 * A failed fetch is left to the page's own lazy loading, which reports it.
 */
export function preloadFirstPage(pathname: string): Promise<unknown> {
  let first: { preload: () => Promise<unknown> } | undefined;
  if (pathname === paths.home.path) first = authTokens.hasSession() ? pages.Home : pages.Landing;
  else if (matchPath(paths.restaurant.path, pathname)) first = pages.Restaurant;
  else if (matchPath(paths.ownerDashboard.path, pathname)) first = pages.OwnerDashboard;
  else if (matchPath(paths.kitchen.path, pathname)) first = pages.Kitchen;
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
export async function loadFirstPageData(
  pathname: string,
  queryClient: QueryClient,
  search = '',
): Promise<void> {
  await Promise.all([
    restaurantPageData(pathname, queryClient),
    signedInPageData(pathname, search, queryClient),
  ]);
}

async function restaurantPageData(pathname: string, queryClient: QueryClient): Promise<void> {
  const id = matchPath(paths.restaurant.path, pathname)?.params.id;
  if (!id) return;
  const options = getRestaurantQueryOptions(id);
  const rendered = authTokens.hasSession() ? undefined : renderedRestaurant(id);
  if (rendered) queryClient.setQueryData(options.queryKey, rendered as RestaurantDetail);
  else if (window.__pickupPrefetch?.path === `/api/restaurants/${encodeURIComponent(id)}`) {
    await queryClient.prefetchQuery({ ...options, retry: false });
  }
}

/**
 * Signed in: who it is (index.html has already asked) and, on the owner's dashboard and
 * kitchen board, the restaurants and the board, asked for together with the page's chunk
 * rather than each after the other (bundle, session, chunk, data: 4-5 s on a fresh browser).
 * Failures are left to the pages, which ask again and report them.
 */
async function signedInPageData(
  pathname: string,
  search: string,
  queryClient: QueryClient,
): Promise<void> {
  if (!authTokens.hasSession()) return;
  const user = queryClient.fetchQuery(getUserQueryOptions()).catch(() => null);
  const kitchen = matchPath(paths.kitchen.path, pathname)?.params.restaurantId;
  const dashboard = matchPath(paths.ownerDashboard.path, pathname) !== null;
  if (!kitchen && !dashboard) return void (await user);
  const board = (id: string) => queryClient.prefetchQuery(getBoardQueryOptions(id));
  const restaurants = queryClient.fetchQuery(getRestaurantsQueryOptions()).catch(() => null);
  if (kitchen) return void (await Promise.all([user, restaurants, board(kitchen)]));
  const chosen = new URLSearchParams(search).get('restaurant');
  const [signedIn, list] = await Promise.all([user, restaurants, chosen && board(chosen)]);
  const { selected } = ownedRestaurants(list ?? [], signedIn?.id, chosen);
  if (selected && selected.id !== chosen) await board(selected.id);
}
