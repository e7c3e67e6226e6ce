import compression from 'compression';
import express, { type Express, type RequestHandler, type Router } from 'express';
import type { TokenVerifier } from './http/actor';
import { requestDeadline } from './http/deadline';
import { IMAGE_URL_PATHS, ownImagesOnly } from './http/image-urls';
import { refuseDeepJson } from './http/json-depth';
import { OpenApiRegistry } from './http/openapi';
import { notFoundApi, problem, problemMiddleware } from './http/problem';
import type { RouteDeps } from './http/route';
import type { RestaurantPages } from './http/restaurant-pages';
import { securityHeaders, type SecurityHeadersOptions } from './http/security-headers';
import { trustProxy } from './http/trust-proxy';
import { mountWebApp } from './http/web-app';
import type { Logger } from './observability/logger';
import { requestLogging, requestMetrics } from './observability/request-logging';
import type { ReadinessDeps } from './ops/readiness';
import { mountOps } from './ops/routes';

/** A feature adds its routes with `route(deps, …)`; paths are written in full (`/api/…`). */
export type RouteRegistrar = (deps: RouteDeps) => void;

export interface AppDeps {
  log: Logger;
  verifyToken: TokenVerifier;
  readiness: ReadinessDeps;
  features: readonly RouteRegistrar[];
  /** Folder of the built web app (index.html + assets/). */
  webDist: string;
  /** Restaurant pages rendered with their data; without it they load in the browser. */
  restaurantPages?: RestaurantPages;
  registry?: OpenApiRegistry;
  /** During shutdown responses ask clients to reconnect elsewhere. */
  isShuttingDown?: () => boolean;
  /** METRICS_TOKEN: /metrics answers only its bearer. Unset: anyone. */
  metricsToken?: string;
  /** TRUST_PROXY: the proxies whose X-Forwarded-For is believed. Unset: none. */
  trustProxy?: string;
  /** Set: an `imageUrl` in a catalog write's body must pass it (Pickup's own storage), else 400. */
  imageUrls?: (url: string) => boolean;
  /** REQUEST_DEADLINE_MS: an API request unanswered by then gets 503 (http/deadline.ts). */
  requestDeadlineMs?: number;
  /** Admission control of API writes (http/admission.ts); unset, every request runs. */
  admission?: RequestHandler;
  /** Unset: development's headers (no HSTS), pages and uploads on this origin only. */
  security?: SecurityHeadersOptions;
}

const API_VERSION = '1.0.0';

export function createApp(deps: AppDeps): Express {
  const app = express();
  const registry = deps.registry ?? new OpenApiRegistry();
  const isShuttingDown = deps.isShuttingDown ?? (() => false);
  const headers = securityHeaders(deps.security ?? { production: false });

  app.disable('x-powered-by');
  app.set('trust proxy', trustProxy(deps.trustProxy));

  app.use(requestMetrics());
  app.use(requestLogging(deps.log));
  app.use(headers.middleware);
  app.use((_req, res, next) => {
    if (isShuttingDown()) res.setHeader('Connection', 'close');
    next();
  });

  // JSON, pages and scripts go gzip- or brotli-compressed to clients that accept it (a
  // restaurant's menu shrinks about fivefold); bodies under 1 KB and images are sent as is.
  app.use(compression());

  mountOps(app, {
    log: deps.log,
    readiness: deps.readiness,
    metricsToken: deps.metricsToken,
    registry,
    apiVersion: API_VERSION,
  });

  // DECISIONS 19: the old login address opens the sign-in page.
  app.all('/api/login', (_req, res) => res.redirect(302, '/auth'));

  app.use('/api', express.json({ limit: '1mb', verify: refuseDeepJson }), requireJsonBody);
  if (deps.requestDeadlineMs) app.use('/api', requestDeadline(deps.requestDeadlineMs, deps.log));
  // After the deadline: a write answered by it while queued is dropped, never started.
  if (deps.admission) app.use('/api', deps.admission);
  if (deps.imageUrls) app.use(IMAGE_URL_PATHS, ownImagesOnly(deps.imageUrls));
  const api: Router = express.Router();
  for (const register of deps.features) {
    register({ router: api, registry, verifyToken: deps.verifyToken });
  }
  app.use(api);
  app.use('/api', notFoundApi);

  // Pages read the database too (a restaurant's is rendered with its menu).
  if (deps.requestDeadlineMs) app.use(requestDeadline(deps.requestDeadlineMs, deps.log));
  mountWebApp(app, deps.webDist, headers, deps.restaurantPages);
  app.use((req, res) => {
    res
      .status(404)
      .type('application/problem+json')
      .json(problem(404, `No route for ${req.method} ${req.path}`));
  });
  app.use(problemMiddleware(deps.log));
  return app;
}

/**
 * Bodies on /api are JSON (raw image bytes aside, for signed uploads). Another media type
 * would otherwise reach the route as "no body" and be reported as missing fields.
 */
const requireJsonBody: express.RequestHandler = (req, res, next) => {
  const hasBody =
    Number(req.headers['content-length'] ?? 0) > 0 ||
    req.headers['transfer-encoding'] !== undefined;
  if (!hasBody || req.is(['application/json', '+json', 'image/*', 'application/octet-stream'])) {
    next();
    return;
  }
  res
    .status(415)
    .type('application/problem+json')
    .json(problem(415, 'Send the request body as application/json'));
};
