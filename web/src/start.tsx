import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import { loadFirstPageData, preloadFirstPage } from './app/routes/first-page';
import { createQueryClient } from './lib/query-client';

/**
 * Renders the app into `root`. The first screen's chunk and data are fetched first, so the
 * first render shows the page rather than a spinner or a skeleton; as a transition React
 * renders it in slices that leave the main thread free to respond. landing.html arrives
 * already rendered (build/prerender.ts), and a restaurant page as the server rendered it for
 * a signed-out visitor (src/ssr): the app adopts that markup instead of building it again,
 * then taps the button a visitor tapped before it ran (lib/early-taps.ts, in RootLayout).
 * The frame any restaurant page shows while it loads (`data-frame`) is rendered over.
 */
export async function start(root: HTMLElement): Promise<void> {
  const queryClient = createQueryClient();
  await Promise.all([
    preloadFirstPage(window.location.pathname),
    loadFirstPageData(window.location.pathname, queryClient, window.location.search),
  ]);
  const app = (
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>
  );
  startTransition(() => {
    if (root.firstElementChild && !('frame' in root.dataset)) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });
}
