import { Skeleton, Stack, Switch, Text } from '@chakra-ui/react';
import { useConsent, useUpdateConsent } from '../api/consent';

export function PrivacyTab() {
  const consent = useConsent();
  const update = useUpdateConsent();

  return (
    <Stack gap="5" maxW="2xl">
      <Stack
        direction={{ base: 'column', sm: 'row' }}
        justify="space-between"
        gap="4"
        borderWidth="1px"
        rounded="lg"
        p="4"
      >
        <Stack gap="1">
          <Text fontWeight="semibold" id="marketing-consent-label">
            Marketing communications
          </Text>
          <Text fontSize="sm" color="fg.muted">
            Offers and news from local restaurants by email. You can change this at any time.
          </Text>
        </Stack>
        {consent.isPending ? (
          <Skeleton h="6" w="12" />
        ) : (
          <Switch.Root
            checked={consent.data?.marketingOptIn ?? false}
            disabled={consent.isError || update.isPending}
            onCheckedChange={({ checked }) => update.mutate({ marketingOptIn: checked })}
          >
            <Switch.HiddenInput aria-labelledby="marketing-consent-label" />
            <Switch.Control />
          </Switch.Root>
        )}
      </Stack>
      <Text fontSize="sm" color="fg.muted">
        Essential service emails, such as order confirmations and security alerts, are always sent,
        whatever this setting.
      </Text>
    </Stack>
  );
}
