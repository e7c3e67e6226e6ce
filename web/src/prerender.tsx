import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { AppProvider } from './app/provider';
import { routes } from './app/router';
import { pages } from './app/routes/pages';
import { createQueryClient } from './lib/query-client';

/**
 * Build-time only (see prerender-plugin.ts): the landing page as a signed-out visitor first
 * sees it, so that a phone paints the hero from the HTML instead of after the JavaScript.
 * The same tree as main.tsx renders, so the client's first render replaces it without a shift.
 */
export async function renderLanding(): Promise<string> {
  await pages.Landing.preload();
  const router = createMemoryRouter(routes, { initialEntries: ['/'] });
  return renderToString(
    <StrictMode>
      <AppProvider queryClient={createQueryClient()}>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>,
  );
}
