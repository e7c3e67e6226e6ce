import { Button, Field, Input, NativeSelect, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { Send } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { ApiError } from '@/lib/api-client';
import { Captcha } from './captcha';

type Issue = { path: PropertyKey[]; message: string };
type Parse<T> = { success: true; data: T } | { success: false; error: { issues: Issue[] } };
export type FormSchema<T> = { safeParse: (input: unknown) => Parse<T> };

export type Option = { value: string; label: string };

type FieldName = 'name' | 'email' | 'company' | 'category' | 'subject' | 'message' | 'captcha';
type Values = Record<Exclude<FieldName, 'captcha'>, string>;
type Errors = Partial<Record<FieldName, string>>;

type Props<T> = {
  schema: FormSchema<T>;
  categories: Option[];
  category: string;
  onCategoryChange: (category: string) => void;
  withCompany?: boolean;
  sending: boolean;
  /** Resolves when sent; rejects with the server's error. */
  onSend: (values: T) => Promise<unknown>;
};

const EMPTY: Values = { name: '', email: '', company: '', category: '', subject: '', message: '' };

function firstErrors(issues: Issue[]): Errors {
  const errors: Errors = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '') as FieldName;
    errors[field] ??= issue.message;
  }
  return errors;
}

/** Server validation errors point at fields as JSON pointers ("/email"). */
function serverErrors(error: unknown): Errors {
  if (!(error instanceof ApiError)) return {};
  return firstErrors(
    error.errors.map((e) => ({ path: [e.pointer.replace(/^\//, '')], message: e.detail })),
  );
}

export function MessageForm<T>(props: Props<T>) {
  const { schema, categories, category, onCategoryChange, withCompany, sending, onSend } = props;
  const [values, setValues] = useState<Values>(EMPTY);
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [captchaKey, setCaptchaKey] = useState(0);
  const [errors, setErrors] = useState<Errors>({});

  const set = (field: keyof Values) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = { ...values, category, captcha: captcha ?? '' };
    if (!withCompany) delete (input as Partial<Values>).company;
    const parsed = schema.safeParse(input);
    if (!parsed.success) {
      setErrors(firstErrors(parsed.error.issues));
      return;
    }
    try {
      await onSend(parsed.data);
      setValues(EMPTY);
      setErrors({});
    } catch (error) {
      setErrors(serverErrors(error));
    } finally {
      // An ALTCHA solution is accepted once, so every attempt needs a fresh one.
      setCaptcha(null);
      setCaptchaKey((key) => key + 1);
    }
  };

  const text = (field: keyof Values, label: string, input: ReactNode, helper?: string) => (
    <Field.Root invalid={Boolean(errors[field])} required={field !== 'company'}>
      <Field.Label>
        {label}
        {field !== 'company' && <Field.RequiredIndicator />}
      </Field.Label>
      {input}
      {helper && !errors[field] && <Field.HelperText>{helper}</Field.HelperText>}
      <Field.ErrorText>{errors[field]}</Field.ErrorText>
    </Field.Root>
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="5">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          {text(
            'name',
            'Name',
            <Input
              value={values.name}
              onChange={(e) => set('name')(e.target.value)}
              autoComplete="name"
            />,
          )}
          {text(
            'email',
            'Email',
            <Input
              type="email"
              value={values.email}
              onChange={(e) => set('email')(e.target.value)}
              autoComplete="email"
            />,
          )}
        </SimpleGrid>
        {withCompany &&
          text(
            'company',
            'Company (optional)',
            <Input
              value={values.company}
              onChange={(e) => set('company')(e.target.value)}
              autoComplete="organization"
            />,
          )}
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <Field.Root invalid={Boolean(errors.category)} required>
            <Field.Label>
              Category
              <Field.RequiredIndicator />
            </Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                value={category}
                onChange={(e) => {
                  onCategoryChange(e.target.value);
                  setErrors((current) => ({ ...current, category: undefined }));
                }}
              >
                <option value="">Select a category</option>
                {categories.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Field.ErrorText>{errors.category}</Field.ErrorText>
          </Field.Root>
          {text(
            'subject',
            'Subject',
            <Input value={values.subject} onChange={(e) => set('subject')(e.target.value)} />,
          )}
        </SimpleGrid>
        {text(
          'message',
          'Message',
          <Textarea
            rows={6}
            value={values.message}
            onChange={(e) => set('message')(e.target.value)}
          />,
          `${values.message.length}/2000 characters`,
        )}
        <Field.Root invalid={Boolean(errors.captcha)}>
          <Captcha
            key={captchaKey}
            invalid={Boolean(errors.captcha)}
            onChange={(payload) => {
              setCaptcha(payload);
              if (payload) setErrors((current) => ({ ...current, captcha: undefined }));
            }}
          />
          <Field.ErrorText>{errors.captcha}</Field.ErrorText>
        </Field.Root>
        <Button
          type="submit"
          size="lg"
          alignSelf={{ base: 'stretch', sm: 'start' }}
          loading={sending}
          loadingText="Sending..."
        >
          <Send aria-hidden="true" />
          Send Message
        </Button>
      </Stack>
    </form>
  );
}
