import { Button, Stack, Text } from '@chakra-ui/react';
import { CircleCheck } from 'lucide-react';

/** The dialogs' last state: what was verified, and a way on. */
export function VerifiedState({ title, onContinue }: { title: string; onContinue: () => void }) {
  return (
    <Stack align="center" textAlign="center" gap="4" py="4">
      <CircleCheck size={48} color="var(--chakra-colors-green-600)" aria-hidden="true" />
      <Text fontSize="xl" fontWeight="semibold" role="status">
        {title}
      </Text>
      <Button onClick={onContinue} size="lg" w="full">
        Continue
      </Button>
    </Stack>
  );
}
