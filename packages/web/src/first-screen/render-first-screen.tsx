// Issue 16 "Speed of the first screen": the logged-out screens as HTML, so the page a phone
// receives already shows them, instead of a white page until ~250 KB of JavaScript has arrived
// and run. Built separately for Node (`vite build --config vite.first-screen.config.ts`) and
// called by the server, which knows the runtime configuration and puts the markup into the page
// (packages/server/src/http/app-page.ts). The app does not hydrate it: its first render replaces
// it (React clears the container), after main.tsx has waited for the screen's lazy chunks, so the
// swap shows the same screen in one frame. Until then the copy is inert: nothing in it can be
// focused or typed into, so no input is lost in the swap.
import type { Locale } from '@careport/domain';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { AuthLayout } from '../features/auth/components/auth-layout';
import { LoginRoute } from '../features/auth/routes/login-route';
import { RequestPasswordResetRoute } from '../features/auth/routes/request-password-reset-route';
import { parseAppConfig } from '../lib/app-config';
import { createHttpClient } from '../lib/http-client';
import { paths } from '../lib/paths';
import { sessionStore } from '../lib/session';
import { CopyFrame, copyI18n } from './copy-frame';

/** The screens rendered here: static ones, the same for every visitor of a language. */
const SCREENS: Record<string, () => ReactNode> = {
  [paths.login.path]: () => <LoginRoute />,
  [paths.requestPasswordReset.path]: () => <RequestPasswordResetRoute />,
};

export const FIRST_SCREEN_PATHS: readonly string[] = Object.keys(SCREENS);

/**
 * The screen at `pathname` in `locale` with the server's configuration (the same object the page
 * embeds), or null for a path that has no static first screen or a configuration the app would
 * not accept.
 */
export async function renderFirstScreen(options: {
  pathname: string;
  locale: Locale;
  appConfig: unknown;
}): Promise<string | null> {
  const screen = SCREENS[options.pathname];
  const config = parseAppConfig(options.appConfig);
  if (!screen || !config) return null;
  const i18n = await copyI18n(options.locale);
  const client = createHttpClient({
    baseUrl: config.apiBaseUrl,
    clientId: config.oauthClientId,
    clientSecret: config.oauthClientSecret,
    session: sessionStore,
  });
  return renderToString(
    <CopyFrame i18n={i18n} config={config} client={client}>
      <MemoryRouter initialEntries={[options.pathname]}>
        <Routes>
          <Route element={<AuthLayout />}>
            <Route path={options.pathname} element={screen()} />
          </Route>
        </Routes>
      </MemoryRouter>
    </CopyFrame>,
  );
}

export { renderSignedInScreen, SIGNED_IN_SCREEN_PATHS } from './render-signed-in-screen';
