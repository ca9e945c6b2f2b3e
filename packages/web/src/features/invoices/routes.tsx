import type { RouteObject } from 'react-router';
import { invoicePaths } from './paths';

/**
 * spec 2 §2 the invoice list, under the financial overview. The detail screen needs the PDF
 * reader, another feature's, so the app's router wires it (app/router.tsx) with
 * `InvoiceDetailRoute` and the reader's `PdfDocument`.
 */
export const invoicesRoutes: RouteObject[] = [
  {
    path: invoicePaths.list.path,
    lazy: async () => ({
      Component: (await import('./routes/invoice-list-route')).InvoiceListRoute,
    }),
  },
];
