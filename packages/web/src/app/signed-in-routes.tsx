import { accountRoutes } from '../features/account/routes';
import { bookingsRoutes } from '../features/bookings/routes';
import { customersRoutes } from '../features/customers/routes';
import { invoicePaths } from '../features/invoices/paths';
import { invoicesRoutes } from '../features/invoices/routes';
import { serviceDocumentationRoutes } from '../features/service-documentation/routes';
import { syncRoutes } from '../features/sync/routes';
import { withOtherScreenStyles } from '../lib/mantine-styles/other-screen-styles';
import { paths } from '../lib/paths';
import type { RouteObject } from 'react-router';

/**
 * The signed-in screens (spec 2 §2), each a lazy chunk, under the shell (router.tsx). Issue 43:
 * a chunk of their own, patched into the router when a path first needs them, so the start and
 * with it /login do not carry every screen's route and preload list. Issue 43: every screen but
 * the diary brings Mantine's other styles along.
 */
export const signedInScreens: RouteObject[] = withOtherScreenStyles([
  {
    index: true,
    lazy: async () => ({
      Component: (await import('../features/dashboard/routes/dashboard-route')).DashboardRoute,
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
      const [{ InvoiceDetailRoute }, { PdfDocument }] = await Promise.all([
        import('../features/invoices/routes/invoice-detail-route'),
        import('../features/pdf-reader/components/pdf-document'),
      ]);
      return { Component: () => <InvoiceDetailRoute Document={PdfDocument} /> };
    },
  },
  ...syncRoutes,
  // spec 2 §2 the PDF reader, from the help center and the customers area.
  {
    path: paths.accountPdf.path,
    lazy: async () => ({
      Component: (await import('../features/pdf-reader/routes/pdf-reader-route')).PdfReaderRoute,
    }),
  },
  {
    path: paths.customersPdf.path,
    lazy: async () => ({
      Component: (await import('../features/pdf-reader/routes/pdf-reader-route')).PdfReaderRoute,
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
]);
