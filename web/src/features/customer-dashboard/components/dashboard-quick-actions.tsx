import { Button, Card, Heading, Stack } from '@chakra-ui/react';
import { Heart, Search } from 'lucide-react';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';

export function DashboardQuickActions() {
  return (
    <Card.Root as="section" aria-labelledby="dashboard-actions-heading">
      <Card.Header>
        <Heading as="h2" size="lg" id="dashboard-actions-heading">
          Quick Actions
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap="3">
          <Button asChild justifyContent="start">
            <RouterLink to={paths.restaurants.getHref()}>
              <Search aria-hidden="true" />
              Find Restaurants
            </RouterLink>
          </Button>
          <Button asChild variant="outline" justifyContent="start">
            <a href="#favorites">
              <Heart aria-hidden="true" />
              View Favorites
            </a>
          </Button>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
