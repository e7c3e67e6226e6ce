import { Button, SimpleGrid, Stack } from '@chakra-ui/react';
import { registerSchema } from '@pickup/domain/identity/schemas';
import { useRegister } from '@/lib/auth';
import { CheckboxField } from '@/components/management/fields';
import { TextField } from '@/components/ui/text-field';
import { useSchemaForm } from '@/components/ui/use-schema-form';

const EMPTY = {
  email: '',
  password: '',
  firstName: '',
  lastName: '',
  phone: '',
  marketingOptIn: false,
};

export function SignUpForm({ onSignedUp }: { onSignedUp: () => void }) {
  const register = useRegister();
  const form = useSchemaForm(registerSchema, EMPTY);
  const submit = form.onSubmit((data) => register.mutate(data, { onSuccess: onSignedUp }));

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <TextField label="First name" autoComplete="given-name" {...form.field('firstName')} />
          <TextField label="Last name" autoComplete="family-name" {...form.field('lastName')} />
        </SimpleGrid>
        <TextField label="Email" type="email" autoComplete="email" {...form.field('email')} />
        <TextField
          label="Phone"
          type="tel"
          autoComplete="tel"
          placeholder="+1234567890"
          {...form.field('phone')}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          {...form.field('password')}
        />
        <CheckboxField
          label="Send me offers and news from local restaurants"
          checked={form.values.marketingOptIn}
          onCheckedChange={form.set('marketingOptIn')}
        />
        <Button type="submit" size="lg" loading={register.isPending}>
          Create Account
        </Button>
      </Stack>
    </form>
  );
}
