import { Flex, SkipNavContent, SkipNavLink } from '@chakra-ui/react';
import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { PageSpinner } from '@/components/ui/page-spinner';
import { EmailVerificationBanner } from '@/components/verification/email-verification-banner';
import { Footer } from './footer';
import { Header } from './header';

export function RootLayout() {
  return (
    <Flex direction="column" minH="100dvh">
      <SkipNavLink>Skip to content</SkipNavLink>
      <Header />
      <SkipNavContent />
      <Flex as="main" direction="column" flex="1">
        <EmailVerificationBanner />
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </Flex>
      <Footer />
      <ScrollRestoration />
    </Flex>
  );
}
