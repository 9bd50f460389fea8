import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { LazyToaster } from './lazy-toaster.js';

export interface AppProviderProps {
  queryClient: QueryClient;
  i18n: i18n;
  children: ReactNode;
}

/**
 * Everything a screen may rely on: data cache, translations and the toast area (loaded with the
 * first toast). Screens with tooltips bring their own TooltipProvider in their chunk
 * (app/live-trends-route.tsx, app/lazy-account-menu.tsx), so the home page does not ship it.
 */
export function AppProvider({ queryClient, i18n, children }: AppProviderProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        {children}
        <LazyToaster />
      </QueryClientProvider>
    </I18nextProvider>
  );
}
