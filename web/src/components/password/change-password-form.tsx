import { Button, Stack } from '@chakra-ui/react';
import { changePasswordFormSchema } from '@pickup/domain/identity/schemas';
import type { ReactNode } from 'react';
import type { User } from '@/lib/auth';
import { useChangePassword } from './api/change-password';
import { TextField } from '@/components/ui/text-field';
import { useSchemaForm } from '@/components/ui/use-schema-form';

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
  const form = useSchemaForm(changePasswordFormSchema, {
    currentPassword: '',
    newPassword: '',
    confirmPassword: '',
  });

  const submit = form.onSubmit(({ currentPassword, newPassword }) =>
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: ({ user }) => {
          form.reset();
          onChanged?.(user);
        },
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="5">
        {intro}
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          {...form.field('currentPassword')}
        />
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          {...form.field('newPassword')}
        />
        <TextField
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          {...form.field('confirmPassword')}
        />
        <Button type="submit" loading={change.isPending}>
          Change Password
        </Button>
      </Stack>
    </form>
  );
}
