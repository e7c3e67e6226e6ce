import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import { preloadFirstPage } from './app/routes/first-page';

/**
 * Renders the app into `root`. The first screen's chunk is fetched first, so the first render
 * shows the page rather than a spinner; as a transition React renders it in slices that leave
 * the main thread free to respond. landing.html arrives already rendered (build/prerender.ts):
 * the app adopts that markup instead of replacing it. restaurant.html's frame (`data-frame`)
 * is only what any restaurant page shows while loading: the app renders over it.
 */
export async function start(root: HTMLElement): Promise<void> {
  await preloadFirstPage(window.location.pathname);
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  startTransition(() => {
    if (root.firstElementChild && !('frame' in root.dataset)) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });
}
