import { Button, HStack } from '@chakra-ui/react';
import { orderNumber } from '@pickup/domain/ordering/order-number';
import { useState } from 'react';
import { CancelOrderDialog } from '@/components/management/orders/cancel-order-dialog';
import { useUpdateOrderStatus } from '@/lib/management/orders/update-order-status';
import type { Order } from '../types';

/**
 * Decision 34: staff opening a receipt get the steps the order machine lets them take (the
 * receipt's `allowedActions` for their part in the order) and cancel with a reason, never the
 * customer's own controls.
 */
export function StaffOrderActions({ order }: { order: Order }) {
  const update = useUpdateOrderStatus();
  const [cancelling, setCancelling] = useState(false);
  const steps = order.allowedActions.filter((a) => a.kind !== 'cancel');
  const canCancel = order.allowedActions.some((a) => a.kind === 'cancel');
  if (steps.length === 0 && !canCancel) return null;
  return (
    <HStack gap="2" wrap="wrap">
      {steps.map((step) => (
        <Button
          key={step.event}
          size="lg"
          variant={step.kind === 'advance' ? 'solid' : 'outline'}
          disabled={update.isPending}
          onClick={() => update.mutate({ id: order.id, status: step.to })}
        >
          {step.label}
        </Button>
      ))}
      {canCancel && (
        <Button
          size="lg"
          variant="outline"
          colorPalette="red"
          disabled={update.isPending}
          onClick={() => setCancelling(true)}
        >
          Cancel order…
        </Button>
      )}
      <CancelOrderDialog
        orderLabel={cancelling ? `#${orderNumber(order.id)}` : null}
        pending={update.isPending}
        onClose={() => setCancelling(false)}
        onConfirm={(choice) =>
          update.mutate(
            { id: order.id, status: 'cancelled', ...choice },
            { onSuccess: () => setCancelling(false) },
          )
        }
      />
    </HStack>
  );
}
