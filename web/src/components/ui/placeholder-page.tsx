import { Container, Heading, Text } from '@chakra-ui/react';
import { Head } from '@/components/seo/head';

/** Registered route whose screen is not built yet; keeps routing and access rules testable. */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <Container maxW="5xl" py="12">
      <Head title={title} />
      <Heading as="h1" size="2xl">
        {title}
      </Heading>
      <Text mt="3" color="fg.muted">
        This page is on its way.
      </Text>
    </Container>
  );
}
