import { Badge, Box, Container, HStack, Heading, Image, Stack, Text } from '@chakra-ui/react';
import { Clock, MapPin, Phone, Star } from 'lucide-react';
import { capitalise, pickupRange, ratingOf, type RestaurantDetail } from '../types';
import { FavoriteToggle } from './favorite-toggle';
import { OpenBadge } from './open-badge';

type Props = { restaurant: RestaurantDetail; signedIn: boolean };

export function RestaurantHeader({ restaurant, signedIn }: Props) {
  return (
    <Box as="header" bg="bg.subtle" borderBottomWidth="1px">
      <Container maxW="7xl" py={{ base: '6', md: '10' }}>
        <Stack
          direction={{ base: 'column', md: 'row' }}
          gap={{ base: '5', md: '8' }}
          align={{ md: 'center' }}
        >
          {restaurant.imageUrl && (
            <Box
              flexShrink={0}
              w={{ base: 'full', md: '72' }}
              aspectRatio={16 / 9}
              rounded="xl"
              overflow="hidden"
              bg="brand.subtle"
            >
              <Image
                src={restaurant.imageUrl}
                alt=""
                w="full"
                h="full"
                objectFit="cover"
                width="576"
                height="324"
                fetchPriority="high"
              />
            </Box>
          )}
          <Stack gap="3" flex="1">
            <HStack gap="2" wrap="wrap">
              <OpenBadge
                status={restaurant.openStatus}
                paused={restaurant.ordering?.paused}
                detailed
                size="md"
              />
              <Badge variant="outline" size="md">
                {capitalise(restaurant.cuisine)}
              </Badge>
            </HStack>
            <Heading as="h1" size={{ base: '2xl', md: '4xl' }}>
              {restaurant.name}
            </Heading>
            {restaurant.description && (
              <Text color="fg.muted" fontSize={{ md: 'lg' }}>
                {restaurant.description}
              </Text>
            )}
            <HStack gap={{ base: '4', md: '6' }} wrap="wrap" fontSize="sm">
              <HStack gap="1">
                <Star size={16} fill="#f59e0b" color="#f59e0b" aria-hidden="true" />
                <Text fontWeight="medium">{ratingOf(restaurant).toFixed(1)} rating</Text>
              </HStack>
              <HStack gap="1">
                <Clock size={16} aria-hidden="true" />
                <Text>
                  Pickup in {pickupRange(restaurant)}
                  {restaurant.ordering.rushMinutes > 0 && ' (busy right now)'}
                </Text>
              </HStack>
              <HStack gap="1">
                <MapPin size={16} aria-hidden="true" />
                <Text>{restaurant.address}</Text>
              </HStack>
              {restaurant.phone && (
                <HStack gap="1">
                  <Phone size={16} aria-hidden="true" />
                  <Text>{restaurant.phone}</Text>
                </HStack>
              )}
            </HStack>
            {signedIn && (
              <Box>
                <FavoriteToggle restaurantId={restaurant.id} />
              </Box>
            )}
          </Stack>
        </Stack>
      </Container>
    </Box>
  );
}
