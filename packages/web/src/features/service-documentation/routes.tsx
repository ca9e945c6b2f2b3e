import type { RouteObject } from 'react-router';

/**
 * Issue 12, spec 2 §2 service documentation under /customers: the how-to, a contract's monthly
 * periods and a period's screen. Static `service-documentation-how-to` outranks `:contractId`.
 */
export const serviceDocumentationRoutes: RouteObject[] = [
  {
    path: 'customers/service-documentation-how-to',
    lazy: async () => ({ Component: (await import('./routes/how-to-route')).HowToRoute }),
  },
  {
    path: 'customers/:contractId/service-documentation',
    children: [
      {
        index: true,
        lazy: async () => ({
          Component: (await import('./routes/service-documentation-route'))
            .ServiceDocumentationRoute,
        }),
      },
      {
        path: ':serviceDocumentationPeriodId',
        lazy: async () => ({ Component: (await import('./routes/period-route')).PeriodRoute }),
      },
    ],
  },
];
