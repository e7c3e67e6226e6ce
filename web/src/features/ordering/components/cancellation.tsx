import { Alert, Button, Stack, Text } from '@chakra-ui/react';
import { restaurantTime } from '@pickup/domain/catalog/zoned-time';
import { useState } from 'react';
import { AppDialog } from '@/components/ui/app-dialog';
import { serverMessage } from '@/lib/api-client';
import { useCancelOrder } from '../api/cancel-order';
import type { Order } from '../types';

/** Spec: a cancelled receipt says who cancelled, when (restaurant time) and why. */
export function CancellationNotice({ order }: { order: Order }) {
  const step = order.statusHistory?.findLast((h) => h.status === 'cancelled');
  const byCustomer = step?.by.role === 'customer';
  const at =
    step && order.restaurant.timezone
      ? ` at ${restaurantTime(order.restaurant.timezone, new Date(step.at))}`
      : '';
  return (
    <Stack gap="1">
      <Text fontWeight="semibold">
        {byCustomer
          ? `You cancelled this order${at}.`
          : `${order.restaurant.name} cancelled this order${at}.`}
      </Text>
      {step?.reason && !byCustomer && <Text>Reason: {step.reason}</Text>}
      <Text color="fg.muted">Nothing is due at the restaurant.</Text>
    </Stack>
  );
}

/** While the order is pending, its customer may cancel it. */
export function CancelMyOrder({ order }: { order: Order }) {
  const [open, setOpen] = useState(false);
  const cancel = useCancelOrder(order.id);
  if (!order.allowedActions?.some((a) => a.kind === 'cancel')) return null;
  return (
    <Stack gap="2" align="start">
      <Button variant="outline" colorPalette="red" onClick={() => setOpen(true)}>
        Cancel order
      </Button>
      {cancel.isError && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{serverMessage(cancel.error)}</Alert.Title>
        </Alert.Root>
      )}
      <AppDialog
        open={open}
        role="alertdialog"
        title="Cancel this order?"
        onClose={() => setOpen(false)}
        footer={
          <>
            <Button variant="outline" onClick={() => setOpen(false)}>
              Keep order
            </Button>
            <Button
              colorPalette="red"
              loading={cancel.isPending}
              onClick={() => cancel.mutate(undefined, { onSettled: () => setOpen(false) })}
            >
              Cancel order
            </Button>
          </>
        }
      >
        <Text>The restaurant will not prepare it. You can place a new order any time.</Text>
      </AppDialog>
    </Stack>
  );
}
