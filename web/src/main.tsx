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

const root = document.getElementById('root');
if (root) {
  const painted = root.firstElementChild ? afterFirstPaint() : Promise.resolve();
  // index.html preloads this chunk and everything it imports (vite.config.ts).
  void painted
    .then(() => {
      // landing.html holds its preloads back until now; preloaded modules compile off the main thread.
      const preloads = document.getElementById('app-preloads');
      if (preloads instanceof HTMLTemplateElement) document.head.append(preloads.content);
      return import('./start');
    })
    .then(({ start }) => start(root));
}
