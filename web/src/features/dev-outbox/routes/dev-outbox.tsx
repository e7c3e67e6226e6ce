import { Container, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Inbox } from 'lucide-react';
import { Head } from '@/components/seo/head';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { useOutbox } from '../api/get-outbox';
import { OutboxMessageCard } from '../components/outbox-message';
import { loadingRegion } from '@/components/ui/loading-region';

/**
 * /dev/outbox: the emails, texts and calls a local Pickup would have sent, newest first, so
 * whoever tries it can read their codes and links. The API has no such route in production.
 */
export default function DevOutboxRoute() {
  const outbox = useOutbox();
  return (
    <Container maxW="4xl" py={{ base: '8', md: '12' }}>
      <Head title="Dev Outbox" />
      <Stack gap="2" mb="8">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          Dev Outbox
        </Heading>
        <Text color="fg.muted">
          Messages Pickup would have sent, newest first. Refreshes every few seconds.
        </Text>
      </Stack>
      <OutboxContent outbox={outbox} />
    </Container>
  );
}

function OutboxContent({ outbox }: { outbox: ReturnType<typeof useOutbox> }) {
  if (outbox.isPending) {
    return (
      <Stack gap="4" {...loadingRegion('Loading messages')}>
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} h="32" rounded="lg" />
        ))}
      </Stack>
    );
  }
  if (outbox.isError) {
    return (
      <ErrorState
        title="The outbox is not available"
        description="It exists only when Pickup runs outside production."
      />
    );
  }
  if (outbox.data.length === 0) {
    return (
      <EmptyState
        icon={<Inbox />}
        title="No messages yet"
        description="Verification codes and password reset links will appear here."
      />
    );
  }
  return (
    <Stack as="ul" gap="4" listStyleType="none" aria-label="Messages" aria-live="polite">
      {outbox.data.map((message) => (
        <OutboxMessageCard
          key={`${message.createdAt}-${message.to}-${message.body}`}
          message={message}
        />
      ))}
    </Stack>
  );
}
