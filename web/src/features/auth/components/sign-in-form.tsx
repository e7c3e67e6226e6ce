import { Button, Stack } from '@chakra-ui/react';
import { loginSchema } from '@pickup/domain/identity/schemas';
import { useLogin } from '@/lib/auth';
import { TextField } from '@/components/ui/text-field';
import { useSchemaForm } from '@/components/ui/use-schema-form';

type Props = { onForgotPassword: () => void };

export function SignInForm({ onForgotPassword }: Props) {
  const login = useLogin();
  const form = useSchemaForm(loginSchema, { email: '', password: '' });
  const submit = form.onSubmit((data) => login.mutate(data));

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="4">
        <TextField label="Email" type="email" autoComplete="email" {...form.field('email')} />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          {...form.field('password')}
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
