import { Box, Checkbox, HStack, Spinner, Text } from '@chakra-ui/react';
import { ShieldCheck } from 'lucide-react';
import { useSolveCaptcha } from '../api/solve-captcha';

type Props = { onChange: (payload: string | null) => void; invalid?: boolean };

/**
 * ALTCHA (DECISIONS 22): ticking the box fetches a challenge and solves it in the browser.
 * Remount it (change its `key`) to start over, e.g. after a message was sent.
 */
export function Captcha({ onChange, invalid }: Props) {
  const solve = useSolveCaptcha();
  const verified = solve.isSuccess;

  const start = () => {
    if (solve.isPending || verified) return;
    onChange(null);
    solve.mutate(undefined, { onSuccess: onChange });
  };

  return (
    <Box
      borderWidth="1px"
      borderColor={invalid ? 'border.error' : 'border'}
      rounded="md"
      px="4"
      py="3"
      bg="bg.subtle"
      maxW="sm"
    >
      <HStack justify="space-between" gap="4">
        <Checkbox.Root
          checked={verified}
          disabled={solve.isPending}
          onCheckedChange={({ checked }) => checked === true && start()}
          invalid={invalid}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>I'm not a robot</Checkbox.Label>
        </Checkbox.Root>
        <HStack gap="1" fontSize="xs" color="fg.muted" aria-live="polite">
          {solve.isPending && (
            <>
              <Spinner size="xs" aria-hidden="true" />
              <Text>Verifying…</Text>
            </>
          )}
          {verified && (
            <>
              <ShieldCheck size={14} color="var(--chakra-colors-green-600)" aria-hidden="true" />
              <Text>Verified</Text>
            </>
          )}
          {!solve.isPending && !verified && <Text>ALTCHA</Text>}
        </HStack>
      </HStack>
      {solve.isError && (
        <Text mt="2" fontSize="sm" color="fg.error" role="alert">
          Verification failed. Please try again.
        </Text>
      )}
    </Box>
  );
}
