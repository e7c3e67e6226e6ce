import '@fontsource-variable/inter';
import '@fontsource-variable/plus-jakarta-sans';

/**
 * On the pre-rendered landing page the app's code is fetched and run only once the page has
 * painted: fetching and compiling it competes with the first paint on a slow phone. (The
 * timeout covers tabs that do not paint, such as background ones.)
 */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    const fallback = setTimeout(resolve, 3000);
    new PerformanceObserver((entries, observer) => {
      if (!entries.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      clearTimeout(fallback);
      resolve();
    }).observe({ type: 'paint', buffered: true });
  });
}

/** Ends the current task, so that the page can respond to input between two stages. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The app's code runs in stages, each its own task: importing it all at once runs React DOM,
 * Chakra's code, its theme system (~20 ms on a fast laptop) and the app in one task that
 * blocks a phone for half a second. (Only whole modules of ours or react-dom/client: a library's
 * index imported dynamically is bundled whole.) Each module runs once; ./start then finds
 * the earlier stages' modules ready.
 */
async function boot(root: HTMLElement): Promise<void> {
  if (root.firstElementChild) await afterFirstPaint();
  // landing.html holds its preloads back until now; preloaded modules compile off the main thread.
  const preloads = document.getElementById('app-preloads');
  if (preloads instanceof HTMLTemplateElement) document.head.append(preloads.content);
  // index.html preloads ./start and everything it imports (vite.config.ts).
  await import('react-dom/client');
  await nextTask();
  const { appSystem } = await import('./config/theme');
  await nextTask();
  appSystem();
  await nextTask();
  const { start } = await import('./start');
  await start(root);
}

const root = document.getElementById('root');
if (root) void boot(root);
