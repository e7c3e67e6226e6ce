import { createHash, timingSafeEqual } from 'node:crypto';
import type express from 'express';
import { type Express } from 'express';
import { problem } from '../http/problem';
import type { Logger } from '../observability/logger';
import type { OpenApiRegistry } from '../http/openapi';
import { metricsRegistry } from '../observability/metrics';
import { docsPage, docsScript } from './docs-page';
import { checkReadiness, type ReadinessDeps } from './readiness';

export interface OpsDeps {
  log: Logger;
  readiness: ReadinessDeps;
  /** METRICS_TOKEN: when set, /metrics answers only `Authorization: Bearer <token>`. */
  metricsToken?: string;
  registry: OpenApiRegistry;
  apiVersion: string;
}

/** Health, readiness, metrics and the API's own description. */
export function mountOps(app: Express, deps: OpsDeps): void {
  const noStore = (res: express.Response) => res.setHeader('Cache-Control', 'no-store');

  app.get('/healthz', (_req, res) => {
    noStore(res);
    res.json({ status: 'ok' });
  });

  app.get('/readyz', async (_req, res) => {
    const readiness = await checkReadiness(deps.readiness, (check, err) =>
      deps.log.warn({ err, check }, 'readiness check failed'),
    );
    noStore(res);
    res.status(readiness.status === 'ready' ? 200 : 503).json(readiness);
  });

  const mayReadMetrics = bearerCheck(deps.metricsToken);
  app.get('/metrics', async (req, res) => {
    if (!mayReadMetrics(req.headers.authorization)) {
      res
        .status(401)
        .setHeader('WWW-Authenticate', 'Bearer')
        .type('application/problem+json')
        .json(problem(401, 'Metrics need the metrics token'));
      return;
    }
    const text = await metricsRegistry.metrics();
    noStore(res);
    res.type(metricsRegistry.contentType).send(text);
  });

  app.get('/api/openapi.json', (_req, res) => {
    res.json(deps.registry.document({ title: 'Pickup API', version: deps.apiVersion }));
  });

  app.get('/api/docs', (_req, res) => {
    res.type('html').send(docsPage);
  });

  app.get('/api/docs/docs.js', (_req, res) => {
    res.type('text/javascript').send(docsScript);
  });
}

/** Without a token anyone may read; with one, only its bearer (compared in constant time). */
function bearerCheck(token: string | undefined): (authorization: string | undefined) => boolean {
  if (token === undefined) return () => true;
  const digest = (text: string) => createHash('sha256').update(text).digest();
  const expected = digest(token);
  return (authorization) => {
    const given = /^Bearer (.+)$/i.exec(authorization ?? '')?.[1];
    return given !== undefined && timingSafeEqual(digest(given), expected);
  };
}
