import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AppProvider } from '@/app/provider';
import { createQueryClient } from '@/lib/query-client';

/**
 * One piece of the app with its providers (theme, queries, toasts) and no router. Tests of
 * features and shared components reach the app layer only through here, as bulletproof-react's
 * test utilities do.
 */
export const renderWithProviders = (ui: ReactNode) =>
  render(<AppProvider queryClient={createQueryClient()}>{ui}</AppProvider>);
