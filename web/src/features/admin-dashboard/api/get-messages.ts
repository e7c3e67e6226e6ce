import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MessageView } from '@pickup/projections/support/contract';
import { api } from '@/lib/api-client';
import { adminKeys } from './keys';

export type SupportMessage = MessageView;

export const getMessagesQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.messages(),
    queryFn: () => api.get<SupportMessage[]>('/api/admin/messages'),
  });

export const useMessages = () => useQuery(getMessagesQueryOptions());
