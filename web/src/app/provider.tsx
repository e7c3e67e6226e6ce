import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { notify } from '@/components/ui/toaster';
import { Toaster } from '@/components/ui/toaster-on-demand';
import { appSystem } from '@/config/theme';
import { flashToast } from '@/lib/flash-toast';
import { handleDataChanges } from '@/lib/data-changes';
import { createQueryClient } from '@/lib/query-client';
import { dataChangeHandlers } from './data-changes';

type AppProviderProps = { children: ReactNode; queryClient?: QueryClient };

export function AppProvider({ children, queryClient }: AppProviderProps) {
  const [client] = useState(() => {
    const created = queryClient ?? createQueryClient();
    handleDataChanges(created, dataChangeHandlers);
    return created;
  });

  useEffect(() => {
    const pending = flashToast.take();
    if (pending) notify.success(pending);
  }, []);

  return (
    <ChakraProvider value={appSystem()}>
      <QueryClientProvider client={client}>
        {children}
        <Toaster />
      </QueryClientProvider>
    </ChakraProvider>
  );
}
