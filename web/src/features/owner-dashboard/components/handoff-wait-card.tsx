import { Stack, Text } from '@chakra-ui/react';
import { PageSpinner } from '@/components/ui/page-spinner';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { HandoffWaitTable } from '@/components/handoff-wait-table';
import { useHandoffWait } from '../api/handoff-wait';

/** How long collected orders waited on the shelf and customers at the counter, last 30 days. */
export function HandoffWaitCard({ restaurantId }: { restaurantId: string }) {
  const wait = useHandoffWait(restaurantId);
  if (wait.isPending) return <PageSpinner label="Loading the wait at the handoff" />;
  if (wait.isError) return <ErrorState title="Failed to load the wait at the handoff" />;
  const { days, total } = wait.data;
  if (days.length === 0)
    return (
      <EmptyState
        title="No handoffs yet"
        description="Once orders are picked up, you will see how long they waited and how long customers did."
      />
    );
  return (
    <Stack gap="3">
      <Text color="fg.muted" fontSize="sm">
        Picked-up orders by the day they were collected: minutes from ready to collected, and from
        the customer&apos;s &quot;I&apos;m here&quot; to collected (median / 90th percentile); of
        the customers who said they were here, the share who came before their order was ready and
        how long they waited for it.
      </Text>
      <HandoffWaitTable
        caption="Wait at the handoff, last 30 days"
        rowHeader="Day"
        rows={[
          { key: 'total', label: 'All 30 days', ...total },
          ...[...days].reverse().map((d) => ({ key: d.date, label: d.date, ...d })),
        ]}
      />
    </Stack>
  );
}
