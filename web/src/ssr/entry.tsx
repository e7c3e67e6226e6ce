import { Global } from '@emotion/react';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { AppProvider } from '../app/provider';
import { routes } from '../app/router';
import { pages } from '../app/routes/pages';
import { paths } from '../config/paths';
import { themeGlobalStyles } from '../config/theme';
import { getRestaurantQueryOptions } from '../features/restaurants/api/get-restaurant';
import type { RestaurantDetail } from '../features/restaurants/types';
import { createQueryClient } from '../lib/query-client';
import { restaurantDocument } from './document';

/** The app as a signed-out visitor's browser first renders it at `path`. */
function render(path: string, queryClient = createQueryClient()): string {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return renderToString(
    <StrictMode>
      <AppProvider queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>,
  );
}

/**
 * Build-time only (see web/build/prerender.ts): the theme's global styles as one <style>
 * element for index.html's head, where every page has them before the app runs (the app's
 * theme then leaves them out: src/config/theme.ts). A plain element: emotion's client
 * would move one marked as its own to the end of the head.
 */
export function renderThemeCss(): string {
  const rendered = renderToString(<Global styles={themeGlobalStyles()} />);
  const css = /^<style[^>]*>([\s\S]*)<\/style>$/.exec(rendered)?.[1];
  if (!css) throw new Error('prerender: the theme rendered no global styles');
  return `<style id="theme-css">${css}</style>`;
}

/**
 * Build-time only (see web/build/prerender.ts): the landing page as a signed-out visitor
 * first sees it, so that a phone paints the hero from the HTML instead of after the
 * JavaScript. The same tree as main.tsx renders, so the client's first render replaces it
 * without a shift.
 */
export async function renderLanding(): Promise<string> {
  await pages.Landing.preload();
  return render('/');
}

/**
 * Build-time: restaurant.html, any restaurant page while its data loads (the header and the
 * page's skeleton), so that a phone paints the page's frame from the HTML instead of a blank
 * screen until the JavaScript has run. The server sends it when it cannot render the page
 * itself; the app renders over it.
 */
export async function renderRestaurantShell(index: string): Promise<string> {
  await pages.Restaurant.preload();
  return restaurantDocument(index, render(paths.restaurant.getHref('shell')));
}

/**
 * Run by the server for each restaurant page a browser asks for: the page as a signed-out
 * visitor sees `restaurant` (GET /api/restaurants/:id's body), header and menu, with that
 * body for the app's query cache. A phone then paints the restaurant's name, description and
 * menu from the HTML, and search engines read them; the app's first render (start.tsx) draws
 * the same page over it.
 */
export async function renderRestaurantPage(
  index: string,
  restaurant: RestaurantDetail,
): Promise<string> {
  await pages.Restaurant.preload();
  const queryClient = createQueryClient();
  queryClient.setQueryData(getRestaurantQueryOptions(restaurant.id).queryKey, restaurant);
  const rendered = render(paths.restaurant.getHref(restaurant.id), queryClient);
  return restaurantDocument(index, rendered, restaurant);
}
