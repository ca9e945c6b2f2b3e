import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router';
import { Outlet } from 'react-router';
import { FullPageLoader } from '../components/full-page-status';
import { LoadingRoute } from '../features/auth/routes/loading-route';
import { hasFirstAnswers } from '../lib/first-answers';
import { loadSignedInTexts } from '../lib/i18n';
import { paths } from '../lib/paths';
import { legacyRedirects } from './legacy-redirects';
import { RequireAuth } from './require-auth';
import { RouteError } from './route-error';

/** The route the signed-in screens are patched into (signed-in-routes.tsx). */
export const SIGNED_IN_SCREENS_ID = 'signed-in-screens';

/**
 * The app's routes (spec 2 §2). Every screen, the logged-out frame and the logged-in shell are
 * lazily loaded chunks (issue 5 §3): /login loads neither the shell nor the diary, and a screen
 * brings the components only it uses. The entry keeps what decides where to go (the guard,
 * redirects, the loader and error screens).
 */
export const appRoutes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    HydrateFallback: FullPageLoader,
    children: [
      ...legacyRedirects,
      { path: paths.loading.path, element: <LoadingRoute /> },
      {
        lazy: async () => ({
          Component: (await import('../features/auth/components/auth-layout')).AuthLayout,
        }),
        children: [
          {
            path: paths.login.path,
            lazy: async () => ({
              Component: (await import('../features/auth/routes/login-route')).LoginRoute,
            }),
          },
          {
            path: paths.requestPasswordReset.path,
            lazy: async () => ({
              Component: (await import('../features/auth/routes/request-password-reset-route'))
                .RequestPasswordResetRoute,
            }),
          },
          {
            path: paths.newPassword.path,
            lazy: async () => ({
              Component: (await import('../features/auth/routes/new-password-route'))
                .NewPasswordRoute,
            }),
          },
        ],
      },
      {
        // The guard first: a signed-out visitor is sent to /login without loading the shell.
        element: (
          <RequireAuth>
            <Outlet />
          </RequireAuth>
        ),
        children: [
          {
            lazy: async () => {
              // Issue 43: the signed-in screens' texts come with the shell, not with /login.
              // Should they fail to load, the screens show their keys, as at the start (main.tsx).
              const [shell] = await Promise.all([
                import('./shell/shell-layout'),
                loadSignedInTexts().catch((error: unknown) => console.error(error)),
              ]);
              // Issue 16: the first render replaces the server's copy, reminder and all.
              if (hasFirstAnswers()) await shell.loadReminderNow();
              return { Component: shell.ShellLayout };
            },
            children: [
              {
                // Inside the shell, so a failing area keeps the menu.
                errorElement: <RouteError />,
                // Issue 43: the screens' routes are patched in when a path needs them
                // (patchSignedInRoutes), so the start does not carry their table.
                id: SIGNED_IN_SCREENS_ID,
                children: [],
              },
            ],
          },
        ],
      },
    ],
  },
];

/**
 * Issue 43: the router's `patchRoutesOnNavigation`. The first path no route matches (a signed-in
 * screen) loads the screens' routes and adds them under the shell; from then on every path
 * matches (they end in a catch-all), so this runs once per router.
 */
export const patchSignedInRoutes: PatchRoutesOnNavigationFunction = async ({ matches, patch }) => {
  const screens = matches.find((match) => match.route.id === SIGNED_IN_SCREENS_ID);
  if ((screens?.route.children?.length ?? 0) > 0) return;
  const { signedInScreens } = await import('./signed-in-routes');
  patch(SIGNED_IN_SCREENS_ID, signedInScreens);
};
