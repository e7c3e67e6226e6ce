import { Button, Stack } from '@chakra-ui/react';
import { resetPasswordFormSchema } from '@pickup/domain/identity/schemas';
import { AppDialog } from '@/components/ui/app-dialog';
import { useResetPassword } from '../api/reset-password';
import { TextField } from '@/components/ui/text-field';
import { useSchemaForm } from '@/components/ui/use-schema-form';

type Props = { token: string | null; onClose: () => void };

/** Opens while the address holds a reset token; closing (either way) removes the token. */
export function ResetPasswordDialog({ token, onClose }: Props) {
  return (
    <AppDialog open={token !== null} onClose={onClose} title="Reset Password">
      {token !== null && <ResetPasswordForm token={token} onDone={onClose} />}
    </AppDialog>
  );
}

function ResetPasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
  const reset = useResetPassword();
  const form = useSchemaForm(resetPasswordFormSchema, { password: '', confirmPassword: '' });
  const submit = form.onSubmit(({ password }) =>
    reset.mutate({ token, password }, { onSuccess: onDone }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="5">
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          {...form.field('password')}
        />
        <TextField
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          {...form.field('confirmPassword')}
        />
        <Stack direction={{ base: 'column-reverse', sm: 'row' }} gap="3" justify="end">
          <Button variant="ghost" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={reset.isPending}>
            Reset Password
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
