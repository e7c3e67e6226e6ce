import { Alert, Button, Stack } from '@chakra-ui/react';
import { changePasswordFormSchema } from '@pickup/domain/identity/schemas';
import { useState, type FormEvent } from 'react';
import { AppDialog } from '@/components/ui/app-dialog';
import type { User } from '@/lib/auth';
import { useChangePassword } from '../api/change-password';
import { TextField, fieldErrors } from './text-field';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Spec §2: set by an administrator; it cannot be dismissed, only completed. */
type Props = { open: boolean; onChanged: (user: User) => void };

export function ForcedPasswordChangeDialog({ open, onChanged }: Props) {
  return (
    <AppDialog open={open} title="Change Your Password">
      <ChangePasswordForm onChanged={onChanged} />
    </AppDialog>
  );
}

function ChangePasswordForm({ onChanged }: Pick<Props, 'onChanged'>) {
  const change = useChangePassword();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (field: keyof typeof EMPTY) => (value: string) =>
    setValues((v) => ({ ...v, [field]: value }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = changePasswordFormSchema.safeParse(values);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error.issues));
    setErrors({});
    const { currentPassword, newPassword } = parsed.data;
    change.mutate({ currentPassword, newPassword }, { onSuccess: ({ user }) => onChanged(user) });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="5">
        <Alert.Root status="info" variant="subtle">
          <Alert.Indicator />
          <Alert.Description>
            Your administrator has required you to change your password before continuing.
          </Alert.Description>
        </Alert.Root>
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          value={values.currentPassword}
          error={errors.currentPassword}
          onValueChange={set('currentPassword')}
        />
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          value={values.newPassword}
          error={errors.newPassword}
          onValueChange={set('newPassword')}
        />
        <TextField
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          value={values.confirmPassword}
          error={errors.confirmPassword}
          onValueChange={set('confirmPassword')}
        />
        <Button type="submit" loading={change.isPending}>
          Change Password
        </Button>
      </Stack>
    </form>
  );
}
