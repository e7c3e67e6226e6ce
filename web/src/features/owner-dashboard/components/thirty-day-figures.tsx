import { Stack, Text } from '@chakra-ui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import { PageSpinner } from '@/components/ui/page-spinner';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { dateLabel } from '@/lib/special-days';

type Shell = {
  what: string;
  empty: { title: string; description: string };
  intro: ReactNode;
  gap?: string;
};

/**
 * One of the owner's figures over the last 30 days, per day: loading, failed, nothing yet,
 * or what the figures mean above them. `what` names them: "Loading {what}".
 */
export function ThirtyDayFigures<T extends { days: unknown[] }>(
  props: Shell & { query: UseQueryResult<T>; children: (figures: T) => ReactNode },
) {
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

type DayTable<F> = ComponentType<{
  caption: string;
  rowHeader: string;
  rows: (F & { key: string; label: string })[];
}>;

/** Figures with a 30-day total and one row per day: the total first, then the newest day. */
export function DailyFigures<F extends object>(
  props: Shell & {
    query: UseQueryResult<{ days: (F & { date: string })[]; total: F }>;
    table: DayTable<F>;
    caption: string;
  },
) {
  const { table: Table, caption, ...figures } = props;
  return (
    <ThirtyDayFigures {...figures}>
      {({ days, total }) => (
        <Table
          caption={caption}
          rowHeader="Day"
          rows={[
            { key: 'total', label: 'All 30 days', ...total },
            ...[...days].reverse().map((d) => ({ key: d.date, label: dateLabel(d.date), ...d })),
          ]}
        />
      )}
    </ThirtyDayFigures>
  );
}
