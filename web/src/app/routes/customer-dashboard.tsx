import { Container, Grid, GridItem, Heading, Stack, Text } from '@chakra-ui/react';
import { Head } from '@/components/seo/head';
import { useMyOrders } from '@/features/customer-dashboard/api/get-my-orders';
import { AccountInformation } from '@/features/customer-dashboard/components/account-information';
import { DashboardQuickActions } from '@/features/customer-dashboard/components/dashboard-quick-actions';
import { LiveOrderUpdates } from '@/features/customer-dashboard/components/live-order-updates';
import { AllOrdersLink, OrdersCard } from '@/features/customer-dashboard/components/orders-card';
import { useFavorites } from '@/features/favorites/api/get-favorites';
import { FavoritesCard } from '@/features/favorites/components/favorites-card';
import { useUser } from '@/lib/auth';
import { useUnauthorizedRedirect } from '@/lib/use-unauthorized-redirect';

/** Spec §2: history appears past five orders and lists orders six to ten. */
const RECENT = 5;
const HISTORY_END = 10;

/** /customer-dashboard, 'My Dashboard' (spec §2): orders, favourites and account at a glance. */
export default function CustomerDashboardRoute() {
  const { data: user } = useUser();
  const orders = useMyOrders(user?.id);
  const favorites = useFavorites(Boolean(user));
  useUnauthorizedRedirect([orders.error, favorites.error]);

  const all = orders.data ?? [];
  const recent = orders.data?.slice(0, RECENT);
  const history = all.length > RECENT ? all.slice(RECENT, HISTORY_END) : null;

  return (
    <Container maxW="7xl" py={{ base: '8', md: '12' }}>
      <Head title="My Dashboard" />
      <Stack gap="2" mb="8">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          My Dashboard
        </Heading>
        <Text color="fg.muted" fontSize="lg">
          Your orders, favorites and account in one place.
        </Text>
      </Stack>
      <LiveOrderUpdates orderIds={all.slice(0, HISTORY_END).map((o) => o.id)} />
      <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap="6">
        <GridItem>
          <Stack gap="6">
            <OrdersCard
              title="Recent Orders"
              id="recent-orders-heading"
              orders={recent}
              isPending={orders.isPending}
              isError={orders.isError}
              action={all.length > 0 && <AllOrdersLink />}
            />
            {history && (
              <OrdersCard
                title="Order History"
                id="order-history-heading"
                orders={history}
                isPending={false}
                isError={false}
              />
            )}
            <FavoritesCard
              id="favorites"
              favorites={favorites.data}
              isPending={favorites.isPending}
              isError={favorites.isError}
            />
          </Stack>
        </GridItem>
        <GridItem>
          <Stack gap="6">
            <DashboardQuickActions />
            {user && <AccountInformation user={user} />}
          </Stack>
        </GridItem>
      </Grid>
    </Container>
  );
}
