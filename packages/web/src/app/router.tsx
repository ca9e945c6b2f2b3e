import type { RouteObject } from 'react-router';
import { FullPageLoader } from '../components/full-page-status';
import { AuthLayout } from '../features/auth/components/auth-layout';
import { LoadingRoute } from '../features/auth/routes/loading-route';
import { LoginRoute } from '../features/auth/routes/login-route';
import { NewPasswordRoute } from '../features/auth/routes/new-password-route';
import { RequestPasswordResetRoute } from '../features/auth/routes/request-password-reset-route';
import { bookingsRoutes } from '../features/bookings/routes';
import { paths } from '../lib/paths';
import { legacyRedirects } from './legacy-redirects';
import { NotFoundRoute } from './not-found-route';
import { RequireAuth } from './require-auth';
import { RouteError } from './route-error';
import { ShellLayout } from './shell/shell-layout';

/** The app's routes (spec 2 §2); each logged-in area is its own lazily loaded chunk. */
export const appRoutes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    HydrateFallback: FullPageLoader,
    children: [
      ...legacyRedirects,
      { path: paths.loading.path, element: <LoadingRoute /> },
      {
        element: <AuthLayout />,
        children: [
          { path: paths.login.path, element: <LoginRoute /> },
          { path: paths.requestPasswordReset.path, element: <RequestPasswordResetRoute /> },
          { path: paths.newPassword.path, element: <NewPasswordRoute /> },
        ],
      },
      {
        element: (
          <RequireAuth>
            <ShellLayout />
          </RequireAuth>
        ),
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
              { path: '*', element: <NotFoundRoute /> },
            ],
          },
        ],
      },
    ],
  },
];
