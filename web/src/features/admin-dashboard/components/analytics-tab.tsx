import { formatMoney, formatWholeDollars } from '@pickup/domain/catalog/money';
import { SimpleGrid, Stack, Stat, Table } from '@chakra-ui/react';
import { PageSpinner } from '@/components/ui/page-spinner';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { FiguresTable, type FiguresColumn } from '@/components/figures-table';
import { StatPanel } from '@/components/stat-panel';
import { HandoffWaitTable } from '@/components/handoff-wait-table';
import { PromiseAccuracyTable } from '@/components/promise-accuracy-table';
import { TurnedAwayTable } from '@/components/turned-away-table';
import { useAnalytics } from '../api/get-analytics';
import { useHandoffWait, usePromiseAccuracy, useTurnedAway } from '../api/get-figures';
import { BarChart, LineChart } from './charts';

const TOP_ITEM_COLUMNS: FiguresColumn<{ quantity: number; revenue: number }>[] = [
  { header: 'Sold', cell: (item) => item.quantity },
  { header: 'Revenue', cell: (item) => formatMoney(item.revenue) },
];

const day = (date: string) => date.slice(5);
const hour = (h: number) => `${h % 12 === 0 ? 12 : h % 12}${h < 12 ? 'a' : 'p'}`;

/** DECISIONS 7: real charts instead of placeholder text. */
export function AnalyticsTab() {
  const analytics = useAnalytics();
  const accuracy = usePromiseAccuracy();
  const handoff = useHandoffWait();
  const turnedAway = useTurnedAway();
  if (analytics.isPending) return <PageSpinner label="Loading analytics" />;
  if (analytics.isError) return <ErrorState title="Failed to load analytics" />;
  const a = analytics.data;
  if (a.perDay.length === 0 && a.topItems.length === 0) {
    return <EmptyState title="No orders yet" description="Charts appear once orders come in." />;
  }
  const every = Math.ceil(a.perDay.length / 10);
  const hours = Array.from({ length: 24 }, (_, h) => ({
    label: hour(h),
    value: a.busiestHours.find((b) => b.hour === h)?.orders ?? 0,
  }));
  return (
    <Stack gap="6">
      <StatPanel label="Average confirm → ready" maxW="sm">
        <Stat.ValueText>
          {a.avgConfirmToReadyMinutes === null ? '—' : `${a.avgConfirmToReadyMinutes} min`}
        </Stat.ValueText>
      </StatPanel>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
        <BarChart
          title="Orders per day"
          points={a.perDay.map((d) => ({ label: day(d.date), value: d.orders }))}
          labelEvery={every}
        />
        <LineChart
          title="Revenue per day"
          points={a.perDay.map((d) => ({ label: day(d.date), value: d.revenue }))}
          format={formatMoney}
          axisFormat={formatWholeDollars}
          labelEvery={every}
        />
        <BarChart title="Busiest hours" points={hours} labelEvery={3} />
        <FiguresTable
          caption="Top items"
          rowHeader="Item"
          columns={TOP_ITEM_COLUMNS}
          // Two menus may sell items of the same name.
          rows={a.topItems.map((item, rank) => ({ key: String(rank), label: item.name, ...item }))}
          labelCell={(item) => <Table.Cell>{item.label}</Table.Cell>}
        />
      </SimpleGrid>
      {accuracy.isError ? (
        <ErrorState title="Failed to load promise accuracy" />
      ) : (
        accuracy.data &&
        accuracy.data.length > 0 && (
          <PromiseAccuracyTable
            caption="Promises kept per restaurant, last 30 days"
            rowHeader="Restaurant"
            rows={accuracy.data.map((r) => ({ key: r.restaurantId, label: r.name, ...r }))}
          />
        )
      )}
      {handoff.isError ? (
        <ErrorState title="Failed to load the wait at the handoff" />
      ) : (
        handoff.data &&
        (handoff.data.length > 0 ? (
          <HandoffWaitTable
            caption="Wait at the handoff per restaurant, last 30 days"
            rowHeader="Restaurant"
            rows={handoff.data.map((r) => ({ key: r.restaurantId, label: r.name, ...r }))}
          />
        ) : (
          <EmptyState
            title="No handoffs yet"
            description="The wait at the counter appears once orders are picked up."
          />
        ))
      )}
      {turnedAway.isError ? (
        <ErrorState title="Failed to load orders turned away" />
      ) : (
        turnedAway.data && (
          <TurnedAwayTable
            caption="Orders turned away per restaurant, last 30 days"
            rowHeader="Restaurant"
            emptyText="No order was turned away in the last 30 days."
            rows={turnedAway.data.map((r) => ({ key: r.restaurantId, label: r.name, ...r }))}
          />
        )
      )}
    </Stack>
  );
}
