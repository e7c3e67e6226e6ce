import { formatMoney } from '@pickup/domain/catalog/money';
import { SimpleGrid, Skeleton, Stat } from '@chakra-ui/react';
import type { Restaurant } from '@/types/management';
import { useRestaurantStats } from '../api/get-restaurant-stats';

function Card({ label, value }: { label: string; value: string | null }) {
  return (
    <Stat.Root borderWidth="1px" rounded="lg" px="4" py="2" bg="bg.panel">
      <Stat.Label>{label}</Stat.Label>
      {value === null ? (
        <Skeleton h="7" w="20" />
      ) : (
        <Stat.ValueText textStyle="xl">{value}</Stat.ValueText>
      )}
    </Stat.Root>
  );
}

export function OwnerStatCards({ restaurant }: { restaurant: Restaurant }) {
  const stats = useRestaurantStats(restaurant.id);
  const s = stats.data;
  const failed = stats.isError ? '—' : null;
  const open = s ? s.restaurantStatus === 'open' : restaurant.openStatus.open;
  const status = !restaurant.isActive ? 'Inactive' : open ? 'Open' : 'Closed';
  const avg = s?.avgPickupTime ?? null;
  return (
    <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
      <Card label="Orders Today" value={s ? String(s.ordersToday) : failed} />
      <Card label="Revenue Today" value={s ? formatMoney(s.revenueToday) : failed} />
      <Card label="Avg Pickup Time" value={s ? (avg === null ? '—' : `${avg} min`) : failed} />
      <Card label="Restaurant Status" value={status ?? failed} />
    </SimpleGrid>
  );
}
