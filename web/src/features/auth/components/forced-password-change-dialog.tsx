import { Alert } from '@chakra-ui/react';
import { AppDialog } from '@/components/ui/app-dialog';
import { ChangePasswordForm } from '@/components/password/change-password-form';

/** Spec §2: set by an administrator; it cannot be dismissed, only completed. */
type Props = { open: boolean };

export function ForcedPasswordChangeDialog({ open }: Props) {
  return (
    <AppDialog open={open} title="Change Your Password">
      <ChangePasswordForm
        intro={
          <Alert.Root status="info" variant="subtle">
            <Alert.Indicator />
            <Alert.Description>
              Your administrator has required you to change your password before continuing.
            </Alert.Description>
          </Alert.Root>
        }
      />
    </AppDialog>
  );
}
