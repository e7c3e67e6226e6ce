import type { ComponentProps } from 'react';
import { TextInputField } from '@/components/management/fields';

type Props = Omit<ComponentProps<typeof TextInputField>, 'label'>;

/** A catalog price in dollars and cents, 0 or more. */
export function PriceField(props: Props) {
  return <TextInputField label="Price ($)" type="number" step="0.01" min="0" {...props} />;
}
