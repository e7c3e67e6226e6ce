import { Field, Input, type InputProps } from '@chakra-ui/react';

type Props = Omit<InputProps, 'onChange'> & {
  label: string;
  error?: string;
  onValueChange: (value: string) => void;
};

export function TextField({ label, error, onValueChange, ...input }: Props) {
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      <Input {...input} onChange={(event) => onValueChange(event.target.value)} />
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
