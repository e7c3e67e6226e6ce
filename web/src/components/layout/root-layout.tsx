import { Flex, SkipNavContent, SkipNavLink } from '@chakra-ui/react';
import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { PageSpinner } from '@/components/ui/page-spinner';
import { EmailVerificationBanner } from '@/components/verification/email-verification-banner';
import { ReplayEarlyTap } from '@/lib/early-taps';
import { Footer } from './footer';
import { Header } from './header';

export function RootLayout() {
  return (
    <Flex direction="column" minH="100dvh">
      <SkipNavLink>Skip to content</SkipNavLink>
      <Header />
      <SkipNavContent />
      {/* At least a screen tall, so the footer starts below the fold and is not pushed down
          (a layout shift of a third of the screen) when the page's code and data arrive. */}
      <Flex as="main" direction="column" flex="1" minH="100dvh">
        <EmailVerificationBanner />
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
          <ReplayEarlyTap />
        </Suspense>
      </Flex>
      <Footer />
      <ScrollRestoration />
    </Flex>
  );
}
