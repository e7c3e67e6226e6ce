import { Button, Stack } from '@chakra-ui/react';
import { loginSchema } from '@pickup/domain/identity/schemas';
import { useState, type FormEvent } from 'react';
import { useLogin } from '@/lib/auth';
import { TextField, fieldErrors } from '@/components/ui/text-field';

type Props = { onForgotPassword: () => void };

export function SignInForm({ onForgotPassword }: Props) {
  const login = useLogin();
  const [values, setValues] = useState({ email: '', password: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = loginSchema.safeParse(values);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error.issues));
    setErrors({});
    login.mutate(parsed.data);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="4">
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          value={values.email}
          error={errors.email}
          onValueChange={(email) => setValues((v) => ({ ...v, email }))}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          value={values.password}
          error={errors.password}
          onValueChange={(password) => setValues((v) => ({ ...v, password }))}
        />
        <Button
          variant="plain"
          size="sm"
          alignSelf="end"
          h="auto"
          px="0"
          color="brand.fg"
          textDecoration="underline"
          onClick={onForgotPassword}
        >
          Forgot your password?
        </Button>
        <Button type="submit" size="lg" loading={login.isPending}>
          Sign In
        </Button>
      </Stack>
    </form>
  );
}
