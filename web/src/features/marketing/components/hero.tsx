import {
  Badge,
  Box,
  Button,
  Container,
  Heading,
  HStack,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { BellRing, Clock, ShoppingBag } from 'lucide-react';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import { FindNearbyButton } from './find-nearby-button';

export function Hero() {
  return (
    <Box
      as="section"
      aria-labelledby="hero-heading"
      bgGradient="to-b"
      gradientFrom="brand.subtle"
      gradientTo="bg"
    >
      <Container maxW="7xl" py={{ base: '12', md: '20' }}>
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap={{ base: '10', lg: '16' }} alignItems="center">
          <Stack gap="6">
            <Badge alignSelf="start" variant="surface" bg="bg" size="lg" rounded="full" px="3">
              Order ahead · Skip the line · Pay at pickup
            </Badge>
            <Heading
              as="h1"
              id="hero-heading"
              fontSize={{ base: '4xl', md: '6xl' }}
              lineHeight="1.05"
              letterSpacing="-0.03em"
              fontWeight="800"
            >
              Pickup{' '}
              <Text as="span" color="brand.fg">
                Made Easy
              </Text>
            </Heading>
            <Text fontSize={{ base: 'lg', md: 'xl' }} color="fg.muted" maxW="xl">
              Discover local restaurants, order your favourites ahead of time and pick them up hot
              and ready. No delivery fees, no waiting in line.
            </Text>
            <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
              <FindNearbyButton size="xl" />
              <Button asChild size="xl" variant="outline" bg="bg">
                <RouterLink to={paths.auth.getHref()}>Sign In / Register</RouterLink>
              </Button>
            </Stack>
            <HStack gap="2" fontSize="sm" color="fg.muted">
              <Text>New here?</Text>
              <Button asChild variant="plain" size="sm" px="0" color="brand.fg">
                <RouterLink to={paths.auth.getHref()}>Sign Up</RouterLink>
              </Button>
            </HStack>
          </Stack>
          <OrderPreview />
        </SimpleGrid>
      </Container>
    </Box>
  );
}

/** Decorative: what a customer sees once an order is placed. */
function OrderPreview() {
  return (
    <Box aria-hidden="true" display={{ base: 'none', lg: 'block' }} position="relative">
      <Box bg="bg" rounded="3xl" shadow="2xl" p="8" borderWidth="1px" maxW="md" mx="auto">
        <HStack justify="space-between">
          <Text fontWeight="semibold">Order #A1B2C3D4</Text>
          <Badge bg="green.700" color="white" variant="solid">
            Ready for Pickup
          </Badge>
        </HStack>
        <Stack mt="6" gap="4">
          {[
            ['Margherita Pizza', '$14.50'],
            ['Garlic Knots', '$5.25'],
            ['Lemonade', '$3.00'],
          ].map(([item, price]) => (
            <HStack key={item} justify="space-between" color="fg.muted">
              <Text>1 × {item}</Text>
              <Text>{price}</Text>
            </HStack>
          ))}
        </Stack>
        <HStack mt="6" pt="4" borderTopWidth="1px" justify="space-between" fontWeight="bold">
          <Text>Total</Text>
          <Text>$24.73</Text>
        </HStack>
        <HStack mt="6" gap="3" bg="brand.subtle" rounded="xl" p="4" color="brand.fg">
          <BellRing size={20} />
          <Text fontSize="sm" fontWeight="medium">
            We'll text you the moment your food is ready.
          </Text>
        </HStack>
      </Box>
      <HStack
        position="absolute"
        top="-4"
        left="0"
        bg="bg"
        shadow="lg"
        rounded="full"
        px="4"
        py="2"
        gap="2"
        fontSize="sm"
        fontWeight="semibold"
      >
        <Clock size={16} /> Ready in 15–20 min
      </HStack>
      <HStack
        position="absolute"
        bottom="-4"
        right="0"
        bg="brand.solid"
        color="brand.contrast"
        shadow="lg"
        rounded="full"
        px="4"
        py="2"
        gap="2"
        fontSize="sm"
        fontWeight="semibold"
      >
        <ShoppingBag size={16} /> Pay at the counter
      </HStack>
    </Box>
  );
}
