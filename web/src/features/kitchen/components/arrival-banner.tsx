import { Box, HStack, Text } from '@chakra-ui/react';
import { MapPin } from 'lucide-react';
import type { StaffOrder } from '@/types/management-orders';

/** "Arrived · 2 min ago", whole minutes since the customer said "I'm here". */
export function arrivedText(arrivedAt: string, now: number): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(arrivedAt)) / 60_000));
  return minutes < 1 ? 'Arrived · just now' : `Arrived · ${minutes} min ago`;
}

/**
 * Issue 31: the customer is at the counter (or outside: their note says where). Solid and
 * loud, read from across the kitchen.
 */
export function ArrivalBanner({ arrival, now }: { arrival: StaffOrder['arrival']; now: number }) {
  if (!arrival) return null;
  return (
    <Box bg="teal.700" color="white" px="2" py="1" rounded="md" data-testid="arrival">
      <HStack gap="2" align="center">
        <MapPin size="18" aria-hidden="true" />
        <Text fontWeight="extrabold" textStyle="lg">
          {arrivedText(arrival.at, now)}
        </Text>
      </HStack>
      {arrival.note && (
        <Text fontWeight="semibold" overflowWrap="anywhere">
          “{arrival.note}”
        </Text>
      )}
    </Box>
  );
}
