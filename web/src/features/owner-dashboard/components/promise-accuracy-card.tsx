import { Stack, Text } from '@chakra-ui/react';
import { PageSpinner } from '@/components/ui/page-spinner';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { PromiseAccuracyTable } from '@/components/promise-accuracy-table';
import { usePromiseAccuracy } from '../api/promise-accuracy';

/** How well the promised ready times were kept, per day over the last 30 days. */
export function PromiseAccuracyCard({ restaurantId }: { restaurantId: string }) {
  const accuracy = usePromiseAccuracy(restaurantId);
  if (accuracy.isPending) return <PageSpinner label="Loading promise accuracy" />;
  if (accuracy.isError) return <ErrorState title="Failed to load promise accuracy" />;
  const { days, total } = accuracy.data;
  if (days.length === 0)
    return (
      <EmptyState
        title="No promises yet"
        description="Once orders are ready, you will see how often they were ready on time."
      />
    );
  return (
    <Stack gap="3">
      <Text color="fg.muted" fontSize="sm">
        Each order's promised ready time against when it was marked ready, by the day it was
        promised for. No-shows: ready orders cancelled or left waiting over 30 minutes.
      </Text>
      <PromiseAccuracyTable
        caption="Promises kept, last 30 days"
        rowHeader="Day"
        rows={[
          { key: 'total', label: 'All 30 days', ...total },
          ...[...days].reverse().map((d) => ({ key: d.date, label: d.date, ...d })),
        ]}
      />
    </Stack>
  );
}
