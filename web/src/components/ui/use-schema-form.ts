import { useState, type FormEvent } from 'react';
import { fieldErrors, type Issue } from './text-field';

/** What the hook needs of a domain (zod) schema. */
type Schema<Out> = {
  safeParse(
    input: unknown,
  ): { success: true; data: Out } | { success: false; error: { issues: Issue[] } };
};

type TextKey<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

/**
 * A form checked by a domain schema when sent: `field(name)` gives a TextField its value,
 * its message and its setter; `onSubmit(send)` shows the schema's messages under their
 * fields, or clears them and sends what the schema parsed. Nothing is sent while a field is
 * wrong, so the server sees only values the domain accepts.
 */
export function useSchemaForm<V extends Record<string, unknown>, Out>(
  schema: Schema<Out>,
  initial: V,
) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set =
    <K extends keyof V>(name: K) =>
    (value: V[K]) =>
      setValues((v) => ({ ...v, [name]: value }));
  const field = <K extends TextKey<V>>(name: K) => ({
    value: values[name] as string,
    error: errors[name],
    onValueChange: set(name) as (value: string) => void,
  });
  const onSubmit = (send: (data: Out) => void) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = schema.safeParse(values);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error.issues));
    setErrors({});
    send(parsed.data);
  };
  return { values, set, field, onSubmit, reset: () => setValues(initial) };
}
