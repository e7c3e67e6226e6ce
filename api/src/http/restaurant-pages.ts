import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Logger } from '../observability/logger';
import { recordPageRender } from '../observability/metrics';

/** The web build's server render (web/src/ssr/entry.tsx), as much of it as the API uses. */
interface WebEntry {
  renderRestaurantPage(index: string, restaurant: unknown): Promise<string>;
}

export interface RestaurantPages {
  /** The page for restaurant `id` with its header and menu in the HTML; undefined if none. */
  render(id: string): Promise<string | undefined>;
}

export interface RestaurantPagesDeps {
  /** Folder of the built web app; the build puts its server render beside it (`<folder>-server`). */
  webDist: string;
  /** GET /api/restaurants/:id's body for a signed-out visitor; undefined when there is none. */
  restaurant: (id: string) => Promise<object | undefined>;
  log: Logger;
  /** How many rendered pages are kept, each until its restaurant's data changes. */
  cacheSize?: number;
}

/**
 * Restaurant pages rendered by the server from the read model, so that a phone paints the
 * restaurant's name and menu before the app's code has arrived, and search engines read
 * them. The server render is loaded at once; a page is rendered again only when its data (as
 * JSON) changed; the least recently used pages leave the cache first. Rendering takes the
 * event loop for tens of milliseconds, which the cache pays once per change. Without a web build that has a server render, or when a
 * render fails (logged), there is no page: the web app then serves the restaurant page's
 * loading frame, and the app fetches the data itself.
 */
export function restaurantPages(deps: RestaurantPagesDeps): RestaurantPages {
  const cacheSize = deps.cacheSize ?? 200;
  const cache = new Map<string, { json: string; html: string }>();
  let renderer: Promise<((restaurant: object) => Promise<string>) | undefined> | undefined;

  const load = async () => {
    const entryFile = join(dirname(deps.webDist), `${basename(deps.webDist)}-server`, 'entry.js');
    const indexFile = join(deps.webDist, 'index.html');
    if (!existsSync(entryFile) || !existsSync(indexFile)) {
      deps.log.warn(
        { entryFile },
        'no server render in the web build: restaurant pages load in the browser',
      );
      return undefined;
    }
    const [entry, index] = await Promise.all([
      import(pathToFileURL(entryFile).href) as Promise<WebEntry>,
      readFile(indexFile, 'utf8'),
    ]);
    return (restaurant: object) => entry.renderRestaurantPage(index, restaurant);
  };

  const loadOnce = () =>
    (renderer ??= load().catch((err: unknown) => {
      deps.log.error({ err }, "loading the web build's server render failed");
      return undefined;
    }));

  // Loaded now rather than on the first visitor's request, which would wait for it.
  void loadOnce();

  return {
    async render(id) {
      try {
        const restaurant = await deps.restaurant(id);
        if (!restaurant) return undefined;
        const json = JSON.stringify(restaurant);
        const cached = cache.get(id);
        if (cached?.json === json) {
          cache.delete(id);
          cache.set(id, cached);
          recordPageRender('cached');
          return cached.html;
        }
        const render = await loadOnce();
        if (!render) return undefined;
        const started = performance.now();
        // The page gets what a browser would: the body as JSON, not the objects behind it.
        const html = await render(JSON.parse(json) as object);
        recordPageRender('rendered', (performance.now() - started) / 1000);
        cache.delete(id);
        cache.set(id, { json, html });
        if (cache.size > cacheSize) cache.delete(cache.keys().next().value as string);
        return html;
      } catch (err) {
        recordPageRender('failed');
        deps.log.error({ err, restaurantId: id }, 'rendering a restaurant page failed');
        return undefined;
      }
    },
  };
}
