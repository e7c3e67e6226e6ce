import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OutboxMessage } from '@pickup/domain/notifications/outbox';
import { api } from '@/lib/api-client';
import { outboxKeys } from '@/lib/dev-outbox-keys';

export type { OutboxMessage };

/** A code just requested should appear without a reload. */
const REFRESH_MS = 3000;

export const getOutboxQueryOptions = () =>
  queryOptions({
    queryKey: outboxKeys.all,
    queryFn: () => api.get<OutboxMessage[]>('/api/dev/outbox', { refreshOnUnauthorized: false }),
    refetchInterval: REFRESH_MS,
  });

export const useOutbox = () => useQuery(getOutboxQueryOptions());
