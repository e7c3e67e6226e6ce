import { Box, Heading, Text } from '@chakra-ui/react';
import { ChangePasswordForm } from '@/components/password/change-password-form';

/** Change the password here; every other device signed in to the account is signed out. */
export function PasswordSection() {
  return (
    <Box as="section" aria-labelledby="password-heading" borderWidth="1px" rounded="lg" p="5">
      <Heading as="h2" size="md" id="password-heading">
        Change Password
      </Heading>
      <Box mt="4" maxW="md">
        <ChangePasswordForm
          intro={
            <Text color="fg.muted">
              Enter your current password to choose a new one. Any other device signed in to your
              account will be signed out; this one stays signed in.
            </Text>
          }
        />
      </Box>
    </Box>
  );
}
