// spec 2 §2: the invoice screens' addresses, under the financial overview (the account feature
// links here by URL only).
const withQuery = (path: string, query: Record<string, string>) =>
  `${path}?${new URLSearchParams(query).toString()}`;

export const invoicePaths = {
  list: {
    path: '/account/financial-overview/invoice-list',
    getHref: () => '/account/financial-overview/invoice-list',
  },
  /** spec 2 §2 parameters invoiceId, filename, title. */
  detail: {
    path: '/account/financial-overview/invoice-detail',
    getHref: (query: { invoiceId: string; filename: string; title: string }) =>
      withQuery('/account/financial-overview/invoice-detail', query),
  },
  financialOverview: '/account/financial-overview',
} as const;
