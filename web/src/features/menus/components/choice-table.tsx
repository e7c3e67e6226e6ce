import { formatPrice } from '@pickup/domain/catalog/money';
import { Badge, Table } from '@chakra-ui/react';
import { ActiveBadge } from '@/components/management/active-badge';
import { RowActions } from './row-actions';

type Row = { id: string; name: string; price: string; isActive?: boolean; type?: string };

type Props<T extends Row> = {
  rows: T[];
  onEdit: (row: T) => void;
  onDelete: (row: T) => void;
  withType?: boolean;
};

/** The ingredient and side lists: one row each with edit and delete. */
export function ChoiceTable<T extends Row>({ rows, onEdit, onDelete, withType }: Props<T>) {
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Name</Table.ColumnHeader>
            {withType && <Table.ColumnHeader>Type</Table.ColumnHeader>}
            <Table.ColumnHeader>Price</Table.ColumnHeader>
            <Table.ColumnHeader>Status</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Actions</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={row.id}>
              <Table.Cell fontWeight="medium">{row.name}</Table.Cell>
              {withType && (
                <Table.Cell>
                  <Badge colorPalette={row.type === 'optional' ? 'green' : 'purple'}>
                    {row.type === 'optional' ? 'Optional' : 'Possible'}
                  </Badge>
                </Table.Cell>
              )}
              <Table.Cell>{formatPrice(row.price)}</Table.Cell>
              <Table.Cell>
                <ActiveBadge active={row.isActive ?? true} />
              </Table.Cell>
              <Table.Cell textAlign="end">
                <RowActions
                  name={row.name}
                  onEdit={() => onEdit(row)}
                  onDelete={() => onDelete(row)}
                />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
