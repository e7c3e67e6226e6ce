import { Container, Skeleton, SkeletonText, Stack } from '@chakra-ui/react';
import { loadingRegion } from '@/components/ui/loading-region';

export function ReceiptSkeleton() {
  return (
    <Container maxW="4xl" py="10" {...loadingRegion('Loading your order')}>
      <Stack gap="6">
        <Skeleton h="10" w="60%" />
        <Skeleton h="16" />
        <Skeleton h="40" />
        <SkeletonText noOfLines={4} />
      </Stack>
    </Container>
  );
}
