import { matchPath } from 'react-router';
import { paths } from '@/config/paths';
import { authTokens } from '@/lib/auth-tokens';
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
