import { Button, RadioGroup, Stack, Text } from '@chakra-ui/react';
import {
  CANCEL_REASON_CODES,
  CANCEL_REASON_LABELS,
  OTHER_REASON_REQUIRED,
  type CancelReasonCode,
} from '@pickup/domain/ordering/cancel-reasons';
import { useId, useState } from 'react';
import { AppDialog } from '@/components/ui/app-dialog';
import { TextareaField } from '../fields';

export type CancelChoice = { reasonCode: CancelReasonCode; reason?: string };

type Props = {
  /** "#1A2B3C4D", named in the title so staff know which ticket they are closing. */
  orderLabel: string | null;
  onClose: () => void;
  onConfirm: (choice: CancelChoice) => void;
  pending?: boolean;
  /** The reasons offered; staff get the whole list. */
  reasons?: readonly CancelReasonCode[];
};

/** Staff cancel an order with a reason from the short list; "Other" needs words. */
export function CancelOrderDialog({
  orderLabel,
  onClose,
  onConfirm,
  pending,
  reasons = CANCEL_REASON_CODES,
}: Props) {
  const [code, setCode] = useState<CancelReasonCode | null>(null);
  const [text, setText] = useState('');
  const [tried, setTried] = useState(false);
  const labelId = useId();
  const missingWords = code === 'other' && text.trim() === '';
  const close = () => {
    setCode(null);
    setText('');
    setTried(false);
    onClose();
  };
  const confirm = () => {
    setTried(true);
    if (code === null || missingWords) return;
    onConfirm({ reasonCode: code, ...(text.trim() ? { reason: text.trim() } : {}) });
  };
  return (
    <AppDialog
      open={orderLabel !== null}
      onClose={close}
      role="alertdialog"
      title={`Cancel order ${orderLabel ?? ''}`}
      footer={
        <>
          <Button variant="outline" onClick={close}>
            Keep order
          </Button>
          <Button colorPalette="red" loading={pending} onClick={confirm}>
            Cancel order
          </Button>
        </>
      }
    >
      <Stack gap="4">
        <Text id={labelId} fontWeight="medium">
          Why is it cancelled? The customer is told by SMS and email.
        </Text>
        <RadioGroup.Root
          aria-labelledby={labelId}
          value={code}
          onValueChange={(e) => setCode((e.value as CancelReasonCode | null) ?? null)}
        >
          <Stack gap="3">
            {reasons.map((r) => (
              <RadioGroup.Item key={r} value={r} minH="10">
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>{CANCEL_REASON_LABELS[r]}</RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </Stack>
        </RadioGroup.Root>
        {tried && code === null && (
          <Text color="fg.error" role="alert">
            Please pick a reason
          </Text>
        )}
        <TextareaField
          label={code === 'other' ? 'Reason (required)' : 'Details for the customer (optional)'}
          value={text}
          onValueChange={setText}
          error={tried && missingWords ? OTHER_REASON_REQUIRED : undefined}
          rows={2}
        />
      </Stack>
    </AppDialog>
  );
}
