import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import express, { type Express, type Request } from 'express';
import type { RestaurantPages } from './restaurant-pages';
import type { SecurityHeaders } from './security-headers';

/** Paths the web app never owns: the server answers them itself. */
const SERVER_PATHS = /^\/(api|socket\.io|healthz|readyz|metrics)(\/|$)/;
const RESTAURANT_PAGE = /^\/restaurants\/([^/]+)$/;

/** A path segment as the app's router reads it (a malformed escape stays as it is). */
function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function wantsPage(req: Request): boolean {
  return (req.method === 'GET' || req.method === 'HEAD') && !SERVER_PATHS.test(req.path);
}

/** A built page's text, read again only when the build rewrites it. */
function pageFiles(): (file: string) => Promise<string> {
  const read = new Map<string, { mtimeMs: number; html: Promise<string> }>();
  return (file) => {
    const { mtimeMs } = statSync(file);
    let cached = read.get(file);
    if (cached?.mtimeMs !== mtimeMs) {
      cached = { mtimeMs, html: readFile(file, 'utf8') };
      read.set(file, cached);
    }
    return cached.html;
  };
}

/**
 * Serves the built web app: hashed files under /assets are cached for a year, everything
 * else (index.html first of all) is revalidated, and unknown paths get index.html so that
 * client-side routes survive a reload. `/` gets landing.html when the build has one: the same
 * page with the landing screen pre-rendered, so that it paints before the JavaScript runs;
 * a restaurant page is rendered with its data by `pages` when it can be (restaurant-pages.ts),
 * else it gets restaurant.html, the page's frame while it loads. Each page is sent with a CSP
 * that lets exactly its own inline scripts run (`headers`).
 */
export function mountWebApp(
  app: Express,
  webDist: string,
  headers: SecurityHeaders,
  pages?: RestaurantPages,
): void {
  const index = join(webDist, 'index.html');
  const landing = join(webDist, 'landing.html');
  const restaurant = join(webDist, 'restaurant.html');
  const readPage = pageFiles();

  app.use(
    '/assets',
    express.static(join(webDist, 'assets'), {
      index: false,
      immutable: true,
      maxAge: '365d',
      fallthrough: false,
    }),
  );

  app.use(
    express.static(webDist, {
      index: false,
      setHeaders: (res) => res.setHeader('Cache-Control', 'no-cache'),
    }),
  );

  app.use(async (req, res, next) => {
    if (!wantsPage(req)) {
      next();
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    if (!existsSync(index)) {
      res
        .status(503)
        .type('text/plain')
        .send('The web app is not built yet. Run `npm run build` (npm start does it for you).');
      return;
    }
    const restaurantId = RESTAURANT_PAGE.exec(req.path)?.[1];
    const rendered = restaurantId && pages ? await pages.render(decoded(restaurantId)) : undefined;
    const prerendered = req.path === '/' ? landing : restaurantId ? restaurant : '';
    const html =
      rendered ?? (await readPage(prerendered && existsSync(prerendered) ? prerendered : index));
    headers.allowInlineScripts(req, res, html);
    res.type('html').send(html);
  });
}
