import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Suspense, lazy, useEffect, useState, type ReactNode } from 'react';
import { notify } from '@/components/ui/toaster';
import { system } from '@/config/theme';
import { flashToast } from '@/lib/flash-toast';
import { createQueryClient } from '@/lib/query-client';

// Toasts only ever follow a user's action or a load, so their view can arrive after first paint.
const Toaster = lazy(() => import('@/components/ui/toaster-view'));

type AppProviderProps = { children: ReactNode; queryClient?: QueryClient };

export function AppProvider({ children, queryClient }: AppProviderProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());

  useEffect(() => {
    const pending = flashToast.take();
    if (pending) notify.success(pending);
  }, []);

  return (
    <ChakraProvider value={system}>
      <QueryClientProvider client={client}>
        {children}
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      </QueryClientProvider>
    </ChakraProvider>
  );
}
