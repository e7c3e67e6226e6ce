import { Button, SimpleGrid } from '@chakra-ui/react';
import { Store } from 'lucide-react';
import { Link as RouterLink } from 'react-router';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { paths } from '@/config/paths';
import { usePopularRestaurants } from '../api/get-popular-restaurants';
import { PopularRestaurantCard, PopularRestaurantCardSkeleton } from './popular-restaurant-card';
import { loadingRegion } from '@/components/ui/loading-region';

type Props = { limit: number; empty?: { title: string; description?: string } };

const LANDING_EMPTY = {
  title: 'No Popular Restaurants Yet',
  description: 'Be among the first to discover great restaurants in your area!',
};

export function PopularRestaurants({ limit, empty = LANDING_EMPTY }: Props) {
  const popular = usePopularRestaurants();

  if (popular.isPending) {
    return (
      <SimpleGrid
        columns={{ base: 1, sm: 2, lg: 3 }}
        gap="6"
        {...loadingRegion('Loading popular restaurants')}
      >
        {Array.from({ length: limit }, (_, index) => (
          <PopularRestaurantCardSkeleton key={index} />
        ))}
      </SimpleGrid>
    );
  }

  if (popular.isError) {
    return (
      <ErrorState
        title="Couldn't load restaurants"
        description="Please try again in a moment."
        action={<Button onClick={() => popular.refetch()}>Try again</Button>}
      />
    );
  }

  if (popular.data.length === 0) {
    return (
      <EmptyState
        icon={<Store />}
        title={empty.title}
        description={empty.description}
        action={
          <Button asChild variant="outline">
            <RouterLink to={paths.restaurants.getHref()}>Browse Restaurants</RouterLink>
          </Button>
        }
      />
    );
  }

  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="6">
      {popular.data.slice(0, limit).map((restaurant, index) => (
        <PopularRestaurantCard key={restaurant.id} restaurant={restaurant} rank={index + 1} />
      ))}
    </SimpleGrid>
  );
}
