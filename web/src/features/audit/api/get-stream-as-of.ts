import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { StreamAsOf, TimeTravelKind } from '../types';
import { auditKeys } from './keys';

export type Moment = { kind: TimeTravelKind; id: string; asOf: string };

/** The past does not change: a moment once read is kept. */
export const getStreamAsOfQueryOptions = ({ kind, id, asOf }: Moment) =>
  queryOptions({
    queryKey: auditKeys.asOf(kind, id, asOf),
    queryFn: () =>
      api.get<StreamAsOf>(
        `/api/admin/audit/${kind}/${encodeURIComponent(id)}?asOf=${encodeURIComponent(asOf)}`,
      ),
  });

export const useStreamAsOf = (moment: Moment | null) =>
  useQuery({
    ...getStreamAsOfQueryOptions(moment ?? { kind: 'order', id: '', asOf: '' }),
    enabled: moment !== null,
  });
