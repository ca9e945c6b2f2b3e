// The caregiver reads added after issue 10, for bench/api.mjs: the invoice list, financial details
// and overview, a contract's service documentation and relief amount, the dashboard (issues 11
// and 12), the calendar feed and a profile image (issues 11 and 14), the rendered diary (issue
// 16), each asked for as the app asks (the documents are the app's own,
// packages/web/src/features/*/api), or as a calendar app and an <img> do.
import {
  dashboardBookingsPage,
  dashboardStatsAsOf,
  dashboardStatsWindow,
  DIARY_EARLIER_PAGE,
  diaryWindowCursor,
} from '@careport/domain';
import sharp from 'sharp';

export const INVOICES_QUERY = `query Invoices { invoices { invoiceId invoiceNumber invoiceType
  originalInvoiceId invoicingPeriodTo creationDate filename
  careReceiver { name { firstName lastName } isAnonymized } } }`;
export const FINANCIAL_DETAILS_QUERY = `query FinancialDetails { financialDetails { caregiverId isEditable
  bank { iban bic } tax { taxNo ustId } } }`;
export const FINANCIAL_OVERVIEW_QUERY = `query FinancialOverview { financialOverview {
  monthlyDocumentedMinutes monthlyGrossEarningsInCents } }`;
export const SERVICE_DOCUMENTATION_QUERY = `query ServiceDocumentation($contractId: String!) {
  serviceDocumentation(contractId: $contractId) { serviceDocumentationId isUploadMandatory
  periods { periodId contractId month year state
    lastUploadedFile { fileId filename mimeType uploadedAt } } } }`;
export const RELIEF_AMOUNT_QUERY = `query ReliefAmountUse($contractId: String!, $year: Int!, $month: Int!) {
  reliefAmountUse(contractId: $contractId, year: $year, month: $month) { budgetMinutes usedMinutes
  amountInCents usedInCents hourlyRateInCents } }`;
// Shared with bench/mixed.mjs, which asks for them as the same day's reads.
// The dashboard asks for its statistics and the bookings from today on in one request; the
// same with the whole diary (as the app asked before issue 43) stays as the figure to beat.
export const dashboardQuery = (
  /** @type {boolean} */ paged,
) => `query Dashboard($startDate: DateTime!,
  $splitDate: DateTime!${paged ? ', $first: Int!, $after: String!' : ''}) {
  caregiverStats(startDate: $startDate, splitDate: $splitDate) { customerSatisfactionScore
    monthlyDocumentedDurationInMinutes monthlyDocumentedGrossEarningsInCents
    averageMinutesToFirstCall previousAverageMinutesToFirstCall proposalResponseRate
    previousProposalResponseRate }
  allBookings${paged ? '(first: $first, after: $after)' : ''} { bookingId startDate endDate status
    careReceiver { firstName lastName street houseNumber postalCode city } } }`;

const DIARY_FIELDS = `bookingId contractId startDate endDate status isFirstBooking
  firstBookingStatus surveyStatus hasCgConfirmationProof contractIsActive
  careReceiver { firstName lastName }`;
/**
 * The web diary's first request since issue 43 (0128: twelve months and what is ahead, the
 * undocumented before them, whether anything is older), with its variables of `now`.
 */
export const DIARY_FIRST_PAGE_QUERY = `query DiaryBookings($from: String!) {
  allBookings(after: $from) { ${DIARY_FIELDS} }
  earlierUndocumented: allBookings(before: $from, status: [CREATED]) { ${DIARY_FIELDS} }
  earliest: allBookings(before: $from, last: 1) { bookingId } }`;
export const diaryFirstPageVariables = (now = new Date()) => ({ from: diaryWindowCursor(now) });
/** The Past tab's older bookings, a hundred before the window (the first press of its button). */
export const EARLIER_DIARY_QUERY = `query EarlierDiaryBookings($before: String!, $last: Int!) {
  allBookings(before: $before, last: $last) { ${DIARY_FIELDS} } }`;
