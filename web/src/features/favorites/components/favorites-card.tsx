import { Box, Button, Card, HStack, Heading, Image, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Heart, Store } from 'lucide-react';
import { Link as RouterLink } from 'react-router';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { paths } from '@/config/paths';
import type { FavoriteRestaurant } from '../api/get-favorites';
import { loadingRegion } from '@/components/ui/loading-region';

/** Spec §9: home and dashboard show the first three favourites. */
const SHOWN = 3;

type Props = {
  favorites: FavoriteRestaurant[] | undefined;
  isPending: boolean;
  isError: boolean;
  /** The dashboard's Quick Actions link to #favorites. */
  id?: string;
};

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function FavoritesCard({ favorites, isPending, isError, id }: Props) {
  const headingId = `${id ?? 'favorites'}-heading`;
  return (
    <Card.Root as="section" id={id} aria-labelledby={headingId} h="full">
      <Card.Header>
        <HStack gap="2">
          <Heart size={20} aria-hidden="true" color="var(--chakra-colors-brand-fg)" />
          <Heading as="h2" size="lg" id={headingId}>
            Your Favorites
          </Heading>
        </HStack>
      </Card.Header>
      <Card.Body>
        <FavoritesList favorites={favorites} isPending={isPending} isError={isError} />
      </Card.Body>
    </Card.Root>
  );
}

function FavoritesList({ favorites, isPending, isError }: Omit<Props, 'id'>) {
  if (isPending) {
    return (
      <Stack gap="3" {...loadingRegion('Loading favorites')}>
        {Array.from({ length: SHOWN }, (_, i) => (
          <Skeleton key={i} h="12" rounded="md" />
        ))}
      </Stack>
    );
  }
  if (isError) {
    return (
      <ErrorState title="Couldn't load your favorites" description="Please try again later." />
    );
  }
  if (!favorites || favorites.length === 0) {
    return (
      <EmptyState
        icon={<Heart />}
        title="No favorites yet"
        description="Tap 'Add to Favorites' on a restaurant to keep it here."
      />
    );
  }
  return (
    <Stack as="ul" gap="3" listStyleType="none">
      {favorites.slice(0, SHOWN).map((restaurant) => (
        <HStack as="li" key={restaurant.id} gap="3" justify="space-between">
          <HStack gap="3" minW="0">
            <Box
              boxSize="10"
              rounded="md"
              overflow="hidden"
              bg="brand.subtle"
              flexShrink="0"
              display="grid"
              placeItems="center"
            >
              {restaurant.imageUrl ? (
                <Image
                  src={restaurant.imageUrl}
                  alt=""
                  boxSize="10"
                  objectFit="cover"
                  loading="lazy"
                  width="40"
                  height="40"
                />
              ) : (
                <Store size={18} aria-hidden="true" color="var(--chakra-colors-brand-fg)" />
              )}
            </Box>
            <Box minW="0">
              <Text fontWeight="semibold" truncate>
                {restaurant.name}
              </Text>
              <Text fontSize="sm" color="fg.muted">
                {capitalise(restaurant.cuisine)}
              </Text>
            </Box>
          </HStack>
          <Button asChild size="sm" variant="outline" flexShrink="0">
            <RouterLink
              to={paths.restaurant.getHref(restaurant.id)}
              aria-label={`Order from ${restaurant.name}`}
            >
              Order
            </RouterLink>
          </Button>
        </HStack>
      ))}
    </Stack>
  );
}
