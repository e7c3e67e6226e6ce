import { Card, SimpleGrid, Skeleton, SkeletonText, Stack } from '@chakra-ui/react';
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

export function RestaurantGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <SimpleGrid
      columns={{ base: 1, md: 2, xl: 3 }}
      gap="6"
      {...loadingRegion('Loading restaurants')}
    >
      {Array.from({ length: count }, (_, index) => (
        <Card.Root
          key={index}
          variant="outline"
          overflow="hidden"
          data-testid="restaurant-skeleton"
        >
          <Skeleton aspectRatio={16 / 9} />
          <Card.Body>
            <Stack gap="3">
              <Skeleton h="5" w="60%" />
              <SkeletonText noOfLines={2} />
              <Skeleton h="4" w="40%" />
            </Stack>
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}
