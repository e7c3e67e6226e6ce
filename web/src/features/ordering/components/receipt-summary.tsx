import { Card, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { restaurantTime } from '@pickup/domain/catalog/zoned-time';
import { Clock, MapPin, Navigation, Phone } from 'lucide-react';
import { pickupTextUs } from '@/lib/pickup-time';
import type { Order } from '../types';
import { CancellationNotice } from './cancellation';

/** Spec §9: ready time = creation time plus the restaurant's pickup minutes. */
function readyAt(order: Order): string {
  if (order.estimatedReadyAt) return order.estimatedReadyAt;
  const minutes = order.restaurant.estimatedPickupTime ?? 15;
  return new Date(new Date(order.createdAt).getTime() + minutes * 60_000).toISOString();
}

/** When the food is promised, on the restaurant's clock (pickup-time.ts, pickupTextUs). */
function whenText(order: Order): string {
  const { timezone } = order.restaurant;
  if (order.pickup) {
    const scheduled = order.pickup.kind === 'scheduled' ? ' (scheduled)' : '';
    return `${pickupTextUs(order.pickup, timezone)}${scheduled}`;
  }
  return `Ready at ${restaurantTime(timezone, new Date(readyAt(order)))}`;
}

const directions = (address: string) =>
  `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(address)}`;

/** Issue 31: the code the customer tells the counter, large enough to read out from a phone. */
function PickupCode({ code }: { code: string }) {
  return (
    <Stack gap="0" my="2" px="4" py="3" bg="bg.emphasized" rounded="l2" alignSelf="start">
      <Text textStyle="sm" fontWeight="semibold" color="fg.muted">
        Pickup code
      </Text>
      <Text
        data-testid="pickup-code"
        fontSize={{ base: '5xl', md: '6xl' }}
        fontWeight="bold"
        letterSpacing="0.2em"
        lineHeight="1.1"
        fontVariantNumeric="tabular-nums"
      >
        {code}
      </Text>
    </Stack>
  );
}

/**
 * Issue 28: what a customer on a phone needs at the counter, first: when (or that it was
 * cancelled), where (restaurant, address, directions) and the number to give.
 */
export function ReceiptSummary(props: { order: Order; number: string; staff?: boolean }) {
  const { order, number, staff = false } = props;
  const { restaurant, customer } = order;
  const cancelled = order.status === 'cancelled';
  const collected = order.status === 'picked_up' || order.status === 'completed';
  return (
    <Card.Root variant="outline" borderWidth="2px">
      <Card.Body gap="4" p={{ base: '4', md: '6' }}>
        {cancelled ? (
          <CancellationNotice order={order} />
        ) : (
          <Stack gap="1">
            <Heading as="h2" size="sm" color="fg.muted">
              Pickup Information
            </Heading>
            <HStack gap="2" align="start">
              <Clock size={22} aria-hidden="true" />
              <Text data-testid="pickup-time" textStyle="xl" fontWeight="bold">
                {whenText(order)}
              </Text>
            </HStack>
            {order.pickupCode && !collected && <PickupCode code={order.pickupCode} />}
            <Text color="fg.muted">
              {staff
                ? `For ${`${customer.firstName} ${customer.lastName}`.trim() || 'the customer'}${customer.phone ? ` · ${customer.phone}` : ''}: paid at the counter on pickup.`
                : collected
                  ? `Picked up. Thank you for ordering from ${restaurant.name}.`
                  : order.pickupCode
                    ? `We will let you know when your food is ready. Give order #${number} and your pickup code at the counter, and pay there.`
                    : `We will let you know when your food is ready. Give order #${number} at the counter and pay there.`}
            </Text>
          </Stack>
        )}
        <Stack gap="1">
          <Heading as="h2" size="md" overflowWrap="anywhere">
            {restaurant.name}
          </Heading>
          <HStack align="start" gap="2">
            <MapPin size={16} aria-hidden="true" />
            <Text>{restaurant.address}</Text>
          </HStack>
          <HStack gap="4" wrap="wrap">
            {!staff && (
              <Link href={directions(restaurant.address)} target="_blank" rel="noopener noreferrer">
                <Navigation size={16} aria-hidden="true" /> Directions
              </Link>
            )}
            {restaurant.phone && (
              <Link href={`tel:${restaurant.phone.replace(/[^\d+]/g, '')}`}>
                <Phone size={16} aria-hidden="true" /> {restaurant.phone}
              </Link>
            )}
          </HStack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
