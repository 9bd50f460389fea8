import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Toaster } from '../components/ui/toaster.js';
import { TooltipProvider } from '../components/ui/tooltip.js';

export interface AppProviderProps {
  queryClient: QueryClient;
  i18n: i18n;
  children: ReactNode;
}

/** Everything a screen may rely on: data cache, translations, tooltips and the toast area. */
export function AppProvider({ queryClient, i18n, children }: AppProviderProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <TooltipProvider>
          {children}
          <Toaster />
        </TooltipProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
