import { Badge, Button, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { AppDialog } from '@/components/ui/app-dialog';
import { notify } from '@/components/ui/toaster';
import { useSendEmailCode, useVerifyEmail } from './api/verification-mutations';
import { useFreshVerificationStatus } from './api/verification-status';
import { CodeField, isCompleteCode } from './code-field';
import { VerifiedState } from './verified-state';
import { loadingRegion } from '@/components/ui/loading-region';

type Props = {
  open: boolean;
  email?: string;
  /** Verified here, or already verified on opening. */
  onComplete: () => void;
  onSkip: () => void;
};

/** Spec §2 "Email-verification dialog": pending (send, enter code), then verified. */
export function EmailVerificationDialog({ open, email, onComplete, onSkip }: Props) {
  return (
    <AppDialog open={open} onClose={onSkip} title="Verify Your Email">
      <EmailVerificationBody email={email} onComplete={onComplete} onSkip={onSkip} />
    </AppDialog>
  );
}

function EmailVerificationBody({ email, onComplete, onSkip }: Omit<Props, 'open'>) {
  const status = useFreshVerificationStatus();
  const send = useSendEmailCode();
  const verify = useVerifyEmail();
  const [code, setCode] = useState('');
  // Only before a code was tried here: verifying refreshes the status before it succeeds.
  const alreadyVerified =
    status.isFetchedAfterMount && status.data?.emailVerified === true && verify.isIdle;

  const signalled = useRef(false);
  useEffect(() => {
    if (!alreadyVerified || signalled.current) return;
    signalled.current = true;
    onComplete();
  }, [alreadyVerified, onComplete]);

  if (verify.isSuccess) return <VerifiedState title="Email Verified!" onContinue={onComplete} />;
  if (!status.isFetchedAfterMount || alreadyVerified) {
    return <Skeleton h="40" {...loadingRegion('Checking your verification status')} />;
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isCompleteCode(code)) {
      notify.error({
        title: 'Invalid code',
        description: 'Please enter the 6-digit verification code',
      });
      return;
    }
    verify.mutate(code);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="5">
        <HStack justify="space-between" align="start" gap="3">
          <Text color="fg.muted">
            Press <strong>Send Verification Code</strong> and we’ll email a 6-digit code to{' '}
            {email ? <strong>{email}</strong> : 'your email'}. Then enter it below.
          </Text>
          <Badge colorPalette="yellow" variant="subtle" flexShrink="0">
            Pending
          </Badge>
        </HStack>
        <Button variant="outline" onClick={() => send.mutate()} loading={send.isPending}>
          {send.isSuccess ? 'Send Again' : 'Send Verification Code'}
        </Button>
        {/* Nothing was sent on opening: a code is promised only once one is on its way. */}
        <CodeField
          value={code}
          onChange={setCode}
          helper={
            send.isSuccess
              ? `Enter the 6-digit code we emailed${email ? ` to ${email}` : ''}. It works for 10 minutes.`
              : 'Your code arrives by email after you press Send Verification Code.'
          }
        />
        <Stack direction={{ base: 'column-reverse', sm: 'row' }} gap="3" justify="end">
          <Button variant="ghost" onClick={onSkip}>
            Skip
          </Button>
          <Button type="submit" disabled={!isCompleteCode(code)} loading={verify.isPending}>
            Verify Email
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
