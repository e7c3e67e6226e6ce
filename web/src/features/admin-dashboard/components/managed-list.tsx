import { Button, HStack, Stack, Table } from '@chakra-ui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageSpinner } from '@/components/ui/page-spinner';
import { EmptyState, ErrorState } from '@/components/ui/states';

/**
 * What the admin manages (users, restaurants): a create button, then the list as a table,
 * its name first and its actions last. `what` names the rows: "Loading {what}", "No {what} yet".
 * Long unbroken names wrap, so the actions stay on screen (issue 28).
 */
export function ManagedList<T extends { id: string }>(props: {
  query: UseQueryResult<T[]>;
  what: string;
  createLabel: string;
  onCreate: () => void;
  /** The columns between the name and the actions. */
  headers: string[];
  stickyHeader?: boolean;
  name: (row: T) => ReactNode;
  /** The row's other cells, one per header. */
  cells: (row: T) => ReactNode;
  actions: (row: T) => ReactNode;
  /** Dialogs the list opens. */
  children?: ReactNode;
}) {
  const { query, what } = props;
  return (
    <Stack gap="4">
      <HStack justify="flex-end">
        <Button onClick={props.onCreate}>
          <Plus /> {props.createLabel}
        </Button>
      </HStack>
      {query.isPending && <PageSpinner label={`Loading ${what}`} />}
      {query.isError && <ErrorState title={`Failed to load ${what}`} />}
      {query.data?.length === 0 && <EmptyState title={`No ${what} yet`} />}
      {query.data && query.data.length > 0 && (
        <Table.ScrollArea borderWidth="1px" rounded="md">
          <Table.Root size="sm" stickyHeader={props.stickyHeader}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Name</Table.ColumnHeader>
                {props.headers.map((h) => (
                  <Table.ColumnHeader key={h}>{h}</Table.ColumnHeader>
                ))}
                <Table.ColumnHeader textAlign="end">Actions</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {query.data.map((row) => (
                <Table.Row key={row.id}>
                  <Table.Cell
                    fontWeight="medium"
                    whiteSpace="normal"
                    overflowWrap="anywhere"
                    minW="32"
                  >
                    {props.name(row)}
                  </Table.Cell>
                  {props.cells(row)}
                  <Table.Cell>
                    <HStack gap="1" justify="flex-end">
                      {props.actions(row)}
                    </HStack>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      {props.children}
    </Stack>
  );
}

/** An icon button of a row, named for screen readers; `to` makes it a link. */
export function RowAction(props: {
  label: string;
  icon: ReactNode;
  onClick?: () => void;
  to?: string;
  danger?: boolean;
}) {
  const { label, icon, onClick, to, danger } = props;
  return (
    <Button
      asChild={to !== undefined}
      size="sm"
      variant="ghost"
      colorPalette={danger ? 'red' : undefined}
      aria-label={to ? undefined : label}
      onClick={onClick}
    >
      {to ? (
        <Link to={to} aria-label={label}>
          {icon}
        </Link>
      ) : (
        icon
      )}
    </Button>
  );
}
