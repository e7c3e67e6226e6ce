import { Box, Container, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Head } from '@/components/seo/head';

type Section = { title: string; body: ReactNode };

/** Layout for the static legal pages: a title, a date and numbered sections. */
export function ProsePage({
  title,
  updated,
  intro,
  sections,
}: {
  title: string;
  updated: string;
  intro: ReactNode;
  sections: Section[];
}) {
  return (
    <Container maxW="3xl" py={{ base: '10', md: '16' }}>
      <Head title={title} />
      <Heading as="h1" size={{ base: '3xl', md: '4xl' }}>
        {title}
      </Heading>
      <Text color="fg.muted" mt="2">
        Last updated {updated}
      </Text>
      <Text mt="6" fontSize="lg">
        {intro}
      </Text>
      <Stack gap="8" mt="10">
        {sections.map((section, index) => (
          <Box as="section" key={section.title}>
            <Heading as="h2" size="lg" mb="3">
              {index + 1}. {section.title}
            </Heading>
            <Box
              color="fg.muted"
              lineHeight="tall"
              css={{ '& p + p': { mt: '3' }, '& ul': { ps: '5', listStyleType: 'disc' } }}
            >
              {section.body}
            </Box>
          </Box>
        ))}
      </Stack>
    </Container>
  );
}
