import type { RouteObject } from 'react-router';
import { Outlet } from 'react-router';
import { FullPageLoader } from '../components/full-page-status';
import { LoadingRoute } from '../features/auth/routes/loading-route';
import { accountRoutes } from '../features/account/routes';
import { bookingsRoutes } from '../features/bookings/routes';
import { customersRoutes } from '../features/customers/routes';
import { invoicePaths } from '../features/invoices/paths';
import { invoicesRoutes } from '../features/invoices/routes';
import { serviceDocumentationRoutes } from '../features/service-documentation/routes';
import { syncRoutes } from '../features/sync/routes';
import { hasFirstAnswers } from '../lib/first-answers';
import { loadSignedInTexts } from '../lib/i18n';
import { withOtherScreenStyles } from '../lib/mantine-styles/other-screen-styles';
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
                // Issue 43: every screen but the diary brings Mantine's other styles along.
                children: withOtherScreenStyles([
                  {
                    index: true,
                    lazy: async () => ({
                      Component: (await import('../features/dashboard/routes/dashboard-route'))
                        .DashboardRoute,
                    }),
                  },
                  ...customersRoutes,
                  // Issue 12: service documentation under /customers
                  ...serviceDocumentationRoutes,
                  ...bookingsRoutes,
                  ...accountRoutes,
                  // Issue 12: the invoice list, and its detail in the PDF reader's viewer.
                  ...invoicesRoutes,
                  {
                    path: invoicePaths.detail.path,
                    lazy: async () => {
                      const [{ InvoiceDetailRoute }, { PdfViewer }] = await Promise.all([
                        import('../features/invoices/routes/invoice-detail-route'),
                        import('../features/pdf-reader/components/pdf-viewer'),
                      ]);
                      return { Component: () => <InvoiceDetailRoute Viewer={PdfViewer} /> };
                    },
                  },
                  ...syncRoutes,
                  // spec 2 §2 the PDF reader, from the help center and the customers area.
                  {
                    path: paths.accountPdf.path,
                    lazy: async () => ({
                      Component: (await import('../features/pdf-reader/routes/pdf-reader-route'))
                        .PdfReaderRoute,
                    }),
                  },
                  {
                    path: paths.customersPdf.path,
                    lazy: async () => ({
                      Component: (await import('../features/pdf-reader/routes/pdf-reader-route'))
                        .PdfReaderRoute,
                    }),
                  },
                  // Issue 14, 39: a booking's proof of service, in the PDF reader's document.
                  {
                    path: paths.bookingProof.path,
                    lazy: async () => {
                      const [{ ProofRoute }, { PdfDocument }] = await Promise.all([
                        import('../features/bookings/routes/proof-route'),
                        import('../features/pdf-reader/components/pdf-document'),
                      ]);
                      return { Component: () => <ProofRoute Document={PdfDocument} /> };
                    },
                  },
                  {
                    path: '*',
                    lazy: async () => ({
                      Component: (await import('./not-found-route')).NotFoundRoute,
                    }),
                  },
                ]),
              },
            ],
          },
        ],
      },
    ],
  },
];
