import { Button, Stack } from '@chakra-ui/react';
import { changePasswordFormSchema } from '@pickup/domain/identity/schemas';
import { useState, type FormEvent, type ReactNode } from 'react';
import type { User } from '@/lib/auth';
import { useChangePassword } from './api/change-password';
import { TextField, fieldErrors } from '@/components/ui/text-field';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

type Props = {
  onChanged?: (user: User) => void;
  /** Said above the fields: why the password is asked for here. */
  intro?: ReactNode;
};

/**
 * Current password, new one twice. The server ends every other session; this one carries on
 * with the fresh tokens it answers.
 */
export function ChangePasswordForm({ onChanged, intro }: Props) {
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
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: ({ user }) => {
          setValues(EMPTY);
          onChanged?.(user);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="5">
        {intro}
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
