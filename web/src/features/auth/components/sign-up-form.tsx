import { Button, Checkbox, SimpleGrid, Stack } from '@chakra-ui/react';
import { registerSchema } from '@pickup/domain/identity/schemas';
import { useState, type FormEvent } from 'react';
import { useRegister } from '@/lib/auth';
import { TextField, fieldErrors } from '@/components/ui/text-field';

const EMPTY = { email: '', password: '', firstName: '', lastName: '', phone: '' };

export function SignUpForm({ onSignedUp }: { onSignedUp: () => void }) {
  const register = useRegister();
  const [values, setValues] = useState(EMPTY);
  const [marketingOptIn, setMarketingOptIn] = useState(true);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (field: keyof typeof EMPTY) => (value: string) =>
    setValues((v) => ({ ...v, [field]: value }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = registerSchema.safeParse({ ...values, marketingOptIn });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error.issues));
    setErrors({});
    register.mutate(parsed.data, { onSuccess: onSignedUp });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <TextField
            label="First name"
            autoComplete="given-name"
            value={values.firstName}
            error={errors.firstName}
            onValueChange={set('firstName')}
          />
          <TextField
            label="Last name"
            autoComplete="family-name"
            value={values.lastName}
            error={errors.lastName}
            onValueChange={set('lastName')}
          />
        </SimpleGrid>
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          value={values.email}
          error={errors.email}
          onValueChange={set('email')}
        />
        <TextField
          label="Phone"
          type="tel"
          autoComplete="tel"
          placeholder="+1234567890"
          value={values.phone}
          error={errors.phone}
          onValueChange={set('phone')}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          value={values.password}
          error={errors.password}
          onValueChange={set('password')}
        />
        <Checkbox.Root
          checked={marketingOptIn}
          onCheckedChange={({ checked }) => setMarketingOptIn(checked === true)}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>Send me offers and news from local restaurants</Checkbox.Label>
        </Checkbox.Root>
        <Button type="submit" size="lg" loading={register.isPending}>
          Create Account
        </Button>
      </Stack>
    </form>
  );
}
