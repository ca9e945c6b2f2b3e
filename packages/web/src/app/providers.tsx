import { MantineProvider } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../lib/i18n';
import { theme } from '../lib/theme';

const loadOverlays = () => import('./overlays');
const Overlays = lazy(async () => ({ default: (await loadOverlays()).Overlays }));

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
 * The notifications' region, from the first notification on. Mounting it (a portal and
 * Mantine's containers) was one task of 47-71 ms at every start on a slow phone (Chromium's 4x
 * CPU throttling, issue 16 TBT), for a region that most starts never show. Its chunk still loads
 * after the page's load, so the first notification does not wait for the network; Mantine's store
 * keeps what was shown before the region came. Its own component, so that its state re-renders
 * only itself: a re-render of AppProviders gives MantineProvider a new context value, and every
 * Mantine component of the screen then rendered again (~0.3 s on a slow phone).
 */
function OverlaysWhenShown() {
  const isPageLoaded = useAfterPageLoad();
  const { notifications: shown, queue } = useNotifications();
  const [hasShown, setHasShown] = useState(false);
  if (!hasShown && shown.length + queue.length > 0) setHasShown(true);

  useEffect(() => {
    if (isPageLoaded) loadOverlays().catch(() => undefined); // lazy() asks again when shown
  }, [isPageLoaded]);

  if (!hasShown) return null;
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
        <OverlaysWhenShown />
        {props.children}
      </I18nextProvider>
    </MantineProvider>
  );
}
