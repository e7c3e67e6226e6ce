import { Table, Text } from '@chakra-ui/react';
import { formatMoney } from '@pickup/domain/catalog/money';
import { causeLabel } from '@pickup/domain/ordering/turned-away';
import type { TurnedAwayFigures } from '@pickup/projections/demand/contract';
import { FiguresTable, type FiguresColumn } from './figures-table';

export type TurnedAwayRow = TurnedAwayFigures & {
  key: string;
  label: string;
  /** A slot under its day: indented and quieter. */
  detail?: boolean;
};

const WIDE = { base: 'none', md: 'table-cell' };
const NARROW = { base: 'block', md: 'none' };

/** "Pickup time full 3 · Closed 1": why, the most orders first; causes one word covers, once. */
export function whyText(f: TurnedAwayFigures): string {
  const byLabel = new Map<string, number>();
  for (const c of f.causes) {
    const label = causeLabel(c.cause);
    byLabel.set(label, (byLabel.get(label) ?? 0) + c.orders);
  }
  return [...byLabel]
    .sort(([, a], [, b]) => b - a)
    .map(([label, orders]) => `${label} ${orders}`)
    .join(' · ');
}

const COLUMNS: FiguresColumn<TurnedAwayRow>[] = [
  { header: 'Orders', cell: (r) => r.orders },
  { header: 'Value', cell: (r) => formatMoney(r.cents), props: { whiteSpace: 'nowrap' } },
  {
    header: 'Why',
    cell: (r) => <Text fontSize="sm">{whyText(r)}</Text>,
    props: { textAlign: 'start', minW: '40', display: WIDE },
  },
];

const labelCell = (r: TurnedAwayRow) => (
  <Table.Cell
    fontWeight={r.detail ? 'normal' : 'medium'}
    ps={r.detail ? '6' : undefined}
    whiteSpace="nowrap"
  >
    {r.label}
    {/* On a phone, why goes under the row's name instead of in its own column. */}
    <Text display={NARROW} fontSize="xs" color="fg.muted" whiteSpace="normal">
      {whyText(r)}
    </Text>
  </Table.Cell>
);

/** Orders turned away, what their baskets were worth, and why (issue 32). */
export function TurnedAwayTable(props: {
  caption: string;
  /** What the rows are: "Day and slot" or "Restaurant". */
  rowHeader: string;
  rows: TurnedAwayRow[];
  /** Said in the table's place when there are no rows. */
  emptyText?: string;
}) {
  return (
    <FiguresTable
      {...props}
      columns={COLUMNS}
      rowProps={(r) => ({ color: r.detail ? 'fg.muted' : undefined })}
      labelCell={labelCell}
    />
  );
}
