import { Box, Button, Container, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { BellRing, Clock, Heart, Search, ShoppingBag, Smile, Store, Users } from 'lucide-react';
import { Link as RouterLink } from 'react-router';
import { Head } from '@/components/seo/head';
import { paths } from '@/config/paths';

const steps = [
  {
    icon: Search,
    title: 'Browse and Discover',
    text: 'Search by name or cuisine, or find restaurants near you.',
  },
  {
    icon: ShoppingBag,
    title: 'Place Your Order',
    text: 'Customise your items, review your cart and confirm.',
  },
  {
    icon: BellRing,
    title: 'Get Notified',
    text: 'We text or call you the moment your food is ready.',
  },
  {
    icon: Smile,
    title: 'Pick Up and Enjoy',
    text: 'Skip the line, pay at the counter and enjoy your meal.',
  },
];

const benefits = [
  {
    icon: Clock,
    title: 'Save Time',
    text: 'No waiting in line or on hold: your food is ready when you arrive.',
  },
  {
    icon: Store,
    title: 'Support Local',
    text: 'Order straight from neighbourhood restaurants, with no delivery cut.',
  },
  {
    icon: Heart,
    title: 'Easy to Use',
    text: 'A few taps from menu to order, with favourites for next time.',
  },
  {
    icon: Users,
    title: 'Perfect for Everyone',
    text: 'Lunch on the go, family dinners or office orders.',
  },
];

export default function HowItWorksRoute() {
  return (
    <>
      <Head title="How it Works" description="Order ahead from local restaurants in four steps." />
      <Box bg="brand.subtle" py={{ base: '12', md: '16' }}>
        <Container maxW="4xl" textAlign="center">
          <Heading as="h1" size={{ base: '3xl', md: '5xl' }} letterSpacing="-0.02em">
            How Pickup Works
          </Heading>
          <Text mt="4" fontSize="lg" color="fg.muted">
            From craving to collection in four simple steps.
          </Text>
        </Container>
      </Box>
      <Container maxW="7xl" py={{ base: '12', md: '16' }}>
        <SimpleGrid as="ol" columns={{ base: 1, sm: 2, lg: 4 }} gap="6" listStyleType="none">
          {steps.map(({ icon: Icon, title, text }, index) => (
            <Stack as="li" key={title} gap="3" p="6" borderWidth="1px" rounded="2xl">
              <Text fontSize="sm" fontWeight="bold" color="brand.fg">
                Step {index + 1}
              </Text>
              <Box color="brand.fg" aria-hidden="true">
                <Icon size={28} />
              </Box>
              <Heading as="h2" size="md">
                {title}
              </Heading>
              <Text color="fg.muted">{text}</Text>
            </Stack>
          ))}
        </SimpleGrid>
        <Heading as="h2" size="2xl" mt="16" mb="6" textAlign="center">
          Why customers love Pickup
        </Heading>
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="6">
          {benefits.map(({ icon: Icon, title, text }) => (
            <Stack key={title} gap="3" p="6" bg="bg.subtle" rounded="2xl">
              <Box color="brand.fg" aria-hidden="true">
                <Icon size={24} />
              </Box>
              <Heading as="h3" size="md">
                {title}
              </Heading>
              <Text color="fg.muted">{text}</Text>
            </Stack>
          ))}
        </SimpleGrid>
        <Stack direction={{ base: 'column', sm: 'row' }} justify="center" gap="3" mt="14">
          <Button asChild size="xl">
            <RouterLink to={paths.restaurants.getHref()}>Browse Restaurants</RouterLink>
          </Button>
          <Button asChild size="xl" variant="outline">
            <RouterLink to={paths.auth.getHref()}>Create an Account</RouterLink>
          </Button>
        </Stack>
      </Container>
    </>
  );
}
