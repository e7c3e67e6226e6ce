import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { AppProvider } from './app/provider';
import { routes } from './app/router';
import { pages } from './app/routes/pages';
import { paths } from './config/paths';
import { createQueryClient } from './lib/query-client';

/** The app as a signed-out visitor's browser first renders it at `path`. */
function render(path: string): string {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return renderToString(
    <StrictMode>
      <AppProvider queryClient={createQueryClient()}>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>,
  );
}

/**
 * Build-time only (see vite.config.ts): the landing page as a signed-out visitor first
 * sees it, so that a phone paints the hero from the HTML instead of after the JavaScript.
 * The same tree as main.tsx renders, so the client's first render replaces it without a shift.
 */
export async function renderLanding(): Promise<string> {
  await pages.Landing.preload();
  return render('/');
}

/**
 * Build-time only: any restaurant page while its data loads (the header and the page's
 * skeleton), so that a phone paints the page's frame from the HTML instead of a blank
 * screen until the JavaScript has run. The app renders over it.
 */
export async function renderRestaurantShell(): Promise<string> {
  await pages.Restaurant.preload();
  return render(paths.restaurant.getHref('shell'));
}
