import { ROLES, ROLE_LABELS } from '@pickup/domain/identity/constants';
import { adminUserSchema, type AdminUserInput } from '@pickup/domain/identity/schemas';
import { SelectField, TextInputField } from '@/components/management/fields';
import { FormDialog } from '@/components/management/form-dialog';
import { serverFieldErrors, useForm } from '@/lib/management/form';
import type { ManagedUser } from '@/types/management';

type Props = {
  user: ManagedUser | null;
  onClose: () => void;
  onSave: (body: AdminUserInput) => Promise<unknown>;
  pending: boolean;
};

const roleOptions = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

export function UserDialog({ user, onClose, onSave, pending }: Props) {
  const { values, set, field, errors, setErrors, parse } = useForm({
    email: user?.email ?? '',
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    role: user?.role ?? 'customer',
    phone: user?.phone ?? '',
  });
  const submit = async () => {
    const body = parse(adminUserSchema);
    if (!body) return;
    await onSave(body).then(onClose, (error: unknown) => setErrors(serverFieldErrors(error)));
  };
  const text = (
    key: 'email' | 'firstName' | 'lastName' | 'phone',
    label: string,
    type = 'text',
  ) => <TextInputField label={label} type={type} required={key !== 'phone'} {...field(key)} />;
  return (
    <FormDialog
      open
      onClose={onClose}
      title={user ? 'Edit User' : 'Create User'}
      submitLabel={user ? 'Save Changes' : 'Create User'}
      pending={pending}
      onSubmit={() => void submit()}
    >
      {text('email', 'Email', 'email')}
      {text('firstName', 'First name')}
      {text('lastName', 'Last name')}
      <SelectField
        label="Role"
        required
        value={values.role}
        onValueChange={(v) => set('role', v as typeof values.role)}
        options={roleOptions}
        error={errors.role}
      />
      {text('phone', 'Phone (optional)', 'tel')}
    </FormDialog>
  );
}
