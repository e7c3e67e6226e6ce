import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { LRUCache } from 'lru-cache';
import type { Logger } from '../observability/logger';
import { recordPageRender } from '../observability/metrics';

/** The web build's server render (web/src/ssr/entry.tsx), as much of it as the API uses. */
interface WebEntry {
  renderRestaurantPage(index: string, restaurant: unknown): Promise<string>;
}

type Render = (restaurant: object) => Promise<string>;

/** The web build's server render: beside the app, not in it (web/build/prerender.ts). */
export const serverRenderEntry = (webDist: string) =>
  join(dirname(webDist), `${basename(webDist)}-server`, 'entry.js');

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
 * them. The server render is loaded at once, and again after a rebuild of the web app (as
 * index.html is read afresh for every other page). A page is rendered again only when its
 * data (as JSON) changed; the least recently used pages leave the cache first. Rendering
 * takes the event loop for tens of milliseconds, which the cache pays once per change.
 * Without a web build that has a server render, or when a render fails (logged), there is no
 * page: the web app then serves the restaurant page's loading frame, and the app fetches the
 * data itself.
 */
export function restaurantPages(deps: RestaurantPagesDeps): RestaurantPages {
  const cacheSize = deps.cacheSize ?? 200;
  const cache = new LRUCache<string, { json: string; html: string }>({ max: cacheSize });
  const entryFile = serverRenderEntry(deps.webDist);
  const indexFile = join(deps.webDist, 'index.html');
  let loaded: { build: number; render: Promise<Render | undefined> } | undefined;

  const load = async (build: number): Promise<Render | undefined> => {
    if (!existsSync(entryFile) || !existsSync(indexFile)) {
      deps.log.warn(
        { entryFile },
        'no server render in the web build: restaurant pages load in the browser',
      );
      return undefined;
    }
    const [entry, index] = await Promise.all([
      // A new build is a new module: the query keeps Node from handing back the old one.
      import(`${pathToFileURL(entryFile).href}?build=${build}`) as Promise<WebEntry>,
      readFile(indexFile, 'utf8'),
    ]);
    return (restaurant: object) => entry.renderRestaurantPage(index, restaurant);
  };

  /** The render of the web build on disk: a rebuild (index.html rewritten) is picked up. */
  const current = (): Promise<Render | undefined> => {
    const build = existsSync(indexFile) ? statSync(indexFile).mtimeMs : 0;
    if (loaded?.build !== build) {
      cache.clear();
      const render = load(build).catch((err: unknown) => {
        deps.log.error({ err }, "loading the web build's server render failed");
        return undefined;
      });
      loaded = { build, render };
    }
    return loaded.render;
  };

  // Loaded now rather than on the first visitor's request, which would wait for it.
  void current();

  return {
    async render(id) {
      try {
        const restaurant = await deps.restaurant(id);
        if (!restaurant) return undefined;
        const json = JSON.stringify(restaurant);
        const render = await current();
        if (!render) return undefined;
        const cached = cache.get(id);
        if (cached?.json === json) {
          recordPageRender('cached');
          return cached.html;
        }
        const started = performance.now();
        // The page gets what a browser would: the body as JSON, not the objects behind it.
        const html = await render(JSON.parse(json) as object);
        recordPageRender('rendered', (performance.now() - started) / 1000);
        cache.set(id, { json, html });
        return html;
      } catch (err) {
        recordPageRender('failed');
        deps.log.error({ err, restaurantId: id }, 'rendering a restaurant page failed');
        return undefined;
      }
    },
  };
}
