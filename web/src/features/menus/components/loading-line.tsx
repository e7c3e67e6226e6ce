import { HStack, Spinner, Text } from '@chakra-ui/react';

/** The screens' own loading words (spec §2), with a spinner beside them. */
export function LoadingLine({ text }: { text: string }) {
  return (
    <HStack role="status" gap="3" py="10" justify="center" color="fg.muted">
      <Spinner size="sm" aria-hidden="true" />
      <Text>{text}</Text>
    </HStack>
  );
}
