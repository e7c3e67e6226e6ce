import { Box, Container, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Head } from '@/components/seo/head';
import { useMyOrders } from '@/features/customer-dashboard/api/get-my-orders';
import { LiveOrderUpdates } from '@/features/customer-dashboard/components/live-order-updates';
import { OrdersCard } from '@/features/customer-dashboard/components/orders-card';
import { useFavorites } from '@/features/favorites/api/get-favorites';
import { FavoritesCard } from '@/features/favorites/components/favorites-card';
import { HomeQuickActions } from '@/features/home/components/home-quick-actions';
import { PopularRestaurants } from '@/features/restaurants/components/popular-restaurants';
import { useUser } from '@/lib/auth';
import { useUnauthorizedRedirect } from '@/lib/use-unauthorized-redirect';

/** Spec §9: three recent orders, three favourites, six popular restaurants. */
const RECENT_ORDERS = 3;
const POPULAR = 6;

/** Signed-in home (spec §2); its recent orders follow status changes live. */
export default function HomeRoute() {
  const { data: user } = useUser();
  const orders = useMyOrders(user?.id);
  const favorites = useFavorites(Boolean(user));
  useUnauthorizedRedirect([orders.error, favorites.error]);
  const recent = orders.data?.slice(0, RECENT_ORDERS);

  return (
    <Container maxW="7xl" py={{ base: '8', md: '12' }}>
      <Head title="Home" />
      <Stack gap="2" mb="10">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          Welcome back, {user?.firstName?.trim() || 'Food Lover'}!
        </Heading>
        <Text color="fg.muted" fontSize="lg">
          Ready to discover delicious meals for pickup?
        </Text>
      </Stack>
      <LiveOrderUpdates orderIds={recent?.map((order) => order.id) ?? []} />
      <Stack gap="12">
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
          <OrdersCard
            title="Recent Orders"
            id="recent-orders-heading"
            orders={recent}
            isPending={orders.isPending}
            isError={orders.isError}
          />
          <FavoritesCard
            favorites={favorites.data}
            isPending={favorites.isPending}
            isError={favorites.isError}
          />
        </SimpleGrid>
        <HomeQuickActions role={user?.role} />
        <Box as="section" aria-labelledby="popular-heading">
          <Heading as="h2" id="popular-heading" size="lg" mb="4">
            Popular Restaurants
          </Heading>
          <PopularRestaurants limit={POPULAR} empty={{ title: 'No restaurants available yet' }} />
        </Box>
      </Stack>
    </Container>
  );
}
