import { orderLabel } from '@pickup/domain/ordering/order-number';
import { Alert, Box, Button, HStack, SimpleGrid, Spinner, Tabs, Text } from '@chakra-ui/react';
import { allowedActions, type OrderAction } from '@pickup/domain/ordering/machine';
import { Bell, BellOff, Printer } from 'lucide-react';
import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { PageSpinner } from '@/components/ui/page-spinner';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { useUser } from '@/lib/auth';
import { serverMessage } from '@/lib/api-client';
import { useUpdateOrderStatus } from '@/lib/management/orders/update-order-status';
import { useLiveOrders } from '@/lib/management/orders/use-live-orders';
import { CancelOrderDialog } from '@/components/management/orders/cancel-order-dialog';
import { type StaffOrder } from '@/types/management-orders';
import { DEFAULT_NO_SHOW_MINUTES } from '@pickup/domain/catalog/restaurant';
import { nextReminderAt, waitingSince } from '@pickup/domain/ordering/reminder';
import { promiseOf } from '../age';
import { useBoard } from '../api/get-board';
import { useMarkSoldOut } from '../api/mark-sold-out';
import { useRemindCustomer } from '../api/remind-customer';
import { useAutoPrint } from '../auto-print';
import { playArrivalChime, playChime, unlockChime } from '@/lib/chime';
import { useNewOrders } from '../use-new-orders';
import { useNow } from '../use-now';
import { BoardColumns, upcoming } from './board-columns';
import { HandoverDialog, type HandingOver } from './handover-dialog';
import { OrderTicket } from './order-ticket';
import { PrintTickets, usePrinter } from './print-tickets';
import { StockStrip } from './stock-strip';

