import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';

export function SentConfirmation({ promise, onReset }: { promise: string; onReset: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  return (
    <Stack align="center" textAlign="center" gap="4" py="10" role="status">
      <CircleCheck size={56} color="var(--chakra-colors-green-600)" aria-hidden="true" />
      <Heading as="h2" size="2xl" ref={heading} tabIndex={-1} outline="none">
        Message sent!
      </Heading>
      <Text color="fg.muted" maxW="md">
        Thanks for reaching out. {promise}
      </Text>
      <Button variant="outline" onClick={onReset}>
        Send Another Message
      </Button>
    </Stack>
  );
}
