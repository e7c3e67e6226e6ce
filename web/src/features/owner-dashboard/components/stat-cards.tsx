import { formatMoney } from '@pickup/domain/catalog/money';
import { restaurantTime } from '@pickup/domain/catalog/zoned-time';
import { SimpleGrid, Skeleton, Stat } from '@chakra-ui/react';
import type { Restaurant } from '@/types/management';
import { useRestaurantStats } from '../api/get-restaurant-stats';

function Card({ label, value, help }: { label: string; value: string | null; help?: string }) {
  return (
    <Stat.Root borderWidth="1px" rounded="lg" px="4" py="2" bg="bg.panel">
      <Stat.Label>{label}</Stat.Label>
      {value === null ? (
        <Skeleton h="7" w="20" />
      ) : (
        <Stat.ValueText textStyle="xl">{value}</Stat.ValueText>
      )}
      {/* Stat.Root is a <dl>: a bare <span> in it breaks the list for screen readers (axe). */}
      {help && <Stat.HelpText as="dd">{help}</Stat.HelpText>}
    </Stat.Root>
  );
}

/** Whole minutes, as a cook reads a wait; a few seconds is "under 1 min", not "0 min". */
function wholeMinutes(minutes: number | null): string {
  if (minutes === null) return '—';
  return minutes < 0.5 ? 'Under 1 min' : `${Math.round(minutes)} min`;
}

/** What a customer meets now: closed, paused and rush come before "Open". */
function serviceStatus(restaurant: Restaurant, open: boolean): { value: string; help?: string } {
  const clock = (iso: string) => restaurantTime(restaurant.timezone, new Date(iso));
  const { ordering } = restaurant;
  if (!restaurant.isActive) return { value: 'Inactive', help: 'Hidden from customers' };
  if (!open) return { value: 'Closed' };
  if (ordering.paused) {
    return {
      value: 'Paused',
      help: ordering.pausedUntil ? `Until ${clock(ordering.pausedUntil)}` : undefined,
    };
  }
  if (ordering.rushMinutes > 0) {
    return {
      value: `Rush +${ordering.rushMinutes} min`,
      help: ordering.rushUntil ? `Until ${clock(ordering.rushUntil)}` : undefined,
    };
  }
  return { value: 'Open' };
}

export function OwnerStatCards({ restaurant }: { restaurant: Restaurant }) {
  const stats = useRestaurantStats(restaurant.id);
  const s = stats.data;
  const failed = stats.isError ? '—' : null;
  const status = serviceStatus(
    restaurant,
    s ? s.restaurantStatus === 'open' : restaurant.openStatus.open,
  );
  return (
    <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
      <Card
        label="Orders Today"
        value={s ? String(s.ordersToday) : failed}
        help="Placed today, not cancelled"
      />
      <Card
        label="Revenue Today"
        value={s ? formatMoney(s.revenueToday) : failed}
        help="Their totals, tax included"
      />
      <Card
        label="Avg Time to Ready"
        value={s ? wholeMinutes(s.avgPickupTime) : failed}
        help="From confirming an order to ready, today"
      />
      <Card label="Restaurant Status" value={status.value} help={status.help} />
    </SimpleGrid>
  );
}
