import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notify } from '@/components/ui/toaster';
import { api, serverMessage } from '@/lib/api-client';
import type { RebuildJob } from '../types';
import { auditKeys } from './keys';

const rebuildPath = (name: string) => `/api/admin/projections/${encodeURIComponent(name)}/rebuild`;

/** The last rebuild of a projection started by this server (404 when there was none). */
export const getRebuildQueryOptions = (name: string) =>
  queryOptions({
    queryKey: auditKeys.rebuild(name),
    queryFn: () => api.get<RebuildJob>(rebuildPath(name)),
  });

export const useRebuild = (name: string, options: { enabled: boolean }) =>
  useQuery({ ...getRebuildQueryOptions(name), enabled: options.enabled });

/** POST …/rebuild answers 202 with the job; progress then arrives over Socket.IO. */
export function useStartRebuild() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => api.post<RebuildJob>(rebuildPath(name)),
    onSuccess: (job) => {
      queryClient.setQueryData(getRebuildQueryOptions(job.name).queryKey, job);
    },
    onError: (error, name) => {
      notify.error({
        title: `Failed to rebuild ${name}`,
        description: serverMessage(error) ?? 'Something went wrong',
      });
    },
  });
}
