import { useQueryClient } from '@tanstack/react-query';
import { useLiveUpdates } from '@/lib/socket';
import { auditKeys } from '../api/keys';
import { getProjectionsQueryOptions } from '../api/get-projections';
import { getRebuildQueryOptions } from '../api/rebuild-projection';
import type { RebuildJob, RebuildSignal } from '../types';
import type { RebuildEvent } from '@pickup/projections/runner/contract';

/** The server's event name, checked against its declaration. */
export const REBUILD_EVENT: RebuildEvent = 'projection:rebuild';

const isSignal = (payload: unknown): payload is RebuildSignal =>
  typeof payload === 'object' &&
  payload !== null &&
  typeof (payload as RebuildSignal).jobId === 'string' &&
  typeof (payload as RebuildSignal).name === 'string';

/**
 * Feeds each projection's rebuild job from the admin room's `projection:rebuild` signals; on
 * a reconnect (signals were missed) reads the jobs and the statuses again.
 */
export function useRebuildSignals() {
  const queryClient = useQueryClient();
  return useLiveUpdates(
    { admin: true },
    {
      onCatchUp: () => void queryClient.invalidateQueries({ queryKey: auditKeys.all }),
      on: {
        [REBUILD_EVENT]: (payload) => {
          if (!isSignal(payload)) return;
          const { done, ...signal } = payload;
          queryClient.setQueryData(
            getRebuildQueryOptions(signal.name).queryKey,
            (job: RebuildJob | undefined): RebuildJob => ({
              startedAt: new Date().toISOString(),
              checkpoint: null,
              ...(job?.jobId === signal.jobId ? job : undefined),
              ...signal,
              finishedAt: done ? (job?.finishedAt ?? new Date().toISOString()) : null,
            }),
          );
          if (done) {
            void queryClient.invalidateQueries({ queryKey: getProjectionsQueryOptions().queryKey });
            void queryClient.invalidateQueries({
              queryKey: getRebuildQueryOptions(signal.name).queryKey,
            });
          }
        },
      },
    },
  );
}
