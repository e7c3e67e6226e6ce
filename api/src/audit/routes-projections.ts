import { z } from 'zod';
import { route, type RouteDeps } from '../http/route';
import type { RebuildJobs, ReplayRunner } from './rebuild-jobs';
import { notFound } from '@pickup/domain/shared/errors';
import { projectionStatusListSchema, rebuildJobSchema } from '@pickup/projections/runner/contract';

const nameParams = z.object({ name: z.string().trim().min(1, 'Name is required').max(60) });
const tags = ['projections'];
const admin = ['admin'] as const;

/** Issue 8 item 4: projection status, and rebuilds while the site keeps serving. */
export function projectionRoutes(
  r: RouteDeps,
  deps: { runner: ReplayRunner; jobs: RebuildJobs },
): void {
  route(r, {
    method: 'get',
    path: '/api/admin/projections',
    summary: 'Every projection with its version, checkpoint, lag and last rebuild',
    tags,
    access: admin,
    response: projectionStatusListSchema,
    handler: async () => {
      const statuses = await deps.runner.status();
      return {
        body: statuses.map((s) => ({
          name: s.name,
          version: s.version,
          checkpoint: s.checkpoint,
          lagEvents: s.lagEvents,
          lagCapped: s.lagCapped,
          lagSeconds: s.lagSeconds,
          active: s.active,
          updatedAt: s.updatedAt,
          eventsApplied: s.eventsApplied,
          lastRebuild: deps.jobs.last(s.name) ?? null,
        })),
      };
    },
  });

  route(r, {
    method: 'post',
    path: '/api/admin/projections/:name/rebuild',
    summary: 'Rebuild from position zero beside the live tables, then swap; progress on Socket.IO',
    tags,
    access: admin,
    params: nameParams,
    responses: { 202: 'Started', 404: 'No such projection', 409: 'Already rebuilding' },
    response: rebuildJobSchema,
    handler: ({ params }) => ({ status: 202, body: deps.jobs.start(params.name) }),
  });

  route(r, {
    method: 'get',
    path: '/api/admin/projections/:name/rebuild',
    summary: "The last rebuild's progress or outcome, with the verification diff",
    tags,
    access: admin,
    params: nameParams,
    responses: { 404: 'Never rebuilt here' },
    response: rebuildJobSchema,
    handler: ({ params }) => {
      const job = deps.jobs.last(params.name);
      if (!job) throw notFound(`No rebuild of ${params.name} was started by this server`);
      return { body: job };
    },
  });
}
