import { Box, Container, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { MapPin, Search, ShoppingBag } from 'lucide-react';

const features = [
  {
    icon: Search,
    title: 'Discover Local Restaurants',
    text: 'Browse menus from restaurants in your neighbourhood, by name or by cuisine.',
  },
  {
    icon: MapPin,
    title: 'Find Nearby Restaurants',
    text: 'Use your location to see what is close by and how far each restaurant is.',
  },
  {
    icon: ShoppingBag,
    title: 'Order for Pickup',
    text: 'Customise your meal, order ahead and get a text when it is ready to collect.',
  },
];

export function FeatureHighlights() {
  return (
    <Box as="section" aria-labelledby="features-heading" py={{ base: '14', md: '20' }}>
      <Container maxW="7xl">
        <Stack gap="3" textAlign="center" maxW="2xl" mx="auto" mb="12">
          <Heading as="h2" id="features-heading" size={{ base: '2xl', md: '3xl' }}>
            Why order with Pickup?
          </Heading>
          <Text color="fg.muted" fontSize="lg">
            Everything you need to get great food from local places, without the wait.
          </Text>
        </Stack>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
          {features.map(({ icon: Icon, title, text }) => (
            <Stack key={title} gap="4" p="6" rounded="2xl" borderWidth="1px" bg="bg">
              <Box
                bg="brand.muted"
                color="brand.fg"
                rounded="xl"
                boxSize="12"
                display="grid"
                placeItems="center"
                aria-hidden="true"
              >
                <Icon size={24} />
              </Box>
              <Heading as="h3" size="lg">
                {title}
              </Heading>
              <Text color="fg.muted">{text}</Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
