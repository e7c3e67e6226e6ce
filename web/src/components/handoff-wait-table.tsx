import { Box, Table } from '@chakra-ui/react';
import type { HandoffFigures } from '@pickup/projections/handoff/contract';

export type HandoffRow = HandoffFigures & { key: string; label: string };

const mins = (v: number | null) => (v === null ? '—' : `${v} min`);
const pair = (median: number | null, p90: number | null) =>
  median === null ? '—' : `${median} / ${mins(p90)}`;
const early = (r: HandoffFigures) =>
  r.arrivedBeforeReadyShare === null
    ? '—'
    : `${Math.round(r.arrivedBeforeReadyShare * 100)}% of ${r.arrived}`;

/**
 * The wait at the handoff, one row per day or restaurant: minutes on the shelf (ready →
 * collected) and at the counter ("I'm here" → collected) as median / 90th percentile, the
 * share of customers who said "I'm here" before their order was ready, and their median wait.
 */
export function HandoffWaitTable(props: {
  caption: string;
  /** What the rows are: "Day" or "Restaurant". */
  rowHeader: string;
  rows: HandoffRow[];
}) {
  const { caption, rowHeader, rows } = props;
  return (
    <Box overflowX="auto" borderWidth="1px" rounded="lg" p="4" bg="bg.panel">
      <Table.Root size="sm">
        <Table.Caption captionSide="top" textAlign="start" fontWeight="semibold">
          {caption}
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{rowHeader}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Collected</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">
              Ready → collected (median / 90th)
            </Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">
              I&apos;m here → collected (median / 90th)
            </Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Here before ready</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Their wait for it (median)</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((r) => (
            <Table.Row key={r.key} whiteSpace="nowrap">
              <Table.Cell fontWeight="medium">{r.label}</Table.Cell>
              <Table.Cell textAlign="end">{r.collected}</Table.Cell>
              <Table.Cell textAlign="end">
                {pair(r.medianReadyToCollectedMinutes, r.p90ReadyToCollectedMinutes)}
              </Table.Cell>
              <Table.Cell textAlign="end">
                {pair(r.medianArrivedToCollectedMinutes, r.p90ArrivedToCollectedMinutes)}
              </Table.Cell>
              <Table.Cell textAlign="end">{early(r)}</Table.Cell>
              <Table.Cell textAlign="end">{mins(r.medianWaitForReadyMinutes)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
