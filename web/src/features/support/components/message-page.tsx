import { Box, Container, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { useRef, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Head } from '@/components/seo/head';
import { CategoryCards, type CategoryCard } from './category-cards';
import { SentConfirmation } from './sent-confirmation';

type Props = {
  title: string;
  intro: string;
  cardsHeading: string;
  cards: CategoryCard[];
  validCategories: readonly string[];
  replyPromise: string;
  aside: ReactNode;
  form: (
    category: string,
    setCategory: (category: string) => void,
    onSent: () => void,
  ) => ReactNode;
};

/** Support and Contact share this shape: cards that preselect, a form, a side panel. */
export function MessagePage(props: Props) {
  const [searchParams] = useSearchParams();
  const fromLink = searchParams.get('category') ?? '';
  const [category, setCategory] = useState(
    props.validCategories.includes(fromLink) ? fromLink : '',
  );
  const [sent, setSent] = useState(false);
  const formRef = useRef<HTMLDivElement>(null);

  const pick = (value: string) => {
    setCategory(value);
    setSent(false);
    formRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    formRef.current?.querySelector<HTMLInputElement>('input')?.focus({ preventScroll: true });
  };

  return (
    <>
      <Head title={props.title} description={props.intro} />
      <Box bg="brand.subtle" py={{ base: '10', md: '14' }}>
        <Container maxW="7xl">
          <Heading as="h1" size={{ base: '3xl', md: '4xl' }}>
            {props.title}
          </Heading>
          <Text mt="3" fontSize="lg" color="fg.muted" maxW="2xl">
            {props.intro}
          </Text>
        </Container>
      </Box>
      <Container maxW="7xl" py={{ base: '10', md: '14' }}>
        <Heading as="h2" size="lg" mb="4">
          {props.cardsHeading}
        </Heading>
        <CategoryCards cards={props.cards} selected={category} onSelect={pick} />
        <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap="8" mt="10">
          <Box
            ref={formRef}
            borderWidth="1px"
            rounded="2xl"
            p={{ base: '5', md: '8' }}
            scrollMarginTop="24"
          >
            {sent ? (
              <SentConfirmation promise={props.replyPromise} onReset={() => setSent(false)} />
            ) : (
              <Stack gap="6">
                <Heading as="h2" size="xl">
                  Send us a message
                </Heading>
                {props.form(category, setCategory, () => {
                  setSent(true);
                  setCategory('');
                })}
              </Stack>
            )}
          </Box>
          <Stack as="aside" gap="4" aria-label="Contact information">
            {props.aside}
          </Stack>
        </Grid>
      </Container>
    </>
  );
}

export function InfoCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box bg="bg.subtle" rounded="2xl" p="6">
      <Heading as="h3" size="md" mb="2">
        {title}
      </Heading>
      <Box color="fg.muted" fontSize="sm" lineHeight="tall">
        {children}
      </Box>
    </Box>
  );
}
