import { Button, Container, Heading, HStack, Text, VStack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { Head } from '@/components/seo/head';
import { paths } from '@/config/paths';

/** DECISIONS 33: it speaks to the visitor and offers a way on, not a developer's hint. */
export default function NotFoundRoute() {
  return (
    <Container maxW="xl" py={{ base: '16', md: '24' }}>
      <Head title="Page Not Found" />
      <VStack gap="4" textAlign="center">
        <Text fontSize="6xl" fontWeight="800" color="brand.fg" aria-hidden="true">
          404
        </Text>
        <Heading as="h1" size="2xl">
          Page Not Found
        </Heading>
        <Text color="fg.muted">We couldn’t find that page. The link may be old or mistyped.</Text>
        <HStack gap="3" mt="2" wrap="wrap" justify="center">
          <Button asChild>
            <RouterLink to={paths.restaurants.getHref()}>Browse restaurants</RouterLink>
          </Button>
          <Button asChild variant="outline">
            <RouterLink to={paths.home.getHref()}>Back to home</RouterLink>
          </Button>
        </HStack>
      </VStack>
    </Container>
  );
}
