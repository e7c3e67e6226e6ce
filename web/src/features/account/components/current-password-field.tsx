import { Field, Input } from '@chakra-ui/react';

type Props = {
  value: string;
  onValueChange: (value: string) => void;
  error?: string;
  disabled?: boolean;
  helper?: string;
};

/** The signed-in user's password, asked again before exporting or deleting the account. */
export function CurrentPasswordField({ value, onValueChange, error, disabled, helper }: Props) {
  return (
    <Field.Root invalid={Boolean(error)} disabled={disabled}>
      <Field.Label>Current password</Field.Label>
      <Input
        type="password"
        autoComplete="current-password"
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
      />
      {helper && !error && <Field.HelperText>{helper}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