export const earlierDiaryVariables = (now = new Date()) => ({
  before: diaryWindowCursor(now),
  last: DIARY_EARLIER_PAGE,
});

/** The width the app's menu and profile card ask for (PROFILE_IMAGE_WIDTHS). */
const PROFILE_IMAGE_WIDTH = 96;
/**
 * Calendar apps poll from many addresses, and the feed allows each one 60 requests in 15 minutes
 * (CALENDAR_FEED_ADDRESS_LIMIT): each request names one of this many, in turn, as its client
 * (X-Forwarded-For; the bench's server trusts one proxy hop), so a run is never refused.
 */
const CALENDAR_CLIENT_ADDRESSES = 4096;

/**
 * @param {string} baseUrl @param {string} accessToken @param {string} path
 * @param {{ method?: string, json?: unknown }} [options]
 */
async function call(baseUrl, accessToken, path, { method = 'GET', json } = {}) {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${accessToken}`,
      ...(json === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(json === undefined ? {} : { body: JSON.stringify(json) }),
  });
  const body = /** @type {{ data?: Record<string, unknown> }} */ (await response.json());
  if (!response.ok)
    throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(body)}`);
  return body.data ?? {};
}

/**
 * What the later reads need first, made as the app makes it: a calendar link (the account card's
 * POST /caregiver-app/calendar-feed) and a profile picture (PUT /caregiver-app/me/profile-image,
 * an 800 × 800 photo-like JPEG).
 * @param {string} baseUrl @param {string} accessToken
 */
