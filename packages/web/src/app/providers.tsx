import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { lazy, Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../lib/i18n';
import { cssVariablesResolver, theme } from '../lib/theme';

const Overlays = lazy(async () => ({ default: (await import('./overlays')).Overlays }));

/**
 * Theme, language, notifications and modals: what every screen stands on. Server state (TanStack
 * Query) belongs to the signed-in area (shell/signed-in-data.tsx), so the logged-out screens load
 * without it.
 */
export function AppProviders(props: { children: ReactNode }) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
    >
      <I18nextProvider i18n={i18n}>
        {/* Its own boundary: loading it never holds back or replaces the screens. */}
        <Suspense fallback={null}>
          <Overlays />
        </Suspense>
        {props.children}
      </I18nextProvider>
    </MantineProvider>
  );
}
