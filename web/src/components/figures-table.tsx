import { Box, Table, type TableCellProps, type TableRowProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A row of figures: one day, slot or restaurant, named by its label. */
export type FiguresRow = { key: string; label: string };

export type FiguresColumn<R> = {
  header: ReactNode;
  cell: (row: R) => ReactNode;
  /** Props of the column's header and cells; figures line up at the end unless these say so. */
  props?: TableCellProps;
};

/**
 * A panel of figures per day, slot or restaurant under a caption: the row's label first, then
 * one cell per column. The owner's and the admin's figures (promises, the wait at the
 * handoff, orders turned away) share it, so both read the same.
 */
export function FiguresTable<R extends FiguresRow>(props: {
  caption: string;
  /** What the rows are: "Day" or "Restaurant". */
  rowHeader: string;
  columns: FiguresColumn<R>[];
  rows: R[];
  /** Said in the table's place when there are no rows. */
  emptyText?: string;
  rowProps?: (row: R) => TableRowProps;
  /** The row's first cell; by default its label in medium weight. */
  labelCell?: (row: R) => ReactNode;
}) {
  const { caption, rowHeader, columns, rows, emptyText, rowProps, labelCell } = props;
  return (
    <Box overflowX="auto" borderWidth="1px" rounded="lg" p="4" bg="bg.panel">
      <Table.Root size="sm">
        <Table.Caption captionSide="top" textAlign="start" fontWeight="semibold">
          {caption}
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{rowHeader}</Table.ColumnHeader>
            {columns.map((c, i) => (
              <Table.ColumnHeader key={i} textAlign="end" {...c.props}>
                {c.header}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.length === 0 && emptyText && (
            <Table.Row>
              <Table.Cell colSpan={columns.length + 1} color="fg.muted" whiteSpace="normal">
                {emptyText}
              </Table.Cell>
            </Table.Row>
          )}
          {rows.map((r) => (
            <Table.Row key={r.key} {...rowProps?.(r)}>
              {labelCell ? labelCell(r) : <Table.Cell fontWeight="medium">{r.label}</Table.Cell>}
              {columns.map((c, i) => (
                <Table.Cell key={i} textAlign="end" {...c.props}>
                  {c.cell(r)}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
