import { Button, Stack, Text } from '@chakra-ui/react';
import { forgotPasswordSchema } from '@pickup/domain/identity/schemas';
import { useState, type FormEvent } from 'react';
import { AppDialog } from '@/components/ui/app-dialog';
import { useForgotPassword } from '../api/forgot-password';
import { TextField, fieldErrors } from '@/components/ui/text-field';

export function ForgotPasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <AppDialog open={open} onClose={onClose} title="Reset your password">
      <ForgotPasswordForm onDone={onClose} />
    </AppDialog>
  );
}

function ForgotPasswordForm({ onDone }: { onDone: () => void }) {
  const forgot = useForgotPassword();
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = forgotPasswordSchema.safeParse({ email });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error.issues));
    setErrors({});
    forgot.mutate(parsed.data, { onSuccess: onDone });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="5">
        <Text color="fg.muted">
          Enter the email you signed up with and we&apos;ll send you a link to choose a new
          password.
        </Text>
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          value={email}
          error={errors.email}
          onValueChange={setEmail}
        />
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
