import { HStack, Link, Text } from '@chakra-ui/react';
import { ShoppingBag } from 'lucide-react';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';

export function Logo({ onDark = false }: { onDark?: boolean }) {
  return (
    <Link asChild _hover={{ textDecoration: 'none' }} rounded="md">
      <RouterLink to={paths.home.getHref()} aria-label="Pickup home">
        <HStack gap="2">
          <HStack
            justify="center"
            bg="brand.solid"
            color="brand.contrast"
            boxSize="9"
            rounded="xl"
            aria-hidden="true"
          >
            <ShoppingBag size={20} strokeWidth={2.25} />
          </HStack>
          <Text
            fontFamily="heading"
            fontWeight="800"
            fontSize="xl"
            letterSpacing="-0.02em"
            color={onDark ? 'white' : 'fg'}
          >
            Pickup
          </Text>
        </HStack>
      </RouterLink>
    </Link>
  );
}
