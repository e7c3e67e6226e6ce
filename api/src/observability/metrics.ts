import client from 'prom-client';

/** The process's one metrics registry, scraped at /metrics. */
export const metricsRegistry = new client.Registry();
client.collectDefaultMetrics({ register: metricsRegistry });

export const httpRequestDuration = new client.Histogram({
  name: 'pickup_http_request_duration_seconds',
  help: 'HTTP request latency by method, route pattern and status',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});

export type CommandOutcome = 'accepted' | 'rejected' | 'conflict' | 'failed';

const commands = new client.Counter({
  name: 'pickup_commands_total',
  help: 'Commands handled, by command name and outcome',
  labelNames: ['command', 'outcome'] as const,
  registers: [metricsRegistry],
});

/** Called by command handlers once per command, after the outcome is known. */
export function recordCommand(command: string, outcome: CommandOutcome): void {
  commands.inc({ command, outcome });
}

const subscriptionErrors = new client.Counter({
  name: 'pickup_eventstore_subscription_errors_total',
  help: 'EventStoreDB subscription failures: transient ones are retried, fatal ones stop them',
  labelNames: ['kind'] as const,
  registers: [metricsRegistry],
});

export function recordSubscriptionError(fatal: boolean): void {
  subscriptionErrors.inc({ kind: fatal ? 'fatal' : 'transient' });
}

export type PageRenderOutcome = 'rendered' | 'cached' | 'failed';

const pageRenders = new client.Counter({
  name: 'pickup_page_renders_total',
  help: 'Restaurant pages the server rendered, served from its cache, or failed to render',
  labelNames: ['outcome'] as const,
  registers: [metricsRegistry],
});

const pageRenderDuration = new client.Histogram({
  name: 'pickup_page_render_seconds',
  help: 'Time the server spent rendering a restaurant page (it blocks the event loop)',
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1],
  registers: [metricsRegistry],
});

/** Called once per restaurant page the server answers with a render or its cached copy. */
export function recordPageRender(outcome: PageRenderOutcome, seconds?: number): void {
  pageRenders.inc({ outcome });
  if (seconds !== undefined) pageRenderDuration.observe(seconds);
}

/** What the projection runner reports about each projection it knows. */
export interface ProjectionLag {
  name: string;
  lagEvents: number;
  lagSeconds: number;
}

export interface ProjectionLagSource {
  status(): Promise<readonly ProjectionLag[]> | readonly ProjectionLag[];
}

const lagSources = new Set<ProjectionLagSource>();

async function collectLag(): Promise<readonly ProjectionLag[]> {
  const all = await Promise.all(
    [...lagSources].map(async (s) => {
      try {
        return await s.status();
      } catch {
        // A scrape must not fail because the database blinked; the gauge just goes stale.
        return [];
      }
    }),
  );
  return all.flat();
}

new client.Gauge({
  name: 'pickup_projection_lag_events',
  help: 'Events in the store that a projection has not applied yet',
  labelNames: ['projection'] as const,
  registers: [metricsRegistry],
  async collect() {
    this.reset();
    for (const p of await collectLag()) this.set({ projection: p.name }, p.lagEvents);
  },
});

new client.Gauge({
  name: 'pickup_projection_lag_seconds',
  help: 'Age of the oldest event a projection has not applied yet',
  labelNames: ['projection'] as const,
  registers: [metricsRegistry],
  async collect() {
    this.reset();
    for (const p of await collectLag()) this.set({ projection: p.name }, p.lagSeconds);
  },
});

/** Scrapes read projection lag from `source` until the returned function is called. */
export function observeProjectionLag(source: ProjectionLagSource): () => void {
  lagSources.add(source);
  return () => lagSources.delete(source);
}
