import { Button, Flex, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Head } from '@/components/seo/head';

type Props = {
  title: string;
  subtitle?: string;
  back?: { href: string; label?: string };
  actions?: ReactNode;
};

/** The title row of every management screen, shown in loading and error states too. */
export function PageHeader({ title, subtitle, back, actions }: Props) {
  return (
    <Stack gap="3" mb="6">
      <Head title={title} />
      {back && (
        <Button asChild variant="ghost" size="sm" alignSelf="flex-start" ms="-2">
          <Link to={back.href}>
            <ArrowLeft aria-hidden="true" />
            {back.label ?? 'Back'}
          </Link>
        </Button>
      )}
      <Flex gap="4" justify="space-between" align={{ base: 'stretch', md: 'center' }} wrap="wrap">
        <Stack gap="1" minW="0" flex="1 1 18rem">
          <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
            {title}
          </Heading>
          {subtitle && (
            <Text color="fg.muted" overflowWrap="anywhere">
              {subtitle}
            </Text>
          )}
        </Stack>
        {actions && (
          <HStack gap="2" wrap="wrap">
            {actions}
          </HStack>
        )}
      </Flex>
    </Stack>
  );
}
