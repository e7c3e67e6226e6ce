import { Box, Button, Heading, SimpleGrid } from '@chakra-ui/react';
import { LayoutDashboard, Search, ShieldCheck, Store } from 'lucide-react';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import type { Role } from '@/lib/auth';

/** Spec §2: every user finds restaurants and their dashboard; owners and admins theirs too. */
function actionsFor(role: Role | undefined) {
  return [
    { label: 'Find Restaurants', href: paths.restaurants.getHref(), icon: Search },
    { label: 'My Dashboard', href: paths.customerDashboard.getHref(), icon: LayoutDashboard },
    ...(role === 'restaurant_owner'
      ? [{ label: 'Restaurant Dashboard', href: paths.ownerDashboard.getHref(), icon: Store }]
      : []),
    ...(role === 'admin'
      ? [{ label: 'Admin Dashboard', href: paths.adminDashboard.getHref(), icon: ShieldCheck }]
      : []),
  ];
}

export function HomeQuickActions({ role }: { role: Role | undefined }) {
  return (
    <Box as="section" aria-labelledby="quick-actions">
      <Heading as="h2" id="quick-actions" size="lg" mb="4">
        Quick Actions
      </Heading>
      <SimpleGrid columns={{ base: 1, sm: 2, md: 4 }} gap="4">
        {actionsFor(role).map(({ label, href, icon: Icon }) => (
          <Button key={href} asChild variant="outline" size="xl" justifyContent="start">
            <RouterLink to={href}>
              <Icon aria-hidden="true" />
              {label}
            </RouterLink>
          </Button>
        ))}
      </SimpleGrid>
    </Box>
  );
}
