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

/** spec 1 §2, spec 2 §2: the screens under /customers/{contractId}. */
export type CustomerScreen =
  | 'first-call-checklist'
  | 'first-appointment-checklist'
  | 'first-booking-confirm'
  | 'first-booking-decline'
  | 'first-booking-status'
  | 'service-documentation';

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
  customers: {
    path: '/customers',
    getHref: (query: { tab?: 'proposals' | 'customers' } = {}) =>
      withQuery('/customers', { tab: query.tab === 'customers' ? 'customers' : undefined }),
  },
  proposal: {
    path: '/customers/proposals/:serviceRequestId',
    getHref: (serviceRequestId: string) =>
      `/customers/proposals/${encodeURIComponent(serviceRequestId)}`,
  },
  declineProposal: {
    path: '/customers/proposals/:serviceRequestId/decline',
    getHref: (serviceRequestId: string) =>
      `/customers/proposals/${encodeURIComponent(serviceRequestId)}/decline`,
  },
  // spec 1 §2 Customer detail and the first-appointment screens under it.
  customer: {
    path: '/customers/:contractId',
    getHref: (contractId: string) => `/customers/${encodeURIComponent(contractId)}`,
  },
  customerScreen: {
    getHref: (contractId: string, screen: CustomerScreen) =>
      `/customers/${encodeURIComponent(contractId)}/${screen}`,
  },
  /** The first-call guide shipped with the app (spec 1 §2 Customer detail). */
  firstCallGuide: { getHref: () => '/docs/first-call-guide.pdf' },
  // spec 1 §2 Diary and its screens
  bookings: {
    path: '/bookings',
    getHref: (query: { tab?: 'upcoming' | 'past' } = {}) =>
      withQuery('/bookings', { tab: query.tab === 'past' ? 'past' : undefined }),
  },
  bookingDetail: {
    path: '/bookings/:bookingId',
    // spec 1 §2: the flag isPastBooking marks a detail opened from the Past tab, so its way
    // back leads there.
    getHref: (bookingId: string, query: { isPastBooking?: boolean } = {}) =>
      withQuery(`/bookings/${encodeURIComponent(bookingId)}`, {
        isPastBooking: query.isPastBooking ? 'true' : undefined,
      }),
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
  // Issue 14: the outbox of what was documented offline.
  sync: { path: '/sync', getHref: () => '/sync' },
  account: { path: '/account', getHref: () => '/account' },
  // spec 2 §2 Account area
  availability: { path: '/account/availability', getHref: () => '/account/availability' },
  profile: { path: '/account/profile', getHref: () => '/account/profile' },
  aboutMe: {
    path: '/account/profile/about-me/edit',
    getHref: () => '/account/profile/about-me/edit',
  },
  profileServices: {
    path: '/account/profile/services',
    getHref: () => '/account/profile/services',
  },
  educationAndQualifications: {
    path: '/account/profile/education-and-qualifications',
    getHref: () => '/account/profile/education-and-qualifications',
  },
  experienceAndAbilities: {
    path: '/account/profile/experience-and-abilities',
    getHref: () => '/account/profile/experience-and-abilities',
  },
  languages: { path: '/account/profile/languages', getHref: () => '/account/profile/languages' },
  contactAndAddress: {
    path: '/account/contact-and-address',
    getHref: () => '/account/contact-and-address',
  },
  editContactAndAddress: {
    path: '/account/contact-and-address/edit',
    getHref: () => '/account/contact-and-address/edit',
  },
  financialOverview: {
    path: '/account/financial-overview',
    getHref: () => '/account/financial-overview',
  },
  referralCode: { path: '/account/referral-code', getHref: () => '/account/referral-code' },
  helpCenter: { path: '/account/help-center', getHref: () => '/account/help-center' },
  /** spec 2 §2 PDF reader: `url` of the file and `title` for the header, in the account area… */
  accountPdf: {
    path: '/account/pdf',
    getHref: (query: { url: string; title: string }) => withQuery('/account/pdf', query),
  },
  /** spec 2 §2 web view: an http help document (`url`) with its `title` (issue 11). */
  accountWebView: {
    path: '/account/web-view',
    getHref: (query: { url: string; title: string }) => withQuery('/account/web-view', query),
  },
  /** …and under customers (the first-call guide, service documentation how-to). */
  customersPdf: {
    path: '/customers/pdf',
    getHref: (query: { url: string; title: string }) => withQuery('/customers/pdf', query),
  },
  /**
   * Issue 14, 39: a documented booking's proof of service in the PDF reader, by the booking (the
   * screen fetches its own single-use token on each load, record 0107).
   */
  bookingProof: {
    path: '/bookings/:bookingId/proof',
    getHref: (bookingId: string) => `/bookings/${encodeURIComponent(bookingId)}/proof`,
  },
  // Issue 12: spec 2 §2 finance screens and service documentation
  financialDetails: {
    path: '/account/financial-overview/details',
    getHref: () => '/account/financial-overview/details',
  },
  financialDetailsEdit: {
    path: '/account/financial-overview/details/edit',
    getHref: () => '/account/financial-overview/details/edit',
  },
  invoiceList: {
    path: '/account/financial-overview/invoice-list',
    getHref: () => '/account/financial-overview/invoice-list',
  },
  serviceDocumentation: {
    path: '/customers/:contractId/service-documentation',
    getHref: (contractId: string) =>
      `/customers/${encodeURIComponent(contractId)}/service-documentation`,
  },
  /** spec 2 §2: the period screen takes serviceDocumentationPeriodId and title. */
  serviceDocumentationPeriod: {
    path: '/customers/:contractId/service-documentation/:serviceDocumentationPeriodId',
    getHref: (contractId: string, periodId: string, query: { title?: string } = {}) =>
      withQuery(
        `/customers/${encodeURIComponent(contractId)}/service-documentation/${encodeURIComponent(periodId)}`,
        query,
      ),
  },
  serviceDocumentationHowTo: {
    path: '/customers/service-documentation-how-to',
    getHref: () => '/customers/service-documentation-how-to',
  },
  /** The service documentation template shipped with the app (generate-help-pdfs.mjs). */
  serviceDocumentationTemplate: { getHref: () => '/docs/leistungsnachweis-vorlage.pdf' },
} as const;

/** The server's own paths, never routes of the app (the dev proxy and the service worker use them). */
export const API_PATH_PREFIXES = [
  '/auth',
  '/caregiver-app',
  '/definition',
  '/graphql',
  '/healthz',
  // Issue 14: the calendar feed.
  '/calendar',
] as const;
