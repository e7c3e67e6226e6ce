import { useCallback, useState } from 'react';
import { ApiError } from '@/lib/api-client';

type Issue = { path: PropertyKey[]; message: string };
type Parsed<T> = { success: true; data: T } | { success: false; error: { issues: Issue[] } };
export type Schema<T> = { safeParse: (input: unknown) => Parsed<T> };

export type FormErrors = Record<string, string | undefined>;

/** The keys of a form's text values. */
export type TextKey<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

/** "hours.monday.start" for the issue path ['hours', 'monday', 'start']. */
const keyOf = (path: readonly PropertyKey[]) => path.map(String).join('.');

function issuesToErrors(issues: Issue[]): FormErrors {
  const errors: FormErrors = {};
  for (const issue of issues) errors[keyOf(issue.path)] ??= issue.message;
  return errors;
}

/** Server validation errors point at fields as JSON pointers ("/hours/monday/start"). */
export function serverFieldErrors(error: unknown): FormErrors {
  if (!(error instanceof ApiError)) return {};
  return issuesToErrors(
    error.errors.map((e) => ({ path: e.pointer.split('/').filter(Boolean), message: e.detail })),
  );
}

/**
 * Form values and their messages. `parse` checks the values (or a body built from them)
 * with a domain schema and shows the schema's own messages next to the fields.
 */
export function useForm<V extends Record<string, unknown>>(initial: V) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FormErrors>({});

  const set = useCallback(<K extends keyof V & string>(key: K, value: V[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  }, []);

  const parse = <T>(schema: Schema<T>, input: unknown = values): T | null => {
    const result = schema.safeParse(input);
    if (!result.success) {
      setErrors(issuesToErrors(result.error.issues));
      return null;
    }
    setErrors({});
    return result.data;
  };

  /** A text or select field's value, setter and message, to spread on the field. */
  const field = <K extends TextKey<V>>(key: K) => ({
    value: values[key] as string,
    onValueChange: (value: string) => set(key, value as V[K]),
    error: errors[key],
  });

  const reset = useCallback((next: V) => {
    setValues(next);
    setErrors({});
  }, []);

  return { values, set, field, setValues, errors, setErrors, parse, reset };
}
