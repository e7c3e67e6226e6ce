import { Box, Button, Container, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { Head } from '@/components/seo/head';
import { paths } from '@/config/paths';
import { FeatureHighlights } from '@/features/marketing/components/feature-highlights';
import { Hero } from '@/features/marketing/components/hero';
import { PopularRestaurants } from '@/features/restaurants/components/popular-restaurants';

export default function LandingRoute() {
  return (
    <>
      <Head description="Order ahead from local restaurants and pick up your food hot and ready." />
      <Hero />
      <FeatureHighlights />
      <Box
        as="section"
        aria-labelledby="popular-heading"
        bg="bg.subtle"
        py={{ base: '14', md: '20' }}
      >
        <Container maxW="7xl">
          <HStack justify="space-between" align="end" mb="8" wrap="wrap" gap="4">
            <Stack gap="2">
              <Heading as="h2" id="popular-heading" size={{ base: '2xl', md: '3xl' }}>
                Popular Restaurants
              </Heading>
              <Text color="fg.muted">The most ordered-from places this month.</Text>
            </Stack>
            <Button asChild variant="outline" bg="bg">
              <RouterLink to={paths.restaurants.getHref()}>See all restaurants</RouterLink>
            </Button>
          </HStack>
          <PopularRestaurants limit={3} />
        </Container>
      </Box>
      <Box as="section" aria-labelledby="cta-heading" py={{ base: '14', md: '20' }}>
        <Container maxW="4xl">
          <Stack
            gap="5"
            align="center"
            textAlign="center"
            bg="brand.solid"
            color="brand.contrast"
            rounded="3xl"
            px={{ base: '6', md: '12' }}
            py={{ base: '10', md: '14' }}
          >
            <Heading as="h2" id="cta-heading" size={{ base: '2xl', md: '3xl' }}>
              Hungry? Your next meal is minutes away.
            </Heading>
            <Text fontSize="lg" opacity="0.9">
              Create a free account to order ahead and track your pickup.
            </Text>
            <Button asChild size="xl" bg="white" color="brand.700" _hover={{ bg: 'brand.50' }}>
              <RouterLink to={paths.auth.getHref()}>Get Started - Sign In to Order</RouterLink>
            </Button>
          </Stack>
        </Container>
      </Box>
    </>
  );
}