export async function prepareLaterReads(baseUrl, accessToken) {
  const feed = await call(baseUrl, accessToken, '/caregiver-app/calendar-feed', {
    method: 'POST',
    json: {},
  });
  const photo = await sharp({
    create: {
      width: 800,
      height: 800,
      channels: 3,
      background: { r: 190, g: 150, b: 120 },
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 85 })
    .toBuffer();
  const profile = await call(baseUrl, accessToken, '/caregiver-app/me/profile-image', {
    method: 'PUT',
    json: { image_base64: `data:image/jpeg;base64,${photo.toString('base64')}` },
  });
  const calendarPath = new URL(String(feed.url)).pathname;
  const profileImageHash = String(profile.profile_image_hash);
  return {
    calendarPath,
    profileImageHash,
    bookingId: await documentedBookingId(baseUrl, accessToken),
  };
}

/**
 * Issue 43: the booking detail opens a visit from the diary; a documented one of the last weeks
 * (services, earnings and proofs to show), as a caregiver opens most.
 * @param {string} baseUrl @param {string} accessToken
 */
async function documentedBookingId(baseUrl, accessToken) {
  const response = await fetch(`${baseUrl}/caregiver-app/booking`, {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  const json = /** @type {{ data?: { booking_id: string, status: string }[] }} */ (
    await response.json()
  );
  const documented = (json.data ?? []).filter((booking) => booking.status === 'FULFILLED');
  const found = documented.at(-1) ?? json.data?.at(-1);
  if (!found) throw new Error(`no booking for the detail read: ${response.status}`);
  return found.booking_id;
}

/** The current month in Berlin, as the booking screen asks for its relief amount. */
export function berlinMonth() {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Berlin',
    year: 'numeric',
    month: 'numeric',
  }).formatToParts(new Date());
  const part = (/** @type {string} */ type) =>
    Number(parts.find((candidate) => candidate.type === type)?.value);
  return { year: part('year'), month: part('month') };
}

/**
 * @param {{ bearer: Record<string, string>, browser: Record<string, string>, contractId: string,
 *   calendarPath: string, profileImageHash: string, bookingId: string }} context
 * @returns {import('../api.mjs').Endpoint[]}
 */
export function laterReadEndpoints({
  bearer,
  browser,
  contractId,
  calendarPath,
  profileImageHash,
  bookingId,
}) {
  const json = { ...bearer, 'content-type': 'application/json' };
  /** @param {string} name @param {string} query @param {Record<string, unknown>} [variables] */
  const graphql = (name, query, variables) => ({
    name: `POST /graphql ${name}`,
    method: /** @type {const} */ ('POST'),
    path: '/graphql',
    body: JSON.stringify(variables ? { query, variables } : { query }),
    headers: json,
    diary: true,
    token: false,
    later: true,
  });
  // As the app asks, as of the minute (record 0129): kept, as the app's refetches within it are.
  const { startDate, splitDate } = dashboardStatsWindow(dashboardStatsAsOf(new Date()));
  /** The dashboard as of a new instant each time: its cost when not kept (the first of a minute). */
  const dashboardAtEachInstant = () => {
    const now = new Date();
    const window = dashboardStatsWindow(now);
    return JSON.stringify({
      query: dashboardQuery(true),
      variables: {
        startDate: window.startDate.toISOString(),
        splitDate: window.splitDate.toISOString(),
        ...dashboardBookingsPage(now),
      },
    });
  };
  let calendarClient = 0;
  return [
    graphql('invoices', INVOICES_QUERY),
    graphql('financialDetails', FINANCIAL_DETAILS_QUERY),
    graphql('financialOverview', FINANCIAL_OVERVIEW_QUERY),
    graphql('serviceDocumentation', SERVICE_DOCUMENTATION_QUERY, { contractId }),
    graphql('reliefAmountUse', RELIEF_AMOUNT_QUERY, { contractId, ...berlinMonth() }),
    graphql('Dashboard (caregiverStats + allBookings from today)', dashboardQuery(true), {
      startDate: startDate.toISOString(),
      splitDate: splitDate.toISOString(),
      ...dashboardBookingsPage(new Date()),
    }),
    {
      ...graphql('Dashboard, a new instant each request (not kept)', dashboardQuery(true), {
        startDate: startDate.toISOString(),
        splitDate: splitDate.toISOString(),
        ...dashboardBookingsPage(new Date()),
      }),
      setupRequest: (/** @type {object} */ request) => ({
        ...request,
        body: dashboardAtEachInstant(),
      }),
    },
    graphql('Dashboard, whole diary (before issue 43)', dashboardQuery(false), {
      startDate: startDate.toISOString(),
      splitDate: splitDate.toISOString(),
    }),
    {
      name: 'GET /calendar/{secret}.ics',
      method: 'GET',
      path: calendarPath,
      headers: browser,
      diary: false,
      token: false,
      later: true,
      setupRequest: (/** @type {{ headers?: Record<string, string> }} */ request) => {
        calendarClient = (calendarClient + 1) % CALENDAR_CLIENT_ADDRESSES;
        const address = `10.0.${calendarClient >> 8}.${calendarClient & 255}`;
        return { ...request, headers: { ...request.headers, 'x-forwarded-for': address } };
      },
    },
    // Issue 16: the diary rendered by the server for a signed-in first visit (three reads through
    // the server's own API and React's render), as the page's script asks for it.
    {
      name: 'GET /caregiver-app/first-screen (the rendered diary)',
      method: 'GET',
      path: '/caregiver-app/first-screen?path=%2Fbookings&locale=de',
      headers: bearer,
      diary: false,
      token: false,
      later: true,
    },
    // Issue 43: the detail screen, opened on every visit.
    {
      name: 'GET /caregiver-app/booking/{id}',
      method: 'GET',
      path: `/caregiver-app/booking/${bookingId}`,
      headers: bearer,
      diary: true,
      token: false,
      later: true,
    },
    {
      name: `GET /caregiver-app/profile-image/{hash}?width=${PROFILE_IMAGE_WIDTH}`,
      method: 'GET',
      path: `/caregiver-app/profile-image/${profileImageHash}?width=${PROFILE_IMAGE_WIDTH}`,
      headers: browser,
      diary: false,
      token: false,
      later: true,
    },
  ];
}
