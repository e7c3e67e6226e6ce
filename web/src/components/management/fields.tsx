import {
  Checkbox,
  Field,
  Input,
  NativeSelect,
  Switch,
  Textarea,
  type InputProps,
} from '@chakra-ui/react';
import { CUISINES } from '@pickup/domain/catalog/schemas';
import type { ReactNode } from 'react';

type TextProps = Omit<InputProps, 'onChange' | 'value'> & {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string;
  helper?: string;
  required?: boolean;
};

export function TextInputField({
  label,
  value,
  onValueChange,
  error,
  helper,
  required,
  ...input
}: TextProps) {
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <Input {...input} value={value} onChange={(e) => onValueChange(e.target.value)} />
      {helper && !error && <Field.HelperText>{helper}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

type TextareaProps = {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string;
  rows?: number;
};

export function TextareaField({ label, value, onValueChange, error, rows = 3 }: TextareaProps) {
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      <Textarea rows={rows} value={value} onChange={(e) => onValueChange(e.target.value)} />
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

export type Option = { value: string; label: string };

/** The cuisines a restaurant can be listed under, capitalised. */
export const CUISINE_OPTIONS: readonly Option[] = CUISINES.map((c) => ({
  value: c,
  label: c.charAt(0).toUpperCase() + c.slice(1),
}));

type SelectProps = {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  options: readonly Option[];
  placeholder?: string;
  error?: string;
  required?: boolean;
  disabled?: boolean;
};

export function SelectField(props: SelectProps) {
  const { label, value, onValueChange, options, placeholder, error, required, disabled } = props;
  return (
    <Field.Root invalid={Boolean(error)} required={required} disabled={disabled}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field
          value={value}
          placeholder={placeholder}
          onChange={(e) => onValueChange(e.target.value)}
        >
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

type SwitchProps = { label: string; checked: boolean; onCheckedChange: (checked: boolean) => void };

export function SwitchField({ label, checked, onCheckedChange }: SwitchProps) {
  return (
    <Switch.Root checked={checked} onCheckedChange={(e) => onCheckedChange(e.checked)}>
      <Switch.HiddenInput />
      <Switch.Control />
      <Switch.Label>{label}</Switch.Label>
    </Switch.Root>
  );
}

type CheckboxProps = {
  label: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
};

export function CheckboxField({ label, checked, onCheckedChange }: CheckboxProps) {
  return (
    <Checkbox.Root checked={checked} onCheckedChange={(e) => onCheckedChange(e.checked === true)}>
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>{label}</Checkbox.Label>
    </Checkbox.Root>
  );
}
