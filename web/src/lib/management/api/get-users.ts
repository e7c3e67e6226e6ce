import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ManagedUser } from '@/types/management';
import { manageKeys } from './keys';

export const getUsers = () => api.get<ManagedUser[]>('/api/admin/users');

export const getUsersQueryOptions = () =>
  queryOptions({ queryKey: manageKeys.users(), queryFn: getUsers });

/** Spec §6: the admin's queries run only for an admin. */
export const useUsers = (options: { enabled: boolean }) =>
  useQuery({ ...getUsersQueryOptions(), enabled: options.enabled });
