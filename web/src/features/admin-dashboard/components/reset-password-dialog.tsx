import {
  adminResetPasswordSchema,
  type AdminResetPasswordInput,
} from '@pickup/domain/identity/schemas';
import { Text } from '@chakra-ui/react';
import { SwitchField, TextInputField } from '@/components/management/fields';
import { FormDialog } from '@/components/management/form-dialog';
import { useForm } from '@/lib/management/form';
import { fullName } from '@/lib/management/format';
import type { ManagedUser } from '@/types/management';

type Props = {
  user: ManagedUser;
  onClose: () => void;
  onSave: (body: AdminResetPasswordInput) => Promise<unknown>;
  pending: boolean;
};

export function ResetPasswordDialog({ user, onClose, onSave, pending }: Props) {
  const { values, set, field, parse } = useForm({ password: '', requireChangeAtNextLogin: true });
  const submit = async () => {
    const body = parse(adminResetPasswordSchema);
    if (!body) return;
    await onSave(body).then(onClose, () => undefined);
  };
  return (
    <FormDialog
      open
      onClose={onClose}
      title="Reset Password"
      submitLabel="Reset Password"
      pending={pending}
      onSubmit={() => void submit()}
    >
      <Text color="fg.muted">
        Set a new password for {fullName(user)} ({user.email}).
      </Text>
      <TextInputField
        label="New password"
        type="password"
        autoComplete="new-password"
        required
        {...field('password')}
      />
      <SwitchField
        label="Require password change at next login"
        checked={values.requireChangeAtNextLogin}
        onCheckedChange={(v) => set('requireChangeAtNextLogin', v)}
      />
    </FormDialog>
  );
}
