import { Badge, Grid, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import type { OrderStatus } from '@pickup/domain/ordering/status';
import type { ReactNode } from 'react';
import type { StaffOrder } from '@/types/management-orders';

const STAGES: { id: string; title: string; statuses: readonly OrderStatus[] }[] = [
  { id: 'new', title: 'New', statuses: ['pending'] },
  { id: 'progress', title: 'In progress', statuses: ['confirmed', 'preparing'] },
  { id: 'ready', title: 'Ready', statuses: ['ready'] },
];

/** An order the kitchen should not start yet: its optional fire time is still ahead. */
export const upcoming = (order: StaffOrder, now: number) =>
  order.pickup?.fireAt !== undefined && Date.parse(order.pickup.fireAt) > now;

type Props = {
  /** Active orders, oldest first (the board endpoint's order, kept within each column). */
  orders: StaffOrder[];
  now: number;
  ticket: (order: StaffOrder) => ReactNode;
};

/**
 * Issue 15: the active orders in columns by stage on a wide screen (New, In progress,
 * Ready), one column on a phone; scheduled orders not yet due to start wait in "Upcoming".
 */
export function BoardColumns({ orders, now, ticket }: Props) {
  const later = orders.filter((o) => upcoming(o, now));
  const current = orders.filter((o) => !upcoming(o, now));
  return (
    <Stack gap="6">
      {later.length > 0 && (
        <Column id="upcoming" title="Upcoming" count={later.length}>
          <Grid
            templateColumns={{ base: '1fr', md: 'repeat(2, 1fr)', xl: 'repeat(3, 1fr)' }}
            gap="4"
          >
            {later.map(ticket)}
          </Grid>
        </Column>
      )}
      <Grid
        templateColumns={{ base: '1fr', lg: 'repeat(3, minmax(0, 1fr))' }}
        gap="4"
        alignItems="start"
      >
        {STAGES.map((stage) => {
          const list = current.filter((o) => stage.statuses.includes(o.status));
          return (
            <Column key={stage.id} id={stage.id} title={stage.title} count={list.length}>
              {list.length === 0 ? (
                <Text color="fg.muted" py="4">
                  Nothing here
                </Text>
              ) : (
                <Stack gap="4">{list.map(ticket)}</Stack>
              )}
            </Column>
          );
        })}
      </Grid>
    </Stack>
  );
}

function Column(props: { id: string; title: string; count: number; children: ReactNode }) {
  const headingId = `board-column-${props.id}`;
  return (
    <Stack as="section" aria-labelledby={headingId} gap="3" bg="bg.subtle" p="3" rounded="lg">
      <HStack justify="space-between">
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
