import { Button, Container, Heading, Text, VStack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { Head } from '@/components/seo/head';
import { paths } from '@/config/paths';

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
        <Text color="fg.muted">Did you forget to add the page to the router?</Text>
        <Button asChild mt="2">
          <RouterLink to={paths.home.getHref()}>Back to home</RouterLink>
        </Button>
      </VStack>
    </Container>
  );
}
