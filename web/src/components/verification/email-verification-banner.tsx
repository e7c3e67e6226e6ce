import { Alert, Button, CloseButton, Container, HStack } from '@chakra-ui/react';
import { Suspense, lazy, useState } from 'react';
import { useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth';

const EmailVerificationDialog = lazy(() =>
  import('./email-verification-dialog').then((m) => ({ default: m.EmailVerificationDialog })),
);

/** Spec §2: dismissing the banner hides it for the rest of the browser session. */
const DISMISSED_KEY = 'email_banner_dismissed';

function wasDismissed(): boolean {
  try {
    return sessionStorage.getItem(DISMISSED_KEY) === 'true';
  } catch {
    return false;
  }
}

export function EmailVerificationBanner() {
  const { data: user } = useUser();
  const { pathname } = useLocation();
  const [dismissed, setDismissed] = useState(wasDismissed);
  const [dialogOpen, setDialogOpen] = useState(false);

  // The sign-in page offers the same dialog itself, right after signing in.
  if (!user || user.emailVerified || dismissed || pathname === paths.auth.path) return null;

  const dismiss = () => {
    try {
      sessionStorage.setItem(DISMISSED_KEY, 'true');
    } catch {
      // Without storage the banner stays dismissed until the next reload only.
    }
    setDismissed(true);
  };

  return (
    <Container maxW="7xl" pt="4">
      <Alert.Root status="warning" variant="surface" alignItems="center" flexWrap="wrap">
        <Alert.Indicator />
        <Alert.Content flex="1 1 16rem">
          <Alert.Title>Please verify your email address</Alert.Title>
          <Alert.Description>
            Verifying keeps your account secure and lets us reach you about your orders.
          </Alert.Description>
        </Alert.Content>
        <HStack gap="2" flexShrink="0" ms="auto">
          <Button size="sm" colorPalette="brand" onClick={() => setDialogOpen(true)}>
            Verify Email
          </Button>
          <CloseButton size="sm" colorPalette="gray" aria-label="Dismiss" onClick={dismiss} />
        </HStack>
      </Alert.Root>
      {dialogOpen && (
        <Suspense fallback={null}>
          <EmailVerificationDialog
            open
            email={user.email}
            onComplete={() => setDialogOpen(false)}
            onSkip={() => setDialogOpen(false)}
          />
        </Suspense>
      )}
    </Container>
  );
}
