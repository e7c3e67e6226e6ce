import { useState } from 'react';
import { Badge, Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { PageSpinner } from '@/components/ui/page-spinner';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { ConfirmDialog } from '@/components/management/confirm-dialog';
import { useEraseMessage } from '../api/erase-message';
import { useMessages, type SupportMessage } from '../api/get-messages';

/**
 * DECISIONS 23: support and contact messages, newest first. A message sent without an
 * account can be erased on its sender's request (a signed-in sender's go with their account).
 */
export function MessagesTab() {
  const messages = useMessages();
  const erase = useEraseMessage();
  const [erasing, setErasing] = useState<SupportMessage | null>(null);
  if (messages.isPending) return <PageSpinner label="Loading messages" />;
  if (messages.isError) return <ErrorState title="Failed to load messages" />;
  if (messages.data.length === 0) return <EmptyState title="No messages yet" />;
  return (
    <Stack gap="3">
      {messages.data.map((m) => (
        <Card.Root key={m.id} variant="outline" size="sm">
          <Card.Header>
            <HStack justify="space-between" wrap="wrap" gap="2">
              <HStack gap="2" wrap="wrap">
                <Badge colorPalette={m.kind === 'support' ? 'blue' : 'purple'}>
                  {m.kind === 'support' ? 'Support' : 'Contact'}
                </Badge>
                <Badge variant="outline">{m.category}</Badge>
                <Text fontWeight="semibold">{m.subject}</Text>
              </HStack>
              <Text textStyle="sm" color="fg.muted">
                {new Date(m.receivedAt).toLocaleString()}
              </Text>
            </HStack>
          </Card.Header>
          <Card.Body gap="2">
            <Text textStyle="sm" color="fg.muted">
              From {m.name}
              {m.email && ` <${m.email}>`}
              {m.company && ` · ${m.company}`}
            </Text>
            <Text whiteSpace="pre-wrap">{m.message}</Text>
          </Card.Body>
          {m.senderId === null && m.email !== null && (
            <Card.Footer justifyContent="flex-end">
              <Button
                size="sm"
                variant="outline"
                colorPalette="red"
                aria-label={`Erase message from ${m.name}`}
                onClick={() => setErasing(m)}
              >
                Erase
              </Button>
            </Card.Footer>
          )}
        </Card.Root>
      ))}
      <ConfirmDialog
        open={erasing !== null}
        onClose={() => setErasing(null)}
        title="Erase this message?"
        confirmLabel="Erase"
        description={`The name, email and text of the message from ${erasing?.name ?? ''} become unreadable for good.`}
        pending={erase.isPending}
        onConfirm={() => erasing && erase.mutate(erasing.id, { onSuccess: () => setErasing(null) })}
      />
    </Stack>
  );
}
