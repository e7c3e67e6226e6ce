import { Alert, Button, Field, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { profileSchema } from '@pickup/domain/identity/schemas';
import { useState, type FormEvent } from 'react';
import type { User } from '@/lib/auth';
import { useUpdateProfile } from '../api/update-profile';

type Values = { firstName: string; lastName: string; phone: string };

function fieldErrors(issues: { path: PropertyKey[]; message: string }[]) {
  const errors: Partial<Record<keyof Values, string>> = {};
  for (const issue of issues) errors[String(issue.path[0]) as keyof Values] ??= issue.message;
  return errors;
}

export function ProfileTab({ user }: { user: User }) {
  const update = useUpdateProfile();
  const [values, setValues] = useState<Values>({
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    phone: user.phone ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const set = (field: keyof Values) => (value: string) =>
    setValues((v) => ({ ...v, [field]: value }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = profileSchema.safeParse(values);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error.issues));
    setErrors({});
    update.mutate(parsed.data);
  };

  const text = (field: keyof Values, label: string, extra: Record<string, string> = {}) => (
    <Field.Root invalid={Boolean(errors[field])}>
      <Field.Label>{label}</Field.Label>
      <Input value={values[field]} onChange={(e) => set(field)(e.target.value)} {...extra} />
      <Field.ErrorText>{errors[field]}</Field.ErrorText>
    </Field.Root>
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="5" maxW="xl">
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          {text('firstName', 'First name', { autoComplete: 'given-name' })}
          {text('lastName', 'Last name', { autoComplete: 'family-name' })}
        </SimpleGrid>
        <Field.Root readOnly>
          <Field.Label>Email</Field.Label>
          <Input value={user.email} readOnly bg="bg.muted" />
          <Field.HelperText>
            To change your email address, please contact an administrator through Support.
          </Field.HelperText>
        </Field.Root>
        {text('phone', 'Phone', { type: 'tel', autoComplete: 'tel', placeholder: '+1234567890' })}
        <Alert.Root status="info" variant="subtle">
          <Alert.Indicator />
          <Alert.Description>
            Changing your email or phone number means verifying it again before you can order.
          </Alert.Description>
        </Alert.Root>
        <Button type="submit" alignSelf="start" loading={update.isPending}>
          Save Changes
        </Button>
      </Stack>
    </form>
  );
}
