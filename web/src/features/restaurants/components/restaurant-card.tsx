import { Badge, Box, Button, Card, HStack, Image, LinkOverlay, Text } from '@chakra-ui/react';
import { Clock, MapPin, Navigation, Star, Utensils } from 'lucide-react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import {
  capitalise,
  pickupRange,
  ratingOf,
  type NearbyRestaurant,
  type Restaurant,
} from '../types';
import { OpenBadge } from './open-badge';
import { SpecialDayLine } from './special-days-notice';

type Props = { restaurant: Restaurant | NearbyRestaurant; showDistance: boolean };

const IMAGE_SIZES = '(min-width: 80em) 400px, (min-width: 48em) 50vw, 100vw';

function distanceText(restaurant: Restaurant | NearbyRestaurant): string | null {
  if (!('distance' in restaurant) || typeof restaurant.distance !== 'number') return null;
  return `${restaurant.distance.toFixed(1)} ${restaurant.distanceUnit}`;
}

export function RestaurantCard({ restaurant, showDistance }: Props) {
  const [imageFailed, setImageFailed] = useState(false);
  const href = paths.restaurant.getHref(restaurant.id);
  const distance = showDistance ? distanceText(restaurant) : null;

  return (
    <Card.Root
      as="article"
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
            sizes={IMAGE_SIZES}
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
        <OpenBadge
          status={restaurant.openStatus}
          paused={restaurant.ordering?.paused}
          position="absolute"
          top="3"
          right="3"
          shadow="sm"
        />
      </Box>
      <Card.Body gap="2">
        <HStack justify="space-between" align="start" gap="3">
          {/* minW 0: a long unbroken name wraps inside the card instead of overflowing it. */}
          <Card.Title as="h2" fontSize="lg" minW="0">
            <LinkOverlay asChild>
              <RouterLink to={href}>{restaurant.name}</RouterLink>
            </LinkOverlay>
          </Card.Title>
          <HStack gap="1" fontSize="sm" fontWeight="medium" flexShrink={0}>
            <Star size={16} fill="#f59e0b" color="#f59e0b" aria-hidden="true" />
            <Text>
              <Text as="span" srOnly>
                Rating{' '}
              </Text>
              {ratingOf(restaurant).toFixed(1)}
            </Text>
          </HStack>
        </HStack>
        <Text fontSize="sm" color="fg.muted" lineClamp={2}>
          <Badge variant="outline" size="sm" mr="2">
            {capitalise(restaurant.cuisine)}
          </Badge>
          {restaurant.description}
        </Text>
        <SpecialDayLine days={restaurant.specialDays} />
        <HStack gap="4" fontSize="sm" color="fg.muted" wrap="wrap">
          <HStack gap="1">
            <Clock size={14} aria-hidden="true" />
            <Text>
              <Text as="span" srOnly>
                Pickup in{' '}
              </Text>
              {pickupRange(restaurant)}
            </Text>
          </HStack>
          {distance && (
            <HStack gap="1">
              <Navigation size={14} aria-hidden="true" />
              <Text>
                {distance}
                <Text as="span" srOnly>
                  {' '}
                  away
                </Text>
              </Text>
            </HStack>
          )}
        </HStack>
        <HStack gap="1" fontSize="sm" color="fg.muted" align="start">
          <Box as="span" mt="0.5" flexShrink={0}>
            <MapPin size={14} aria-hidden="true" />
          </Box>
          <Text>{restaurant.address}</Text>
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
