import { Button, Stack, Text } from '@chakra-ui/react';
import { forgotPasswordSchema } from '@pickup/domain/identity/schemas';
import { AppDialog } from '@/components/ui/app-dialog';
import { useForgotPassword } from '../api/forgot-password';
import { TextField } from '@/components/ui/text-field';
import { useSchemaForm } from '@/components/ui/use-schema-form';

export function ForgotPasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <AppDialog open={open} onClose={onClose} title="Reset your password">
      <ForgotPasswordForm onDone={onClose} />
    </AppDialog>
  );
}

function ForgotPasswordForm({ onDone }: { onDone: () => void }) {
  const forgot = useForgotPassword();
  const form = useSchemaForm(forgotPasswordSchema, { email: '' });
  const submit = form.onSubmit((data) => forgot.mutate(data, { onSuccess: onDone }));

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="5">
        <Text color="fg.muted">
          Enter the email you signed up with and we&apos;ll send you a link to choose a new
          password.
        </Text>
        <TextField label="Email" type="email" autoComplete="email" {...form.field('email')} />
        <Stack direction={{ base: 'column-reverse', sm: 'row' }} gap="3" justify="end">
          <Button variant="ghost" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={forgot.isPending}>
            Send Reset Link
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
