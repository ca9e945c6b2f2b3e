import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../lib/i18n';
import { theme } from '../lib/theme';

const Overlays = lazy(async () => ({ default: (await import('./overlays')).Overlays }));

/**
 * Issue 16: notifications are not part of any first screen, and on a slow connection their chunk
 * took bandwidth from the screen's. So it loads once the page has loaded.
 */
function useAfterPageLoad(): boolean {
  const [isLoaded, setLoaded] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const done = () => {
      timer = setTimeout(() => setLoaded(true), 0);
    };
    if (document.readyState === 'complete') done();
    else window.addEventListener('load', done, { once: true });
    return () => {
      window.removeEventListener('load', done);
      clearTimeout(timer);
    };
  }, []);
  return isLoaded;
}

/**
 * Its own component, so that the state turning it on re-renders only itself: a re-render of
 * AppProviders gives MantineProvider a new context value, and every Mantine component of the
 * screen then rendered again, synchronously (~0.3 s on a slow phone, issue 16 TBT).
 */
function OverlaysAfterPageLoad() {
  const showOverlays = useAfterPageLoad();
  if (!showOverlays) return null;
  return (
    <Suspense fallback={null}>
      <Overlays />
    </Suspense>
  );
}

/**
 * Theme, language and notifications: what every screen stands on. Server state (TanStack
 * Query) belongs to the signed-in area (shell/signed-in-data.tsx), so the logged-out screens load
 * without it.
 */
export function AppProviders(props: { children: ReactNode }) {
  return (
    <MantineProvider
      theme={theme}
      defaultColorScheme="light"
      // The theme's variables are in the page's stylesheet (lib/theme-variables.css): derived
      // here from the theme at every start, they took 13-30 ms of a slow phone's main thread
      // (Chromium's 4x CPU throttling; issue 16, TBT).
      withCssVariables={false}
    >
      <I18nextProvider i18n={i18n}>
        {/* Its own boundary: loading it never holds back or replaces the screens. */}
        <OverlaysAfterPageLoad />
        {props.children}
      </I18nextProvider>
    </MantineProvider>
  );
}
