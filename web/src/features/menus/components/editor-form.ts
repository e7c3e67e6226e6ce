import { serverFieldErrors, useForm, type FormErrors, type Schema } from '@/lib/management/form';

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

type Options<V, B> = {
  schema: Schema<B>;
  onSave: (body: B) => Promise<unknown>;
  onClose: () => void;
  /** What the schema checks when it is not the values as they are. */
  bodyOf?: (values: V) => unknown;
  /** False where the failure toast says all there is to say (categories, spec §8). */
  showServerErrors?: boolean;
};

/**
 * The form of an add-or-edit dialog: `submit` checks the values with the domain schema, saves
 * and closes; a refused save keeps the dialog open with the server's messages at the fields.
 */
export function useEditorForm<V extends Record<string, unknown>, B>(
  initial: V,
  { schema, onSave, onClose, bodyOf, showServerErrors = true }: Options<V, B>,
) {
  const form = useForm(initial);
  const submit = async () => {
    const body = form.parse(schema, bodyOf ? bodyOf(form.values) : form.values);
    if (!body) return;
    await onSave(body).then(onClose, (error: unknown) => {
      if (showServerErrors) form.setErrors(serverFieldErrors(error));
    });
  };
  return { ...form, ...fieldsOf(form), submit };
}
