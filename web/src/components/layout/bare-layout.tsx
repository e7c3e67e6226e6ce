import { Flex } from '@chakra-ui/react';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageSpinner } from '@/components/ui/page-spinner';

/** A screen on its own, without the site's header and footer (kitchen mode). */
export function BareLayout() {
  return (
    <Flex as="main" direction="column" minH="100dvh">
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
    </Flex>
  );
}
