import { Badge, Button, Grid, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import type { OrderStatus } from '@pickup/domain/ordering/status';
import { ChevronDown, ChevronRight } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import type { StaffOrder } from '@/types/management-orders';
import { kitchenTime, promiseOf } from '../age';

const STAGES: { id: string; title: string; statuses: readonly OrderStatus[] }[] = [
  { id: 'new', title: 'New', statuses: ['pending'] },
  { id: 'progress', title: 'In progress', statuses: ['confirmed', 'preparing'] },
  { id: 'ready', title: 'Ready', statuses: ['ready'] },
];

/**
 * An order the kitchen should not start yet: its optional fire time is still ahead and
 * nobody has started it. One started or ready early is in its stage's column, where the
 * counter looks for it.
 */
export const upcoming = (order: StaffOrder, now: number) =>
  (order.status === 'pending' || order.status === 'confirmed') &&
  order.pickup?.fireAt !== undefined &&
  Date.parse(order.pickup.fireAt) > now;

/**
 * Ready orders whose customer is here head their column, the longest waiting first (issue
 * 31); then late tickets, the latest of them at the top; the rest keep the board's order
 * (oldest first). A ready order past its promise with nobody here is not the kitchen's
 * emergency, so it keeps its place.
 */
export function lateFirst(orders: StaffOrder[], now: number): StaffOrder[] {
  const arrived = orders
    .filter((o) => o.status === 'ready' && o.arrival)
    .sort((a, b) => Date.parse(a.arrival?.at ?? '') - Date.parse(b.arrival?.at ?? ''));
  const late = orders
    .filter((o) => o.status !== 'ready' && promiseOf(o) < now)
    .sort((a, b) => promiseOf(a) - promiseOf(b));
  const first = [...arrived, ...late];
  return [...first, ...orders.filter((o) => !first.includes(o))];
}

type Props = {
  /** Active orders, oldest first (the board endpoint's order, kept within each column). */
  orders: StaffOrder[];
  now: number;
  ticket: (order: StaffOrder) => ReactNode;
};

/**
 * Issue 15: the active orders in columns by stage on a wide screen (New, In progress,
 * Ready), one column on a phone. Issue 28: scheduled orders not yet due to start wait in
 * "Upcoming", one line (how many, when the next one fires) until the cook opens it, so the
 * columns start on the first screen of a 1024×768 tablet.
 */
export function BoardColumns({ orders, now, ticket }: Props) {
  const later = orders.filter((o) => upcoming(o, now));
  const current = orders.filter((o) => !upcoming(o, now));
  return (
    <Stack gap="3">
      {later.length > 0 && <UpcomingGroup orders={later} ticket={ticket} />}
      <Grid
        templateColumns={{ base: '1fr', lg: 'repeat(3, minmax(0, 1fr))' }}
        gap="3"
        alignItems="start"
      >
        {STAGES.map((stage) => {
          const list = current.filter((o) => stage.statuses.includes(o.status));
          return (
            <Column key={stage.id} id={stage.id} title={stage.title} count={list.length}>
              {list.length === 0 ? (
                <Text color="fg.muted" py="2">
                  Nothing here
                </Text>
              ) : (
                <Stack gap="2">{lateFirst(list, now).map(ticket)}</Stack>
              )}
            </Column>
          );
        })}
      </Grid>
    </Stack>
  );
}

function UpcomingGroup({ orders, ticket }: Omit<Props, 'now'>) {
  const [open, setOpen] = useState(false);
  const next = orders.reduce((a, b) =>
    Date.parse(b.pickup?.fireAt ?? '') < Date.parse(a.pickup?.fireAt ?? '') ? b : a,
  );
  const nextFire = next.pickup?.fireAt ? kitchenTime(next, next.pickup.fireAt) : null;
  return (
    <Stack
      as="section"
      aria-labelledby="board-column-upcoming"
      gap="3"
      bg="bg.subtle"
      px="3"
      py="2"
      rounded="lg"
    >
      <HStack justify="space-between" gap="3" wrap="wrap">
        <HStack gap="3" wrap="wrap">
          <Heading as="h2" size="lg" id="board-column-upcoming">
            Upcoming
          </Heading>
          <Badge
            size="lg"
            variant="solid"
            colorPalette="gray"
            aria-label={`${orders.length} orders`}
          >
            {orders.length}
          </Badge>
          {nextFire && <Text fontWeight="semibold">Next starts at {nextFire}</Text>}
        </HStack>
        <Button
          variant="outline"
          size="lg"
          minH="12"
          aria-expanded={open}
          aria-controls="board-upcoming-tickets"
          onClick={() => setOpen((o) => !o)}
        >
          {open ? <ChevronDown aria-hidden="true" /> : <ChevronRight aria-hidden="true" />}
          {open ? 'Hide upcoming' : 'Show upcoming'}
        </Button>
      </HStack>
      {open && (
        <Grid
          id="board-upcoming-tickets"
          templateColumns={{
            base: '1fr',
            md: 'repeat(2, minmax(0, 1fr))',
            lg: 'repeat(3, minmax(0, 1fr))',
          }}
          gap="3"
          pb="1"
        >
          {orders.map(ticket)}
        </Grid>
      )}
    </Stack>
  );
}

function Column(props: { id: string; title: string; count: number; children: ReactNode }) {
  const headingId = `board-column-${props.id}`;
  return (
    <Stack as="section" aria-labelledby={headingId} gap="1" bg="bg.subtle" p="1.5" rounded="lg">
      <HStack justify="space-between" px="1">
        <Heading as="h2" size="lg" id={headingId}>
          {props.title}
        </Heading>
        <Badge size="lg" variant="solid" colorPalette="gray" aria-label={`${props.count} orders`}>
          {props.count}
        </Badge>
      </HStack>
      {props.children}
    </Stack>
  );
}
