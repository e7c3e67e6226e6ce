import { HStack, IconButton, Text } from '@chakra-ui/react';
import { Minus, Plus } from 'lucide-react';

type Props = {
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
  /** What is counted, for screen readers: "Quantity", "Extra cheese". */
  label: string;
  size?: 'xs' | 'sm' | 'md';
};

export function QuantityStepper({ value, min, max, onChange, label, size = 'sm' }: Props) {
  return (
    <HStack gap="2" role="group" aria-label={label}>
      <IconButton
        aria-label={`Decrease ${label}`}
        size={size}
        variant="outline"
        disabled={value <= min}
        onClick={() => onChange(value - 1)}
      >
        <Minus />
      </IconButton>
      <Text minW="6" textAlign="center" fontWeight="semibold" aria-live="polite">
        <Text as="span" srOnly>
          {label}:{' '}
        </Text>
        {value}
      </Text>
      <IconButton
        aria-label={`Increase ${label}`}
        size={size}
        variant="outline"
        disabled={value >= max}
        onClick={() => onChange(value + 1)}
      >
        <Plus />
      </IconButton>
    </HStack>
  );
}
