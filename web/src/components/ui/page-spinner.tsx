import { Center, Spinner, VisuallyHidden } from '@chakra-ui/react';

export function PageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <Center minH="60vh" role="status" aria-live="polite">
      <Spinner size="xl" color="brand.solid" borderWidth="3px" aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </Center>
  );
}
