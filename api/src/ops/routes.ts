import type express from 'express';
import { type Express } from 'express';
import type { OpenApiRegistry } from '../http/openapi';
import { metricsRegistry } from '../observability/metrics';
import { docsPage, docsScript } from './docs-page';
import { checkReadiness, type ReadinessDeps } from './readiness';

export interface OpsDeps {
  readiness: ReadinessDeps;
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
    const readiness = await checkReadiness(deps.readiness);
    noStore(res);
    res.status(readiness.status === 'ready' ? 200 : 503).json(readiness);
  });

  app.get('/metrics', async (_req, res) => {
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
