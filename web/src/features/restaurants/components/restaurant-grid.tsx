import { Badge, Card, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { loadingRegion } from '@/components/ui/loading-region';

export function RestaurantGrid({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid
      as="ul"
      aria-label="Restaurants"
      listStyleType="none"
      columns={{ base: 1, md: 2, xl: 3 }}
      gap="6"
    >
      {children}
    </SimpleGrid>
  );
}

/** A placeholder one line of small text high, as the line it stands for. */
const SkeletonLine = ({ w }: { w: string }) => (
  <Skeleton w={w}>
    <Text fontSize="sm">&nbsp;</Text>
  </Skeleton>
);

/**
 * The list while it loads, laid out as the loaded list will be: the count line, then cards of
 * the real cards' size (picture, name, two lines of description, pickup time, address, button),
 * so that the first card does not move when the list comes (issue 28: layout shift).
 */
export function RestaurantGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <Stack gap="8" {...loadingRegion('Loading restaurants')}>
      <SkeletonLine w="48" />
      <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="6">
        {Array.from({ length: count }, (_, index) => (
          <Card.Root
            key={index}
            variant="outline"
            overflow="hidden"
            data-testid="restaurant-skeleton"
          >
            <Skeleton aspectRatio={16 / 9} />
            <Card.Body gap="2">
              <Skeleton h="7" w="60%" />
              <Skeleton>
                <Text fontSize="sm" lineClamp={2}>
                  <Badge size="sm">&nbsp;</Badge>
                  <br />
                  &nbsp;
                </Text>
              </Skeleton>
              <SkeletonLine w="30%" />
              <SkeletonLine w="80%" />
            </Card.Body>
            <Card.Footer>
              <Skeleton h="10" w="full" />
            </Card.Footer>
          </Card.Root>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
