import {
  Badge,
  Box,
  Button,
  Card,
  HStack,
  Image,
  LinkOverlay,
  Skeleton,
  Text,
} from '@chakra-ui/react';
import { Star, Utensils } from 'lucide-react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import { capitalise, ratingOf, type PopularRestaurant } from '../types';

type Props = { restaurant: PopularRestaurant; rank: number };

/** Clicking anywhere on the card, or View Menu, searches the list for this restaurant. */
export function PopularRestaurantCard({ restaurant, rank }: Props) {
  const [imageFailed, setImageFailed] = useState(false);
  const href = paths.restaurants.getHref({ search: restaurant.name });
  const orders = restaurant.orderCount ?? 0;

  return (
    <Card.Root
      position="relative"
      overflow="hidden"
      variant="outline"
      transition="transform 0.15s, box-shadow 0.15s"
      _hover={{ transform: 'translateY(-2px)', shadow: 'lg' }}
    >
      <Box position="relative" aspectRatio={16 / 9} bg="brand.subtle">
        {restaurant.imageUrl && !imageFailed ? (
          <Image
            src={restaurant.imageUrl}
            alt=""
            loading="lazy"
            decoding="async"
            width="640"
            height="360"
            w="full"
            h="full"
            objectFit="cover"
            onError={() => setImageFailed(true)}
          />
        ) : (
          <HStack justify="center" h="full" color="brand.fg" aria-hidden="true">
            <Utensils size={40} />
          </HStack>
        )}
        <Badge position="absolute" top="3" left="3" variant="solid" size="md">
          #{rank} Popular
        </Badge>
      </Box>
      <Card.Body gap="2">
        <Card.Title as="h3" minW="0">
          <LinkOverlay asChild>
            <RouterLink to={href}>{restaurant.name}</RouterLink>
          </LinkOverlay>
        </Card.Title>
        <HStack justify="space-between" fontSize="sm" color="fg.muted">
          <Text>{capitalise(restaurant.cuisine)}</Text>
          <Text>
            {orders} {orders === 1 ? 'order' : 'orders'}
          </Text>
        </HStack>
        <HStack gap="1" fontSize="sm" fontWeight="medium">
          <Star size={16} fill="#f59e0b" color="#f59e0b" aria-hidden="true" />
          <Text>
            <Text as="span" srOnly>
              Rating{' '}
            </Text>
            {ratingOf(restaurant).toFixed(1)}
          </Text>
        </HStack>
      </Card.Body>
      <Card.Footer>
        <Button asChild variant="subtle" w="full" position="relative" zIndex="1" tabIndex={-1}>
          <RouterLink to={href} aria-hidden="true">
            View Menu
          </RouterLink>
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}

/**
 * The card's own frame with grey bars where its text and button go, so the landing page does
 * not move when the real cards replace it.
 */
export function PopularRestaurantCardSkeleton() {
  return (
    <Card.Root variant="outline" overflow="hidden" data-testid="restaurant-skeleton">
      <Skeleton aspectRatio={16 / 9} rounded="none" />
      <Card.Body gap="2">
        <Skeleton h="7" w="60%" />
        {/* One line of small text each (14 px at line height 1.5). */}
        <Skeleton h="21px" w="full" />
        <Skeleton h="21px" w="12" />
      </Card.Body>
      <Card.Footer>
        <Skeleton h="10" w="full" />
      </Card.Footer>
    </Card.Root>
  );
}
