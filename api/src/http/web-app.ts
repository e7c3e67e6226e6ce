import { existsSync } from 'node:fs';
import { join } from 'node:path';
import express, { type Express, type Request } from 'express';
import type { RestaurantPages } from './restaurant-pages';

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

/**
 * Serves the built web app: hashed files under /assets are cached for a year, everything
 * else (index.html first of all) is revalidated, and unknown paths get index.html so that
 * client-side routes survive a reload. `/` gets landing.html when the build has one: the same
 * page with the landing screen pre-rendered, so that it paints before the JavaScript runs;
 * a restaurant page is rendered with its data by `pages` when it can be (restaurant-pages.ts),
 * else it gets restaurant.html, the page's frame while it loads.
 */
export function mountWebApp(app: Express, webDist: string, pages?: RestaurantPages): void {
  const index = join(webDist, 'index.html');
  const landing = join(webDist, 'landing.html');
  const restaurant = join(webDist, 'restaurant.html');

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
    if (rendered) {
      res.type('html').send(rendered);
      return;
    }
    const prerendered = req.path === '/' ? landing : restaurantId ? restaurant : '';
    res.sendFile(prerendered && existsSync(prerendered) ? prerendered : index);
  });
}
