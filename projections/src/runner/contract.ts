import { z } from 'zod';

/** What the read models' own administration answers (admin Projections tab). */

/** Verification of one table after a rebuild: rebuilt rows against the ones they replaced. */
export const tableDiffSchema = z.object({
  table: z.string(),
  liveRows: z.number().nullable(),
  rebuiltRows: z.number().nullable(),
  comparable: z.boolean(),
  onlyLive: z.number().nullable(),
  onlyRebuilt: z.number().nullable(),
});

export const rebuildJobStatusSchema = z.enum(['running', 'succeeded', 'failed']);
export type RebuildJobStatus = z.infer<typeof rebuildJobStatusSchema>;

/** GET /api/admin/projections/:name/rebuild. */
export const rebuildJobSchema = z.object({
  jobId: z.string(),
  name: z.string(),
  status: rebuildJobStatusSchema,
  applied: z.number(),
  /** Events to replay, counted at the start (more may arrive while it runs). */
  total: z.number().nullable(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  checkpoint: z.string().nullable(),
  /** Rebuilt rows compared with the live rows they replaced. */
  identical: z.boolean().nullable(),
  diff: z.array(tableDiffSchema),
  error: z.string().nullable(),
});
export type RebuildJob = z.infer<typeof rebuildJobSchema>;

/** GET /api/admin/projections: each read model's progress, and its last rebuild here. */
export const projectionStatusListSchema = z.array(
  z.object({
    name: z.string(),
    version: z.number(),
    checkpoint: z.string(),
    lagEvents: z.number(),
    /** The lag count stopped at the server's scan limit: the real lag is larger. */
    lagCapped: z.boolean(),
    lagSeconds: z.number(),
    active: z.boolean(),
    updatedAt: z.string().nullable(),
    eventsApplied: z.number(),
    lastRebuild: rebuildJobSchema.nullable(),
  }),
);
export type ProjectionStatusView = z.infer<typeof projectionStatusListSchema>[number];

/** The Socket.IO event the admin room receives while and after a rebuild runs. */
export const REBUILD_EVENT = 'projection:rebuild';
export type RebuildEvent = typeof REBUILD_EVENT;

export const rebuildSignalSchema = rebuildJobSchema
  .pick({
    jobId: true,
    name: true,
    status: true,
    applied: true,
    total: true,
    identical: true,
    diff: true,
    error: true,
  })
  .extend({ done: z.boolean() });
export type RebuildSignal = z.infer<typeof rebuildSignalSchema>;