/** Issue 7: the live board an owner works from during a rush, tablet first. */
export function KitchenBoard({
  restaurantId,
  actions,
}: {
  restaurantId: string;
  /** More buttons for the toolbar (the owner dashboard's "Kitchen mode"). */
  actions?: ReactNode;
}) {
  const role = useUser().data?.role ?? 'restaurant_owner';
  const board = useBoard(restaurantId);
  const live = useLiveOrders({ restaurantId });
  const update = useUpdateOrderStatus();
  const soldOut = useMarkSoldOut();
  const remind = useRemindCustomer();
  const now = useNow();
  const [sound, setSound] = useState(true);
  const [cancelling, setCancelling] = useState<StaffOrder | null>(null);
  const [handingOver, setHandingOver] = useState<HandingOver | null>(null);
  const printer = usePrinter();
  const autoPrint = useAutoPrint();
  // An order is new to the kitchen once it is due: on arrival, or for a scheduled one when
  // its fire time comes and it moves from Upcoming to New (it rings, is highlighted and
  // auto-prints then).
  const { fresh, acknowledge } = useNewOrders(
    board.data?.active.filter((o) => !upcoming(o, now)).map((o) => o.id),
    (added) => {
      if (sound) playChime();
      const ids = autoPrint.take(added);
      const orders = board.data?.active.filter((o) => ids.includes(o.id)) ?? [];
      if (orders.length > 0) printer.print(orders);
    },
  );

  // Issue 31: a customer saying "I'm here" rings differently (once per order).
  useNewOrders(
    board.data?.active.filter((o) => o.arrival !== null).map((o) => o.id),
    () => {
      if (sound) playArrivalChime();
    },
  );

  if (board.isPending) return <PageSpinner label="Loading orders" />;
  if (board.isError) return <ErrorState title="Failed to load orders" />;

  const { active, completed } = board.data;
  const act = (order: StaffOrder, action: OrderAction) => {
    acknowledge(order.id);
    // Issue 31: where the restaurant checks pickup codes, the customer's code is asked first.
    if (action.to === 'picked_up' && board.data.checkPickupCode) {
      update.reset();
      setHandingOver({ order, action });
      return;
    }
    update.mutate({ id: order.id, status: action.to });
  };
  const noShowMs = (board.data?.noShowAfterMinutes ?? DEFAULT_NO_SHOW_MINUTES) * 60_000;
  // Issue 15: a ready order still here this long after its promise was not collected;
  // issue 31: a reminder gives the customer that long again.
  const noShowDue = (order: StaffOrder) => {
    const reminded = order.reminders.lastAt ? Date.parse(order.reminders.lastAt) : 0;
    return order.status === 'ready' && now > Math.max(promiseOf(order), reminded) + noShowMs;
  };
  // Issue 31: a ready order waiting this long since ready (or its last reminder).
  const remindDue = (order: StaffOrder) => {
    const at = nextReminderAt(order, board.data.remindAfterMinutes);
    return (
      order.status === 'ready' && waitingSince(order) !== undefined && at !== null && now >= at
    );
  };
  const ticket = (order: StaffOrder) => {
    const actions = allowedActions(order.status, role);
    return (
      <OrderTicket
        key={order.id}
        order={order}
        now={now}
        actions={actions.filter((a) => a.kind === 'advance' || a.kind === 'recall')}
        isNew={fresh.has(order.id)}
        busy={
          (update.isPending && update.variables.id === order.id) ||
          (remind.isPending && remind.variables === order.id)
        }
        onAction={(action) => act(order, action)}
        onCancel={actions.some((a) => a.kind === 'cancel') ? () => setCancelling(order) : undefined}
        earlierNoShows={board.data?.noShows?.[order.customerId ?? ''] ?? 0}
        onNoShow={
          noShowDue(order)
            ? () => update.mutate({ id: order.id, status: 'cancelled', reasonCode: 'no_show' })
            : undefined
        }
        onRemind={remindDue(order) ? () => remind.mutate(order.id) : undefined}
        onPrint={() => printer.print([order])}
        onSoldOut={(item) =>
          item.menuItemId &&
          soldOut.mutate({ menuItemId: item.menuItemId, name: item.menuItem.name })
        }
      />
    );
  };

  /**
   * A bump bar is a keyboard: arrows move between tickets, Enter takes the focused ticket
   * to its next step, Backspace recalls it.
   */
  const bumpBar = (event: KeyboardEvent<HTMLElement>) => {
    const target = event.target as HTMLElement;
    const id = target.dataset.orderId;
    if (target.tagName !== 'ARTICLE' || !id) return;
    const all = [...event.currentTarget.querySelectorAll<HTMLElement>('article[data-order-id]')];
    const at = all.indexOf(target);
    const order = active.find((o) => o.id === id);
    const step = (kind: 'advance' | 'recall') =>
      order && allowedActions(order.status, role).find((a) => a.kind === kind);
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowRight':
        all[Math.min(at + 1, all.length - 1)]?.focus();
        break;
      case 'ArrowUp':
      case 'ArrowLeft':
        all[Math.max(at - 1, 0)]?.focus();
        break;
      case 'Enter': {
        const next = step('advance');
        if (order && next) act(order, next);
        break;
      }
      case 'Backspace': {
        const back = step('recall');
        if (order && back) act(order, back);
        break;
      }
      default:
        return;
    }
    event.preventDefault();
  };

  // Browsers allow sound only after the page is touched; any tap on the board unlocks it.
  return (
    <Box onPointerDown={unlockChime}>
      {live === 'reconnecting' && (
        <Alert.Root status="warning" mb="4" role="status">
          <Alert.Indicator>
            <Spinner size="sm" />
          </Alert.Indicator>
          <Alert.Title>Reconnecting…</Alert.Title>
          <Alert.Description>New orders will appear as soon as we are back.</Alert.Description>
        </Alert.Root>
      )}
      <StockStrip restaurantId={restaurantId} now={now} />
      <Tabs.Root defaultValue="active" variant="enclosed" lazyMount>
        <HStack justify="space-between" wrap="wrap" gap="3" mb="3">
          <Tabs.List>
            <Tabs.Trigger value="active" minH="12" px="5">
              Active ({active.length})
            </Tabs.Trigger>
            {/* Not "Completed": that is one of the statuses this tab holds (issue 28). */}
            <Tabs.Trigger value="completed" minH="12" px="5">
              Finished
            </Tabs.Trigger>
          </Tabs.List>
          <HStack gap="3" wrap="wrap">
            {live === 'live' && (
              <Text textStyle="sm" color="green.fg" fontWeight="medium">
                ● Live
              </Text>
            )}
            <Button
              variant="outline"
              size="lg"
              minH="12"
              aria-pressed={autoPrint.enabled}
              onClick={autoPrint.toggle}
            >
              <Printer aria-hidden="true" />
              {autoPrint.enabled ? 'Auto-print on' : 'Auto-print off'}
            </Button>
            <Button
              variant="outline"
              size="lg"
              minH="12"
              onClick={() => {
                unlockChime();
                setSound((on) => !on);
              }}
            >
              {sound ? <Bell aria-hidden="true" /> : <BellOff aria-hidden="true" />}
              {sound ? 'Sound on' : 'Sound off'}
            </Button>
            {actions}
          </HStack>
        </HStack>
        <Tabs.Content value="active">
          {active.length === 0 ? (
            <EmptyState
              title="No active orders"
              description="New orders appear here by themselves."
            />
          ) : (
            <Box onKeyDown={bumpBar}>
              <BoardColumns orders={active} now={now} ticket={ticket} />
            </Box>
          )}
        </Tabs.Content>
        <Tabs.Content value="completed">
          {completed.length === 0 ? (
            <EmptyState title="No finished orders yet" />
          ) : (
            <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
              {completed.map(ticket)}
            </SimpleGrid>
          )}
        </Tabs.Content>
      </Tabs.Root>
      {printer.queue.length > 0 && <PrintTickets orders={printer.queue} />}
      <HandoverDialog
        handingOver={handingOver}
        pending={update.isPending}
        refusal={handingOver && update.isError ? serverMessage(update.error) : undefined}
        onClose={() => setHandingOver(null)}
        onConfirm={(handover) => {
          if (!handingOver) return;
          update.mutate(
            { id: handingOver.order.id, status: handingOver.action.to, ...handover },
            { onSuccess: () => setHandingOver(null) },
          );
        }}
      />
      <CancelOrderDialog
        orderLabel={cancelling && orderLabel(cancelling.id)}
        pending={update.isPending}
        onClose={() => setCancelling(null)}
        onConfirm={(choice) => {
          if (!cancelling) return;
          acknowledge(cancelling.id);
          update.mutate(
            { id: cancelling.id, status: 'cancelled', ...choice },
            { onSuccess: () => setCancelling(null) },
          );
        }}
      />
    </Box>
  );
}
