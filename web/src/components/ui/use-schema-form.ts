import type { FormEvent } from 'react';
import { useForm, type Schema, type TextKey } from '@/lib/management/form';

/**
 * `useForm` for a plain `<form>` of TextFields: `field(name)` gives a TextField its value, its
 * message and its setter; `onSubmit(send)` checks the values with the domain schema and
 * shows its messages under their fields, or sends what the schema parsed. A message stays
 * until the form is sent again.
 */
export function useSchemaForm<V extends Record<string, unknown>, Out>(
  schema: Schema<Out>,
  initial: V,
) {
  const form = useForm(initial);
  const set =
    <K extends keyof V>(name: K) =>
    (value: V[K]) =>
      form.setValues((v) => ({ ...v, [name]: value }));
  const field = <K extends TextKey<V>>(name: K) => ({
    value: form.values[name] as string,
    error: form.errors[name],
    onValueChange: set(name) as (value: string) => void,
  });
  const onSubmit = (send: (data: Out) => void) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = form.parse(schema);
    if (data) send(data);
  };
  return { values: form.values, set, field, onSubmit, reset: () => form.reset(initial) };
}
