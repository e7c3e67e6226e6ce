import { Box, Table } from '@chakra-ui/react';
import type { AccuracyFigures } from '@pickup/domain/timing/accuracy';

export type AccuracyRow = AccuracyFigures & { key: string; label: string };

const share = (v: number | null) => (v === null ? '—' : `${Math.round(v * 100)}%`);
const mins = (v: number | null) => (v === null ? '—' : `${v} min`);

/** Promise accuracy rows: kept share, median and 90th-percentile lateness, no-shows. */
export function PromiseAccuracyTable(props: {
  caption: string;
  /** What the rows are: "Day" or "Restaurant". */
  rowHeader: string;
  rows: AccuracyRow[];
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
            <Table.ColumnHeader textAlign="end">Orders</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Ready by promise</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Median late</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">90th pct late</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">No-shows</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((r) => (
            <Table.Row key={r.key}>
              <Table.Cell fontWeight="medium">{r.label}</Table.Cell>
              <Table.Cell textAlign="end">{r.orders}</Table.Cell>
              <Table.Cell textAlign="end">{share(r.keptShare)}</Table.Cell>
              <Table.Cell textAlign="end">{mins(r.medianLateMinutes)}</Table.Cell>
              <Table.Cell textAlign="end">{mins(r.p90LateMinutes)}</Table.Cell>
              <Table.Cell textAlign="end">{r.noShows}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
