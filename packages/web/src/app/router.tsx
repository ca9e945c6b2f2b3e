import type { RouteObject } from 'react-router';
import { Outlet } from 'react-router';
import { FullPageLoader } from '../components/full-page-status';
import { LoadingRoute } from '../features/auth/routes/loading-route';
import { bookingsRoutes } from '../features/bookings/routes';
import { paths } from '../lib/paths';
import { legacyRedirects } from './legacy-redirects';
import { RequireAuth } from './require-auth';
import { RouteError } from './route-error';

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
            lazy: async () => ({
              Component: (await import('./shell/shell-layout')).ShellLayout,
            }),
            children: [
              {
                // Inside the shell, so a failing area keeps the menu.
                errorElement: <RouteError />,
                children: [
                  {
                    index: true,
                    lazy: async () => ({
                      Component: (await import('../features/dashboard/routes/dashboard-route'))
                        .DashboardRoute,
                    }),
                  },
                  {
                    path: `${paths.customers.path}/*`,
                    lazy: async () => ({
                      Component: (await import('../features/customers/routes/customers-route'))
                        .CustomersRoute,
                    }),
                  },
                  ...bookingsRoutes,
                  {
                    path: `${paths.account.path}/*`,
                    lazy: async () => ({
                      Component: (await import('../features/account/routes/account-route'))
                        .AccountRoute,
                    }),
                  },
                  {
                    path: '*',
                    lazy: async () => ({
                      Component: (await import('./not-found-route')).NotFoundRoute,
                    }),
                  },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
];
