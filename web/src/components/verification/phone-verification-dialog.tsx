import { Badge, Button, Field, HStack, Input, Skeleton, Stack, Text } from '@chakra-ui/react';
import { phoneSchema } from '@pickup/domain/identity/schemas';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { AppDialog } from '@/components/ui/app-dialog';
import { notify } from '@/components/ui/toaster';
import {
  useSendCall,
  useSendSms,
  useUpdatePhone,
  useVerifyPhone,
} from './api/verification-mutations';
import { useFreshVerificationStatus } from './api/verification-status';
import { CodeField, isCompleteCode } from './code-field';
import { VerifiedState } from './verified-state';
import { loadingRegion } from '@/components/ui/loading-region';

type Props = {
  open: boolean;
  onClose: () => void;
  /** Verified here (after Continue), or already verified on opening. */
  onVerified: () => void;
  /** Why the phone is asked for now (at checkout: what happens to the order after). */
  purpose?: string;
};

/**
 * Spec §4 "Phone verification dialog": no phone → enter one; a phone not yet verified → enter
 * the code (an SMS goes out on opening); verified → 'Phone Verified!'.
 */
export function PhoneVerificationDialog({ open, onClose, onVerified, purpose }: Props) {
  return (
    <AppDialog open={open} onClose={onClose} title="Verify Your Phone">
      <Stack gap="4">
        {purpose && <Text fontWeight="medium">{purpose}</Text>}
        <PhoneVerificationBody onClose={onClose} onVerified={onVerified} />
      </Stack>
    </AppDialog>
  );
}

function PhoneVerificationBody({ onClose, onVerified }: Omit<Props, 'open' | 'purpose'>) {
  const status = useFreshVerificationStatus();
  const verify = useVerifyPhone();
  const [editingPhone, setEditingPhone] = useState(false);
  const ready = status.isFetchedAfterMount;
  // Only before a code was tried here: verifying refreshes the status before it succeeds.
  const alreadyVerified = ready && status.data?.phoneVerified === true && verify.isIdle;

  const signalled = useRef(false);
  useEffect(() => {
    if (!alreadyVerified || signalled.current) return;
    signalled.current = true;
    onVerified();
  }, [alreadyVerified, onVerified]);

  if (verify.isSuccess) return <VerifiedState title="Phone Verified!" onContinue={onVerified} />;
  if (!ready || alreadyVerified) {
    return <Skeleton h="40" {...loadingRegion('Checking your verification status')} />;
  }
  if (!status.data?.hasPhone || editingPhone) {
    return <PhoneEntry onSaved={() => setEditingPhone(false)} onCancel={onClose} />;
  }
  return (
    <CodeEntry
      verify={(code) => verify.mutate(code)}
      verifying={verify.isPending}
      onChangePhone={() => setEditingPhone(true)}
      onCancel={onClose}
    />
  );
}

function PhoneEntry({ onSaved, onCancel }: { onSaved: () => void; onCancel: () => void }) {
  const update = useUpdatePhone();
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<string>();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (phone.trim() === '') {
      notify.error({
        title: 'Phone number required',
        description: 'Please enter your phone number first',
      });
      return;
    }
    const parsed = phoneSchema.safeParse({ phone });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    update.mutate(parsed.data.phone, { onSuccess: onSaved });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="5">
        <Text color="fg.muted">
          Restaurants text or call you when your food is ready. Add your phone number to order.
        </Text>
        <Field.Root invalid={Boolean(error)}>
          <Field.Label>Phone number</Field.Label>
          <Input
            type="tel"
            autoComplete="tel"
            placeholder="+1234567890"
            value={phone}
            onChange={(event) => setPhone(event.target.value)}
          />
          <Field.ErrorText>{error}</Field.ErrorText>
        </Field.Root>
        <Stack direction={{ base: 'column-reverse', sm: 'row' }} gap="3" justify="end">
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={update.isPending}>
            Save and Send Code
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}

type CodeEntryProps = {
  verify: (code: string) => void;
  verifying: boolean;
  onChangePhone: () => void;
  onCancel: () => void;
};

function CodeEntry({ verify, verifying, onChangePhone, onCancel }: CodeEntryProps) {
  const sms = useSendSms();
  const call = useSendCall();
  const [code, setCode] = useState('');

  // One automatic SMS per time the code entry appears (not per render, not twice in dev).
  const sent = useRef(false);
  const sendSms = sms.mutate;
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    sendSms({ quiet: true });
  }, [sendSms]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isCompleteCode(code)) {
      notify.error({
        title: 'Invalid code',
        description: 'Please enter the 6-digit verification code',
      });
      return;
    }
    verify(code);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="5">
        <HStack justify="space-between" align="start" gap="3">
          <Text color="fg.muted">We text a 6-digit code to your phone. Enter it below.</Text>
          <Badge colorPalette="yellow" variant="subtle" flexShrink="0">
            Pending
          </Badge>
        </HStack>
        <CodeField value={code} onChange={setCode} />
        <Stack direction={{ base: 'column', sm: 'row' }} gap="2">
          <Button
            variant="outline"
            size="sm"
            onClick={() => sms.mutate({ quiet: false })}
            loading={sms.isPending}
          >
            Resend SMS
          </Button>
          <Button
            variant="outline"
            size="sm"
            onClick={() => call.mutate()}
            loading={call.isPending}
          >
            Call me instead
          </Button>
          <Button variant="ghost" size="sm" onClick={onChangePhone}>
            Use a different number
          </Button>
        </Stack>
        <Stack direction={{ base: 'column-reverse', sm: 'row' }} gap="3" justify="end">
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" disabled={!isCompleteCode(code)} loading={verifying}>
            Verify Phone
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
