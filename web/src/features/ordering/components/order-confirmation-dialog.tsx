import { formatMoney } from '@pickup/domain/catalog/money';
import { Alert, Button, Field, HStack, Separator, Stack, Text, Textarea } from '@chakra-ui/react';
import { cartTotals, type CartItem } from '@pickup/domain/ordering/cart';
import { NOTES_MAX_LENGTH } from '@pickup/domain/ordering/schemas';
import { useState } from 'react';
import { AppDialog } from '@/components/ui/app-dialog';
import { CartTotals } from '@/components/cart-totals';
import { describeCustomizations } from '@/lib/item-choices';
import type { PickupOptions } from '../api/get-pickup-slots';
import { PickupTimePicker, type PickupChoice } from './pickup-time-picker';

type Props = {
  open: boolean;
  onClose: () => void;
  restaurantName: string;
  items: readonly CartItem[];
  taxRate: string;
  placing: boolean;
  /** Set while the kitchen has paused ordering: the order cannot be placed. */
  pausedMessage: string | null;
  onConfirm: (notes: string) => void;
  pickup: {
    options: PickupOptions | undefined;
    loading: boolean;
    failed: boolean;
    value: PickupChoice | null;
    onChange: (choice: PickupChoice) => void;
  };
};

/** Spec §5: an order is placed only after this confirmation; notes are optional. */
export function OrderConfirmationDialog(props: Props) {
  const { open, onClose, restaurantName, items, taxRate, placing, pausedMessage, onConfirm } =
    props;
  const { pickup } = props;
  const [notes, setNotes] = useState('');
  return (
    <AppDialog
      open={open}
      onClose={onClose}
      title="Confirm Your Order"
      footer={
        <HStack justify="end" gap="3" w="full">
          <Button variant="outline" onClick={onClose} disabled={placing}>
            Back to Cart
          </Button>
          <Button
            onClick={() => onConfirm(notes)}
            loading={placing}
            loadingText="Placing Order..."
            disabled={pausedMessage !== null || pickup.value === null}
          >
            Place Order
          </Button>
        </HStack>
      }
    >
      <Stack gap="4">
        {pausedMessage && (
          <Alert.Root status="warning" role="status">
            <Alert.Indicator />
            <Alert.Title>{pausedMessage}</Alert.Title>
          </Alert.Root>
        )}
        <Text color="fg.muted">
          Pickup from <strong>{restaurantName}</strong>. You pay at the restaurant.
        </Text>
        <Stack as="ul" listStyleType="none" gap="2">
          {/* Each line with its customisations, as the kitchen will read them (issue 28). */}
          {items.map((item) => (
            <HStack as="li" key={item.id} justify="space-between" align="start" gap="3">
              <Stack gap="0.5">
                <Text>
                  {item.quantity} × {item.name}
                </Text>
                {describeCustomizations(item.customizations).map((line) => (
                  <Text key={line} fontSize="sm" color="fg.muted">
                    {line}
                  </Text>
                ))}
              </Stack>
              <Text>{formatMoney(item.subtotalCents)}</Text>
            </HStack>
          ))}
        </Stack>
        <Separator />
        <Stack gap="2" as="section" aria-label="Pickup time">
          <Text fontWeight="semibold">When do you want to pick it up?</Text>
          <PickupTimePicker {...pickup} />
        </Stack>
        <Separator />
        <CartTotals totals={cartTotals(items, taxRate)} taxRate={taxRate} />
        <Field.Root>
          <Field.Label>Special instructions (optional)</Field.Label>
          <Textarea
            value={notes}
            onChange={(e) => setNotes(e.currentTarget.value)}
            maxLength={NOTES_MAX_LENGTH}
            placeholder="Allergies, extra napkins, anything the kitchen should know"
          />
        </Field.Root>
      </Stack>
    </AppDialog>
  );
}
