import { serverFieldErrors, useForm, type FormErrors, type Schema } from '@/lib/management/form';
import type { DialogProps } from './editor-dialog';

/** The keys of V whose values are of type T. */
type KeysOf<V, T> = { [K in keyof V]: V[K] extends T ? K : never }[keyof V] & string;

type Form<V> = {
  values: V;
  set: <K extends keyof V & string>(key: K, value: V[K]) => void;
  errors: FormErrors;
};

/**
 * Ties a form's fields to its values: `text('name')` gives a text, textarea or select field
 * its value, its change and its message; `toggle('isActive')` gives a switch its state.
 */
export function fieldsOf<V extends Record<string, unknown>>({ values, set, errors }: Form<V>) {
  return {
    text: <K extends KeysOf<V, string>>(key: K) => ({
      value: values[key] as string,
      onValueChange: (value: string) => set(key, value as V[K]),
      error: errors[key],
    }),
    toggle: <K extends KeysOf<V, boolean>>(key: K) => ({
      checked: values[key] as boolean,
      onCheckedChange: (checked: boolean) => set(key, checked as V[K]),
    }),
  };
}

type Options<V, B> = DialogProps<unknown, B> & {
  schema: Schema<B>;
  /** What the schema checks when it is not the values as they are. */
  bodyOf?: (values: V) => unknown;
  /** False where the failure toast says all there is to say (categories, spec §8). */
  showServerErrors?: boolean;
};

/**
 * The form of an add-or-edit dialog: its submit checks the values with the domain schema,
 * saves and closes; a refused save keeps the dialog open with the server's messages at the
 * fields. `dialog` is what the EditorDialog needs.
 */
export function useEditorForm<V extends Record<string, unknown>, B>(
  initial: V,
  options: Options<V, B>,
) {
  const { value, onSave, onClose, pending, schema, bodyOf, showServerErrors = true } = options;
  const form = useForm(initial);
  const submit = async () => {
    const body = form.parse(schema, bodyOf ? bodyOf(form.values) : form.values);
    if (!body) return;
    await onSave(body).then(onClose, (error: unknown) => {
      if (showServerErrors) form.setErrors(serverFieldErrors(error));
    });
  };
  return {
    ...form,
    ...fieldsOf(form),
    dialog: { editing: value !== null, pending, onClose, onSubmit: submit },
  };
}
