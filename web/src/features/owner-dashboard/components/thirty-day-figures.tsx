import { Stack, Text } from '@chakra-ui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PageSpinner } from '@/components/ui/page-spinner';
import { EmptyState, ErrorState } from '@/components/ui/states';

/**
 * One of the owner's figures over the last 30 days, per day: loading, failed, nothing yet,
 * or what the figures mean above them. `what` names them: "Loading {what}".
 */
export function ThirtyDayFigures<T extends { days: unknown[] }>(props: {
  query: UseQueryResult<T>;
  what: string;
  empty: { title: string; description: string };
  intro: ReactNode;
  gap?: string;
  children: (figures: T) => ReactNode;
}) {
  const { query, what, empty, intro, gap = '3', children } = props;
  if (query.isPending) return <PageSpinner label={`Loading ${what}`} />;
  if (query.isError) return <ErrorState title={`Failed to load ${what}`} />;
  if (query.data.days.length === 0) return <EmptyState {...empty} />;
  return (
    <Stack gap={gap}>
      <Text color="fg.muted" fontSize="sm">
        {intro}
      </Text>
      {children(query.data)}
    </Stack>
  );
}

/** The 30 days' total first, then each day, the newest first. */
export const totalThenNewestDays = <F extends object>(figures: {
  days: (F & { date: string })[];
  total: F;
}) => [
  { key: 'total', label: 'All 30 days', ...figures.total },
  ...[...figures.days].reverse().map((d) => ({ key: d.date, label: d.date, ...d })),
];
