import { Button, Stack } from '@chakra-ui/react';
import { resetPasswordFormSchema } from '@pickup/domain/identity/schemas';
import { useState, type FormEvent } from 'react';
import { AppDialog } from '@/components/ui/app-dialog';
import { useResetPassword } from '../api/reset-password';
import { TextField, fieldErrors } from '@/components/ui/text-field';

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
  const [values, setValues] = useState({ password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = resetPasswordFormSchema.safeParse(values);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error.issues));
    setErrors({});
    reset.mutate({ token, password: parsed.data.password }, { onSuccess: onDone });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="5">
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          value={values.password}
          error={errors.password}
          onValueChange={(password) => setValues((v) => ({ ...v, password }))}
        />
        <TextField
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          value={values.confirmPassword}
          error={errors.confirmPassword}
          onValueChange={(confirmPassword) => setValues((v) => ({ ...v, confirmPassword }))}
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
