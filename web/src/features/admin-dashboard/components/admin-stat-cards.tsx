import { formatMoney } from '@pickup/domain/catalog/money';
import { SimpleGrid, Skeleton, Stat } from '@chakra-ui/react';
import { StatPanel } from '@/components/stat-panel';
import { useAdminStats } from '../api/get-admin-stats';

export function AdminStatCards() {
  const stats = useAdminStats();
  const s = stats.data;
  const cards: [string, string | undefined][] = [
    ['Total Users', s && String(s.totalUsers)],
    ['Active Restaurants', s && String(s.activeRestaurants)],
    ['Orders Today', s && String(s.ordersToday)],
    ['Revenue Today', s && formatMoney(s.revenueToday)],
  ];
  return (
    <SimpleGrid columns={{ base: 2, lg: 4 }} gap="4">
      {cards.map(([label, value]) => (
        <StatPanel key={label} label={label}>
          {value !== undefined ? (
            <Stat.ValueText>{value}</Stat.ValueText>
          ) : stats.isError ? (
            <Stat.ValueText>—</Stat.ValueText>
          ) : (
            <Skeleton h="8" w="16" />
          )}
        </StatPanel>
      ))}
    </SimpleGrid>
  );
}
