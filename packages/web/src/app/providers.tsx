import { MantineProvider } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { lazy, Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../lib/i18n';
import { cssVariablesResolver, theme } from '../lib/theme';

const Overlays = lazy(async () => ({ default: (await import('./overlays')).Overlays }));

/** Theme, language, server state, notifications and modals: what every screen stands on. */
export function AppProviders(props: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
    >
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={props.queryClient}>
          {/* Its own boundary: loading it never holds back or replaces the screens. */}
          <Suspense fallback={null}>
            <Overlays />
          </Suspense>
          {props.children}
        </QueryClientProvider>
      </I18nextProvider>
    </MantineProvider>
  );
}
