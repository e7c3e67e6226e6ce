import { formatMoney } from '@pickup/domain/catalog/money';
import { orderLabel } from '@pickup/domain/ordering/order-number';
import { Alert, Box, Button, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { restaurantDateTime } from '@pickup/domain/catalog/zoned-time';
import { allowedActions } from '@pickup/domain/ordering/machine';
import { ChevronDown, ChevronRight } from 'lucide-react';
import { Fragment, useState, type ReactNode } from 'react';
import { PageSpinner } from '@/components/ui/page-spinner';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { ApiError, serverMessage } from '@/lib/api-client';
import { fullName } from '@/lib/management/format';
import { ORDERS_PAGE_SIZE, useOrders } from '../api/get-orders';
import { CancelOrderDialog } from '@/components/management/orders/cancel-order-dialog';
import { OrderLines } from '@/components/management/orders/order-lines';
import { OrderStatusBadge } from '@/components/order-status-badge';
import { useUpdateOrderStatus } from '@/lib/management/orders/update-order-status';
import { useLiveOrders } from '@/lib/management/orders/use-live-orders';
import { useOrderListParams } from '../hooks/use-order-list-params';
import { OrderFilters } from './order-filters';
import { OrdersPager } from './orders-pager';

const COLUMNS = 7;
const NO_FILTERS = { restaurantId: undefined, status: undefined, date: undefined, q: undefined };
const refusedFilter = (error: Error) => error instanceof ApiError && error.status === 400;

/** An order's history (another feature's), on its restaurant's clock. */
export type OrderHistorySlot = (order: { id: string; timezone: string }) => ReactNode;

type Props = {
  /** Shown under an order's row when expanded. */
  orderHistory?: OrderHistorySlot;
};

/**
 * Every order on the platform, a page at a time from the server, filtered by restaurant,
 * status, the restaurant's local day and order number; live, with the staff steps an admin
 * may take.
 */
export function OrdersTab({ orderHistory }: Props) {
  const [filters, setFilters] = useOrderListParams();
  const orders = useOrders(filters);
  const list = orders.data?.orders;
  const filtered = Boolean(filters.restaurantId || filters.status || filters.date || filters.q);
  const [expanded, setExpanded] = useState<string | null>(null);
  const live = useLiveOrders({ admin: true });
  const update = useUpdateOrderStatus();
  const [cancelling, setCancelling] = useState<string | null>(null);

  return (
    <Stack gap="4">
      {live === 'reconnecting' && (
        <Alert.Root status="warning" role="status">
          <Alert.Indicator />
          <Alert.Title>Reconnecting…</Alert.Title>
        </Alert.Root>
      )}
      <OrderFilters filters={filters} onChange={setFilters} />
      {orders.isPending && <PageSpinner label="Loading orders" />}
      {orders.isError &&
        (refusedFilter(orders.error) ? (
          // The filters (a shared link's, say) were refused: trying again cannot help.
          <ErrorState
            title="These filters cannot be used"
            description={serverMessage(orders.error)}
            action={<Button onClick={() => setFilters(NO_FILTERS)}>Show all orders</Button>}
          />
        ) : (
          <ErrorState
            title="Failed to load orders"
            description={serverMessage(orders.error)}
            action={
              <Button variant="outline" onClick={() => void orders.refetch()}>
                Try again
              </Button>
            }
          />
        ))}
      {list?.length === 0 &&
        (filters.page > 1 ? (
          <EmptyState
            title="No orders on this page"
            action={<Button onClick={() => setFilters({ page: 1 })}>Go to the first page</Button>}
          />
        ) : (
          <EmptyState title={filtered ? 'No orders match these filters' : 'No orders yet'} />
        ))}
      {list && list.length > 0 && (
        <Table.ScrollArea
          borderWidth="1px"
          rounded="md"
          opacity={orders.isPlaceholderData ? 0.6 : 1}
          aria-busy={orders.isPlaceholderData}
        >
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Order</Table.ColumnHeader>
                <Table.ColumnHeader>Restaurant</Table.ColumnHeader>
                <Table.ColumnHeader>Customer</Table.ColumnHeader>
                <Table.ColumnHeader>Items</Table.ColumnHeader>
                <Table.ColumnHeader>Total</Table.ColumnHeader>
                <Table.ColumnHeader>Status</Table.ColumnHeader>
                <Table.ColumnHeader>Actions</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {list.map((order) => (
                <Fragment key={order.id}>
                  <Table.Row verticalAlign="top">
                    <Table.Cell>
                      <Text fontFamily="mono" fontWeight="semibold">
                        {orderLabel(order.id)}
                      </Text>
                      <Text textStyle="xs" color="fg.muted">
                        {restaurantDateTime(order.restaurant.timezone, new Date(order.createdAt))}
                      </Text>
                      {orderHistory && (
                        <Button
                          size="xs"
                          variant="ghost"
                          ms="-2"
                          mt="1"
                          aria-expanded={expanded === order.id}
                          aria-controls={`order-history-${order.id}`}
                          aria-label={`History of order ${orderLabel(order.id)}`}
                          onClick={() => setExpanded((id) => (id === order.id ? null : order.id))}
                        >
                          {expanded === order.id ? <ChevronDown /> : <ChevronRight />}
                          History
                        </Button>
                      )}
                    </Table.Cell>
                    <Table.Cell whiteSpace="normal" overflowWrap="anywhere" minW="28">
                      {order.restaurant?.name ?? '—'}
                    </Table.Cell>
                    <Table.Cell whiteSpace="normal" overflowWrap="anywhere" minW="24">
                      {fullName(order.customer)}
                    </Table.Cell>
                    {/* The table does not wrap by default: long lines and notes made it wider than
                        a laptop, hiding Total, Status and Actions (issue 28). */}
                    <Table.Cell minW="48" whiteSpace="normal">
                      <OrderLines items={order.orderItems} />
                      {order.notes && <Text textStyle="sm">Note: {order.notes}</Text>}
                    </Table.Cell>
                    <Table.Cell whiteSpace="nowrap">{formatMoney(order.total)}</Table.Cell>
                    <Table.Cell>
                      <OrderStatusBadge status={order.status} audience="staff" />
                    </Table.Cell>
                    <Table.Cell>
                      <HStack gap="2" wrap="wrap">
                        {allowedActions(order.status, 'admin').map((action) => (
                          <Button
                            key={action.event}
                            size="sm"
                            variant={action.kind === 'advance' ? 'solid' : 'outline'}
                            colorPalette={action.kind === 'cancel' ? 'red' : undefined}
                            disabled={update.isPending && update.variables.id === order.id}
                            onClick={() =>
                              action.kind === 'cancel'
                                ? setCancelling(order.id)
                                : update.mutate({ id: order.id, status: action.to })
                            }
                          >
                            {action.kind === 'cancel' ? 'Cancel…' : action.label}
                          </Button>
                        ))}
                      </HStack>
                    </Table.Cell>
                  </Table.Row>
                  {orderHistory && expanded === order.id && (
                    <Table.Row id={`order-history-${order.id}`} bg="bg.subtle">
                      <Table.Cell colSpan={COLUMNS} py="4">
                        {/* On a phone the table scrolls sideways; the history stays in view. */}
                        <Box
                          position="sticky"
                          left="0"
                          maxW={{ base: 'calc(100vw - 4rem)', md: 'none' }}
                          whiteSpace="normal"
                          // Its content never widens the table (Total, Status and Actions
                          // stayed out of sight at 1440 px with a history open).
                          css={{ contain: 'inline-size' }}
                        >
                          {orderHistory({ id: order.id, timezone: order.restaurant.timezone })}
                        </Box>
                      </Table.Cell>
                    </Table.Row>
                  )}
                </Fragment>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      {orders.data && orders.data.total > 0 && (
        <OrdersPager
          page={filters.page}
          pageSize={ORDERS_PAGE_SIZE}
          total={orders.data.total}
          busy={orders.isPlaceholderData}
          onPage={(page) => setFilters({ page })}
        />
      )}
      <CancelOrderDialog
        orderLabel={cancelling && orderLabel(cancelling)}
        pending={update.isPending}
        onClose={() => setCancelling(null)}
        onConfirm={(choice) =>
          cancelling &&
          update.mutate(
            { id: cancelling, status: 'cancelled', ...choice },
            { onSuccess: () => setCancelling(null) },
          )
        }
      />
    </Stack>
  );
}
