import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ProjectionStatus } from '../types';
import { auditKeys } from './keys';

export const getProjections = () => api.get<ProjectionStatus[]>('/api/admin/projections');

export const getProjectionsQueryOptions = () =>
  queryOptions({ queryKey: auditKeys.projections(), queryFn: getProjections, staleTime: 0 });

export const useProjections = () => useQuery(getProjectionsQueryOptions());
