import { Badge, Box, Button, DataList, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { PhoneVerificationDialog } from '@/components/verification/phone-verification-dialog';
import type { User } from '@/lib/auth';
import { DeleteAccountDialog } from './delete-account-dialog';
import { PasswordSection } from './password-section';

function VerifiedBadge({ verified }: { verified: boolean }) {
  return (
    <Badge colorPalette={verified ? 'green' : 'yellow'} variant="subtle">
      {verified ? 'Verified' : 'Not Verified'}
    </Badge>
  );
}

export function AccountTab({ user }: { user: User }) {
  const [deleting, setDeleting] = useState(false);
  const [verifyingPhone, setVerifyingPhone] = useState(false);
  return (
    <Stack gap="8" maxW="2xl">
      <Box as="section" aria-labelledby="account-status-heading">
        <Heading as="h2" size="md" id="account-status-heading" mb="4">
          Account Status
        </Heading>
        <DataList.Root orientation="horizontal" gap="3">
          <DataList.Item>
            <DataList.ItemLabel>Email</DataList.ItemLabel>
            <DataList.ItemValue>
              <VerifiedBadge verified={user.emailVerified} />
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Phone</DataList.ItemLabel>
            <DataList.ItemValue>
              <HStack gap="3" wrap="wrap">
                {user.phone && <Text>{user.phone}</Text>}
                <VerifiedBadge verified={user.phoneVerified} />
                {!user.phoneVerified && (
                  <Button size="xs" variant="outline" onClick={() => setVerifyingPhone(true)}>
                    {user.phone ? 'Verify phone' : 'Add a phone'}
                  </Button>
                )}
              </HStack>
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Account type</DataList.ItemLabel>
            <DataList.ItemValue textTransform="capitalize">
              {user.role.replaceAll('_', ' ')}
            </DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>
      </Box>
      <PasswordSection />
      <Box
        as="section"
        aria-labelledby="danger-zone-heading"
        borderWidth="1px"
        borderColor="border.error"
        rounded="lg"
        p="5"
      >
        <Heading
          as="h2"
          size="md"
          id="danger-zone-heading"
          color="fg.error"
          display="flex"
          alignItems="center"
          gap="2"
        >
          <TriangleAlert size={18} aria-hidden="true" />
          Danger Zone
        </Heading>
        <Text mt="2" color="fg.muted">
          Deleting your account removes your personal data for good and signs you out everywhere.
          Your past orders are kept for the restaurants&apos; records without your name.
        </Text>
        <Button mt="4" colorPalette="red" onClick={() => setDeleting(true)}>
          Delete Account
        </Button>
      </Box>
      <DeleteAccountDialog open={deleting} onClose={() => setDeleting(false)} />
      {verifyingPhone && (
        <PhoneVerificationDialog
          open
          onClose={() => setVerifyingPhone(false)}
          onVerified={() => setVerifyingPhone(false)}
        />
      )}
    </Stack>
  );
}
