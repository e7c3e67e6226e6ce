import { Field, Input } from '@chakra-ui/react';
import { CODE_LENGTH } from '@pickup/domain/identity/constants';

type Props = {
  value: string;
  onChange: (code: string) => void;
  label?: string;
  /** Where the code comes from; only say it was sent once it was. */
  helper?: string;
};

/** Spec §5: digits only, at most six; what is typed or pasted is filtered to that. */
export function CodeField({
  value,
  onChange,
  label = 'Verification code',
  helper = `Enter the ${CODE_LENGTH}-digit code we sent you.`,
}: Props) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <Input
        value={value}
        onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, CODE_LENGTH))}
        inputMode="numeric"
        autoComplete="one-time-code"
        placeholder="123456"
        maxLength={CODE_LENGTH}
        size="lg"
        fontFamily="mono"
        letterSpacing="0.4em"
        textAlign="center"
      />
      <Field.HelperText>{helper}</Field.HelperText>
    </Field.Root>
  );
}

export const isCompleteCode = (code: string) => new RegExp(`^\\d{${CODE_LENGTH}}$`).test(code);
