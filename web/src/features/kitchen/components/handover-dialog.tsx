import { Button, Stack, Text } from '@chakra-ui/react';
import {
  OVERRIDE_REASON_REQUIRED,
  PICKUP_CODE_DIGITS,
  PICKUP_CODE_REQUIRED,
} from '@pickup/domain/ordering/handoff';
import type { OrderAction } from '@pickup/domain/ordering/machine';
import { orderLabel } from '@pickup/domain/ordering/order-number';
import { useState } from 'react';
import { AppDialog } from '@/components/ui/app-dialog';
import { TextInputField, TextareaField } from '@/components/management/fields';

export type Handover = { pickupCode: string } | { overrideReason: string };

/** The order handed over and the machine's step that does it: the button reads its label. */
export type HandingOver = { order: { id: string }; action: OrderAction };

type Props = {
  /** null while closed. */
  handingOver: HandingOver | null;
  onClose: () => void;
  onConfirm: (handover: Handover) => void;
  pending?: boolean;
  /** The server's refusal of the last try (a wrong code, too many tries). */
  refusal?: string;
};

/**
 * Issue 31: handing an order over where the restaurant checks pickup codes. The customer says
 * their code (the ticket never shows it); without it, the owner hands over with a reason.
 */
export function HandoverDialog({ handingOver, onClose, onConfirm, pending, refusal }: Props) {
  const [code, setCode] = useState('');
  const [withoutCode, setWithoutCode] = useState(false);
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  // The server's refusal belongs to the way it was tried (a code, or a reason).
  const [sentWithoutCode, setSentWithoutCode] = useState<boolean | null>(null);
  const close = () => {
    setCode('');
    setReason('');
    setWithoutCode(false);
    setTried(false);
    setSentWithoutCode(null);
    onClose();
  };
  const codeError = code.length !== PICKUP_CODE_DIGITS ? PICKUP_CODE_REQUIRED : undefined;
  const reasonError = reason.trim() === '' ? OVERRIDE_REASON_REQUIRED : undefined;
  const confirm = () => {
    setTried(true);
    setSentWithoutCode(withoutCode);
    if (withoutCode) {
      if (!reasonError) onConfirm({ overrideReason: reason.trim() });
    } else if (!codeError) onConfirm({ pickupCode: code });
  };
  return (
    <AppDialog
      open={handingOver !== null}
      onClose={close}
      title={`Hand over order ${handingOver ? orderLabel(handingOver.order.id) : ''}`}
      footer={
        <>
          <Button variant="outline" size="lg" onClick={close}>
            Not yet
          </Button>
          <Button size="lg" loading={pending} onClick={confirm}>
            {withoutCode ? 'Hand over without code' : handingOver?.action.label}
          </Button>
        </>
      }
    >
      <Stack gap="4">
        {withoutCode ? (
          <TextareaField
            label="Why without the code? (kept in the order's history)"
            value={reason}
            onValueChange={setReason}
            error={tried ? reasonError : undefined}
            rows={2}
          />
        ) : (
          <TextInputField
            label="Pickup code the customer tells you"
            value={code}
            onValueChange={(v) => setCode(v.replace(/\D/g, '').slice(0, PICKUP_CODE_DIGITS))}
            error={tried ? codeError : undefined}
            inputMode="numeric"
            autoComplete="off"
            autoFocus
            size="2xl"
            fontSize="4xl"
            letterSpacing="0.3em"
            textAlign="center"
            onKeyDown={(e) => {
              if (e.key === 'Enter') confirm();
            }}
          />
        )}
        {refusal && sentWithoutCode === withoutCode && (
          <Text color="fg.error" fontWeight="semibold" role="alert">
            {refusal}
          </Text>
        )}
        <Button
          variant="ghost"
          alignSelf="start"
          size="lg"
          onClick={() => {
            setTried(false);
            setWithoutCode((w) => !w);
          }}
        >
          {withoutCode ? 'Enter the code instead' : 'Customer has no code…'}
        </Button>
      </Stack>
    </AppDialog>
  );
}
