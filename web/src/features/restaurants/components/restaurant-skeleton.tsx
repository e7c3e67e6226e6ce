import { Box, Container, SimpleGrid, Skeleton, SkeletonText, Stack } from '@chakra-ui/react';
import { loadingRegion } from '@/components/ui/loading-region';

export function RestaurantSkeleton() {
  return (
    <Box {...loadingRegion('Loading restaurant')}>
      <Box bg="bg.subtle" borderBottomWidth="1px">
        <Container maxW="7xl" py={{ base: '6', md: '10' }}>
          <Stack gap="4" maxW="2xl">
            <Skeleton h="5" w="40" />
            <Skeleton h="10" w="80%" />
            <SkeletonText noOfLines={2} />
          </Stack>
        </Container>
      </Box>
      <Container maxW="7xl" py="8">
        <Skeleton h="8" w="48" mb="6" />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} h="28" rounded="lg" />
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
