import { Box, Button, Container, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { LayoutDashboard, Search, ShieldCheck, Store } from 'lucide-react';
import { Link as RouterLink } from 'react-router';
import { Head } from '@/components/seo/head';
import { paths } from '@/config/paths';
import { PopularRestaurants } from '@/features/restaurants/components/popular-restaurants';
import { useUser } from '@/lib/auth';

/** Signed-in home (spec §2). Recent orders and favourites join once those APIs exist. */
export default function HomeRoute() {
  const { data: user } = useUser();
  const actions = [
    { label: 'Find Restaurants', href: paths.restaurants.getHref(), icon: Search },
    { label: 'My Dashboard', href: paths.customerDashboard.getHref(), icon: LayoutDashboard },
    ...(user?.role === 'restaurant_owner'
      ? [{ label: 'Restaurant Dashboard', href: paths.ownerDashboard.getHref(), icon: Store }]
      : []),
    ...(user?.role === 'admin'
      ? [{ label: 'Admin Dashboard', href: paths.adminDashboard.getHref(), icon: ShieldCheck }]
      : []),
  ];

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
      <Box as="section" aria-labelledby="quick-actions" mb="12">
        <Heading as="h2" id="quick-actions" size="lg" mb="4">
          Quick Actions
        </Heading>
        <SimpleGrid columns={{ base: 1, sm: 2, md: 4 }} gap="4">
          {actions.map(({ label, href, icon: Icon }) => (
            <Button key={href} asChild variant="outline" size="xl" justifyContent="start">
              <RouterLink to={href}>
                <Icon aria-hidden="true" />
                {label}
              </RouterLink>
            </Button>
          ))}
        </SimpleGrid>
      </Box>
      <Box as="section" aria-labelledby="popular-heading">
        <Heading as="h2" id="popular-heading" size="lg" mb="4">
          Popular Restaurants
        </Heading>
        <PopularRestaurants limit={6} empty={{ title: 'No restaurants available yet' }} />
      </Box>
    </Container>
  );
}
