// Every URL of the app, written once (STYLE.md §4): `path` is the router's pattern, `getHref`
// builds a link to it.

function withQuery(path: string, query: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, value);
  }
  const search = params.toString();
  return search === '' ? path : `${path}?${search}`;
}

export const paths = {
  // spec 2 §2 Logged-out
  login: {
    path: '/login',
    getHref: (options: { isPasswordReset?: boolean } = {}) =>
      withQuery('/login', { isPasswordReset: options.isPasswordReset ? 'true' : undefined }),
  },
  requestPasswordReset: {
    path: '/request-password-reset',
    getHref: () => '/request-password-reset',
  },
  newPassword: {
    path: '/new-password',
    getHref: (query: { token: string; email: string }) => withQuery('/new-password', query),
  },
  loading: { path: '/loading', getHref: () => '/loading' },
  // spec 2 §2 Logged-in main areas
  dashboard: { path: '/', getHref: () => '/' },
  customers: { path: '/customers', getHref: () => '/customers' },
  proposal: {
    path: '/customers/proposals/:serviceRequestId',
    getHref: (serviceRequestId: string) =>
      `/customers/proposals/${encodeURIComponent(serviceRequestId)}`,
  },
  // spec 1 §2 Diary and its screens
  bookings: {
    path: '/bookings',
    getHref: (query: { tab?: 'upcoming' | 'past' } = {}) =>
      withQuery('/bookings', { tab: query.tab === 'past' ? 'past' : undefined }),
  },
  bookingDetail: {
    path: '/bookings/:bookingId',
    getHref: (bookingId: string) => `/bookings/${encodeURIComponent(bookingId)}`,
  },
  newBooking: {
    path: '/bookings/new',
    getHref: (query: { contractId?: string; title?: string } = {}) =>
      withQuery('/bookings/new', query),
  },
  /** spec 1 §2: editing an appointment lives at …/decline. */
  editBooking: {
    path: '/bookings/:bookingId/decline',
    getHref: (bookingId: string) => `/bookings/${encodeURIComponent(bookingId)}/decline`,
  },
  cancelBooking: {
    path: '/bookings/:bookingId/cancel',
    getHref: (bookingId: string) => `/bookings/${encodeURIComponent(bookingId)}/cancel`,
  },
  fulfilBooking: {
    path: '/bookings/:bookingId/fulfill',
    getHref: (bookingId: string) => `/bookings/${encodeURIComponent(bookingId)}/fulfill`,
  },
  bookingSurvey: {
    path: '/bookings/:bookingId/survey',
    getHref: (bookingId: string) => `/bookings/${encodeURIComponent(bookingId)}/survey`,
  },
  account: { path: '/account', getHref: () => '/account' },
} as const;

/** The server's own paths, never routes of the app (the dev proxy and the service worker use them). */
export const API_PATH_PREFIXES = [
  '/auth',
  '/caregiver-app',
  '/definition',
  '/graphql',
  '/healthz',
] as const;
