import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider, createBrowserRouter } from 'react-router';
import { AppProvider } from './provider';
import { routes } from './router';

const router = createBrowserRouter(routes);

export function App({ queryClient }: { queryClient?: QueryClient }) {
  return (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
