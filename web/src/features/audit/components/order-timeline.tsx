import { restaurantDateTime } from '@pickup/domain/catalog/zoned-time';
import { Badge, Button, HStack, Skeleton, Stack, Text, Timeline } from '@chakra-ui/react';
import { useState } from 'react';
import { ErrorState } from '@/components/ui/states';
import { useOrderHistory } from '../api/get-order-history';
import { actorLabel } from '../format';
import type { HistoryEvent } from '../types';
import { MenuAsOrderedDialog } from './menu-as-ordered-dialog';

/**
 * Issue 8 item 1: an order's every event, read from the event store, with who did it; and
 * the menu as it was when the order was placed. Times on the restaurant's clock, as the board
 * and the receipt read them.
 */
export function OrderTimeline({ orderId, timezone }: { orderId: string; timezone: string }) {
  const history = useOrderHistory(orderId);
  const [menuOpen, setMenuOpen] = useState(false);

  if (history.isPending) {
    return (
      <Stack gap="3" role="status" aria-label="Loading order history">
        <Skeleton height="5" width="60%" />
        <Skeleton height="5" width="45%" />
        <Skeleton height="5" width="55%" />
      </Stack>
    );
  }
  if (history.isError) {
    return (
      <ErrorState
        title="Failed to load the order history"
        description={history.error.message}
        action={
          <Button size="sm" variant="outline" onClick={() => void history.refetch()}>
            Try again
          </Button>
        }
      />
    );
  }

  const when = (iso: string) => restaurantDateTime(timezone, new Date(iso), { seconds: true });
  return (
    <Stack gap="4">
      <Text textStyle="xs" color="fg.muted">
        Times in the restaurant’s time zone, {timezone}
      </Text>
      <Timeline.Root as="ol" size="sm" aria-label="Order history">
        {history.data.events.map((event) => (
          <TimelineEvent key={event.version} event={event} when={when} />
        ))}
      </Timeline.Root>
      <Button size="sm" variant="outline" alignSelf="start" onClick={() => setMenuOpen(true)}>
        Menu as it was when ordered
      </Button>
      <MenuAsOrderedDialog orderId={orderId} open={menuOpen} onClose={() => setMenuOpen(false)} />
    </Stack>
  );
}

function TimelineEvent({ event, when }: { event: HistoryEvent; when: (iso: string) => string }) {
  return (
    <Timeline.Item as="li">
      <Timeline.Connector>
        <Timeline.Separator />
        <Timeline.Indicator />
      </Timeline.Connector>
      <Timeline.Content gap="1" pb="4">
        <Timeline.Title textStyle="sm" fontWeight="semibold">
          {event.change}
        </Timeline.Title>
        <Timeline.Description color="fg.muted" textStyle="sm">
          <Text as="span">{actorLabel(event.actor.name, event.actor.role)}</Text>
          {' · '}
          <time dateTime={event.at}>{when(event.at)}</time>
        </Timeline.Description>
        <HStack>
          <Badge variant="surface" colorPalette="gray" fontFamily="mono" size="sm">
            {event.type}
          </Badge>
        </HStack>
      </Timeline.Content>
    </Timeline.Item>
  );
}
