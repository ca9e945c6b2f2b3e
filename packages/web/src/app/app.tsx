import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { FullPageError, FullPageLoader } from '../components/full-page-status';
import { HttpClientContext } from '../lib/api-context';
import type { AppConfig } from '../lib/app-config';
import { AppConfigContext, loadAppConfig, readEmbeddedAppConfig } from '../lib/app-config';
import { createHttpClient } from '../lib/http-client';
import { sessionStore } from '../lib/session';
import { AppProviders } from './providers';
import { appRoutes, patchSignedInRoutes } from './router';

type Start = { state: 'loading' } | { state: 'ready'; config: AppConfig } | { state: 'failed' };

export type AppRouter = ReturnType<typeof createBrowserRouter>;

export function createAppRouter(): AppRouter {
  return createBrowserRouter(appRoutes, { patchRoutesOnNavigation: patchSignedInRoutes });
}

/** Resolves once the router has loaded the lazy routes of the page it started on. */
export function routerReady(router: AppRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

function ReadyApp(props: { config: AppConfig; router: AppRouter | undefined }) {
  const { config } = props;
  const [router] = useState(() => props.router ?? createAppRouter());
  const client = useMemo(
    () =>
      createHttpClient({
        baseUrl: config.apiBaseUrl,
        clientId: config.oauthClientId,
        clientSecret: config.oauthClientSecret,
        session: sessionStore,
      }),
    [config],
  );
  return (
    <AppConfigContext value={config}>
      <HttpClientContext value={client}>
        <RouterProvider router={router} />
      </HttpClientContext>
    </AppConfigContext>
  );
}

/**
 * The runtime configuration (spec 2 §7): embedded in the page by the server (issue 16: no round
 * trip before the first screen), else loaded, showing the loading screen meanwhile.
 */
function ConfiguredApp({ router }: { router: AppRouter | undefined }) {
  const { t } = useTranslation();
  const [start, setStart] = useState<Start>(() => {
    const embedded = readEmbeddedAppConfig();
    return embedded ? { state: 'ready', config: embedded } : { state: 'loading' };
  });
  const [attempt, setAttempt] = useState(0);
  const isReady = start.state === 'ready';

  useEffect(() => {
    if (isReady) return;
    let isCurrent = true;
    loadAppConfig().then(
      (config) => isCurrent && setStart({ state: 'ready', config }),
      (error: unknown) => {
        console.error(error);
        if (isCurrent) setStart({ state: 'failed' });
      },
    );
    return () => {
      isCurrent = false;
    };
    // Only a failed or missing configuration is (re)loaded; `attempt` counts the retries.
  }, [attempt, isReady]);

  switch (start.state) {
    case 'loading':
      return <FullPageLoader />;
    case 'failed':
      return (
        <FullPageError
          title={t('shell.START_ERROR_TITLE')}
          message={t('shell.START_ERROR_MESSAGE')}
          actionLabel={t('shell.RETRY')}
          needsConnection
          onAction={() => {
            setStart({ state: 'loading' });
            setAttempt((count) => count + 1);
          }}
        />
      );
    case 'ready':
      return <ReadyApp config={start.config} router={router} />;
  }
}

/** `router`: one created before the first render (main.tsx), else the app makes its own. */
export function App({ router }: { router?: AppRouter } = {}) {
  return (
    <AppProviders>
      <ConfiguredApp router={router} />
    </AppProviders>
  );
}
