import { Box, Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { SearchX } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Head } from '@/components/seo/head';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { notify } from '@/components/ui/toaster';
import { LocationError, getCurrentLocation, type Coordinates } from '@/lib/geolocation';
import { NEARBY_RADIUS } from '../api/get-nearby-restaurants';
import { RestaurantCard } from '../components/restaurant-card';
import { RestaurantFilters } from '../components/restaurant-filters';
import { RestaurantGrid, RestaurantGridSkeleton } from '../components/restaurant-grid';
import { useDistanceUnit } from '../distance-unit';
import { PAGE_SIZE, type CuisineFilter, type SortKey } from '../list-view';
import { useRestaurantList } from '../use-restaurant-list';

/** Spec §2: nearby mode when nearby=true and both coordinates are valid numbers. */
function nearbyFrom(params: URLSearchParams): Coordinates | null {
  if (params.get('nearby') !== 'true') return null;
  const lat = Number(params.get('lat'));
  const lng = Number(params.get('lng'));
  const valid =
    params.get('lat') !== '' &&
    params.get('lng') !== '' &&
    Number.isFinite(lat) &&
    Number.isFinite(lng) &&
    Math.abs(lat) <= 90 &&
    Math.abs(lng) <= 180;
  return valid ? { lat, lng } : null;
}

export default function RestaurantsRoute() {
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const at = nearbyFrom(params);
  const [unit, setUnit] = useDistanceUnit();
  const [cuisine, setCuisine] = useState<CuisineFilter>('all');
  // Closest first near the customer, unless they chose another order; Closest needs a location.
  const [chosenSort, setSort] = useState<SortKey | null>(null);
  const sort: SortKey =
    chosenSort === 'distance' && !at ? 'popular' : (chosenSort ?? (at ? 'distance' : 'popular'));
  const [locating, setLocating] = useState(false);
  const list = useRestaurantList({ at, unit, cuisine, sort, search });

  // Paging starts over whenever what is listed changes.
  const filterKey = `${search}|${at?.lat}|${at?.lng}|${unit}|${cuisine}|${sort}`;
  const [paging, setPaging] = useState({ key: filterKey, visible: PAGE_SIZE });
  const visible = paging.key === filterKey ? paging.visible : PAGE_SIZE;
  const loadMore = () => setPaging({ key: filterKey, visible: visible + PAGE_SIZE });

  const nearMe = async () => {
    setLocating(true);
    try {
      const { lat, lng } = await getCurrentLocation();
      notify.success({ title: 'Location Found', description: 'Showing restaurants near you!' });
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.set('lat', String(lat));
        next.set('lng', String(lng));
        next.set('nearby', 'true');
        return next;
      });
    } catch (error) {
      const location = error instanceof LocationError ? error : null;
      notify.error({
        title: location?.title ?? 'Location Error',
        description: location?.message ?? 'Unable to get your location.',
      });
    } finally {
      setLocating(false);
    }
  };

  const showAll = () =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const key of ['lat', 'lng', 'nearby']) next.delete(key);
      return next;
    });

  const shown = list.restaurants?.slice(0, visible) ?? [];
  const remaining = (list.restaurants?.length ?? 0) - shown.length;

  return (
    <Container maxW="7xl" py={{ base: '8', md: '12' }}>
      <Head title="Restaurants" description="Find local restaurants and order ahead for pickup." />
      <Stack gap="8">
        <Stack gap="2">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            {at ? 'Restaurants Near You' : 'Find Restaurants'}
          </Heading>
          <Text color="fg.muted">
            {at
              ? `Within ${NEARBY_RADIUS} ${unit} of your location`
              : 'Browse local restaurants and order ahead for pickup.'}
          </Text>
          {search.trim() && <Text fontWeight="medium">Showing results for “{search.trim()}”</Text>}
        </Stack>

        <RestaurantFilters
          cuisine={cuisine}
          onCuisine={setCuisine}
          sort={sort}
          onSort={setSort}
          nearby={at !== null}
          locating={locating}
          onNearMe={nearMe}
          onShowAll={showAll}
          unit={unit}
          onUnit={setUnit}
        />

        <Box aria-live="polite">
          {list.isPending ? (
            <RestaurantGridSkeleton />
          ) : list.isError ? (
            <ErrorState
              title="Couldn't load restaurants"
              description="Please check your connection and try again."
              action={<Button onClick={list.refetch}>Try again</Button>}
            />
          ) : shown.length === 0 ? (
            <EmptyState
              icon={<SearchX />}
              title="No restaurants found"
              description="Try adjusting your filters or search criteria"
            />
          ) : (
            <Stack gap="8">
              <Text fontSize="sm" color="fg.muted">
                Showing {shown.length} of {list.restaurants?.length} restaurants
              </Text>
              <RestaurantGrid>
                {shown.map((restaurant) => (
                  <li key={restaurant.id}>
                    <RestaurantCard restaurant={restaurant} showDistance={at !== null} />
                  </li>
                ))}
              </RestaurantGrid>
              {remaining > 0 && (
                <Button alignSelf="center" variant="outline" size="lg" onClick={loadMore}>
                  Load More
                </Button>
              )}
            </Stack>
          )}
        </Box>
      </Stack>
    </Container>
  );
}
