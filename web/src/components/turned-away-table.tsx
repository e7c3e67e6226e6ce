import { Box, Table, Text } from '@chakra-ui/react';
import { formatMoney } from '@pickup/domain/catalog/money';
import { causeLabel } from '@pickup/domain/ordering/turned-away';
import type { TurnedAwayFigures } from '@pickup/projections/demand/contract';

export type TurnedAwayRow = TurnedAwayFigures & {
  key: string;
  label: string;
  /** A slot under its day: indented and quieter. */
  detail?: boolean;
};

const WIDE = { base: 'none', md: 'table-cell' };
const NARROW = { base: 'block', md: 'none' };

/** "Pickup time full 3 · Closed 1": why, the most orders first. */
export const whyText = (f: TurnedAwayFigures) =>
  f.causes.map((c) => `${causeLabel(c.cause)} ${c.orders}`).join(' · ');

/** Orders turned away, what their baskets were worth, and why (issue 32). */
export function TurnedAwayTable(props: {
  caption: string;
  /** What the rows are: "Day and slot" or "Restaurant". */
  rowHeader: string;
  rows: TurnedAwayRow[];
  /** Said in the table's place when there are no rows. */
  emptyText?: string;
}) {
  const { caption, rowHeader, rows, emptyText } = props;
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
            <Table.ColumnHeader textAlign="end">Value</Table.ColumnHeader>
            <Table.ColumnHeader display={WIDE}>Why</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.length === 0 && (
            <Table.Row>
              <Table.Cell colSpan={4} color="fg.muted" whiteSpace="normal">
                {emptyText}
              </Table.Cell>
            </Table.Row>
          )}
          {rows.map((r) => (
            <Table.Row key={r.key} color={r.detail ? 'fg.muted' : undefined}>
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
              <Table.Cell textAlign="end">{r.orders}</Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap">
                {formatMoney(r.cents)}
              </Table.Cell>
              <Table.Cell minW="40" display={WIDE}>
                <Text fontSize="sm">{whyText(r)}</Text>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
