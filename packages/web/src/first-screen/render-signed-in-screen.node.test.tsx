// The server renders the signed-in diary in Node (issue 16): no document, no window, no storage.
// Its answers come through `fetch`, which the server points at its own API; here a stand-in
// answers as the API does (the server's route test and the e2e journey use the real one).
import type { ReminderOnDevice } from '@careport/domain';
import { addDays, subDays } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { bookingQueryKeys } from '../features/bookings/api/query-keys';
import { badgeCountsQueryKey } from '../lib/api/get-badge-counts';
import { meQueryKey } from '../lib/api/get-me';
import type { FetchFunction } from '../lib/http-send';
import { meAnswer } from '../test/me-answer';
import { renderSignedInScreen } from './render-signed-in-screen';

const CONFIG = {
  apiBaseUrl: '',
  oauthClientId: 'careport-app',
  oauthClientSecret: 'secret',
  mapTileUrl: null,
  applicantPortalUrl: null,
  revision: 'dev',
  featureFlags: {},
  vapidPublicKey: null,
};

const NOW = new Date();
const booking = (id: string, start: Date, name: [string, string]) => ({
  bookingId: id,
  contractId: 'contract-1',
  startDate: start.toISOString(),
  endDate: new Date(start.getTime() + 2 * 60 * 60 * 1000).toISOString(),
  status: 'CREATED',
  isFirstBooking: false,
  firstBookingStatus: null,
  surveyStatus: null,
  hasCgConfirmationProof: false,
  contractIsActive: true,
  careReceiver: { firstName: name[0], lastName: name[1] },
});
const BOOKINGS = [
  booking('b-past', subDays(NOW, 2), ['Erna', 'Przybylski']),
  booking('b-next', addDays(NOW, 1), ['Heinz', 'Özdemir']),
];

function api(
  options: { isEmployee?: boolean; bookings?: unknown[]; profileImageHash?: string } = {},
) {
  const requests: { url: string; authorization: string | null }[] = [];
  const fetch: FetchFunction = (input, init) => {
    const headers = new Headers(init.headers);
    requests.push({ url: input, authorization: headers.get('authorization') });
    const json = (body: unknown) => Promise.resolve(Response.json(body));
    if (input === '/caregiver-app/me') {
      return json(
        meAnswer({
          isEmployee: options.isEmployee ?? false,
          profileImageHash: options.profileImageHash ?? null,
        }),
      );
    }
    const { query } = JSON.parse(init.body as string) as { query: string };
    const bookings = options.bookings ?? BOOKINGS;
    if (query.includes('query DiaryBookings')) {
      return json({ data: { allBookings: bookings, earlierUndocumented: [], earliest: [] } });
    }
    return json({ data: { allProposals: [], allBookings: bookings } });
  };
  return { fetch, requests };
}

const NOTHING_STORED: ReminderOnDevice = {
  hideUntil: null,
  closedAt: null,
  locationKey: 'default',
  isReload: false,
  isAfterAction: false,
};

const text = (html: string) =>
  html
    .replace(/<style[^>]*>.*?<\/style>/gs, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

const render = (options: {
  fetch: FetchFunction;
  search?: string;
  reminder?: Partial<ReminderOnDevice>;
  locale?: 'de' | 'en';
  pathname?: string;
}) =>
  renderSignedInScreen({
    pathname: options.pathname ?? '/bookings',
    ...(options.search === undefined ? {} : { search: options.search }),
    locale: options.locale ?? 'de',
    appConfig: CONFIG,
    accessToken: 'token-of-anna',
    fetch: options.fetch,
    reminder: { ...NOTHING_STORED, ...options.reminder },
  });

describe('the signed-in diary rendered on the server (issue 16)', () => {
  it("renders the shell and the caregiver's upcoming visits, asked for with their token", async () => {
    expect(typeof document).toBe('undefined');
    const { fetch, requests } = api();
    const screen = await render({ fetch });
    const shown = text(screen?.html ?? '');
    expect(shown).toContain('Kalender');
    expect(shown).toContain('Heinz Özdemir');
    // The past visit is on the other tab, and in the reminder.
    expect(shown).toContain('Anstehend');
    expect(requests.map((request) => request.url).sort()).toEqual([
      '/caregiver-app/me',
      '/graphql',
      '/graphql',
    ]);
    expect(new Set(requests.map((request) => request.authorization))).toEqual(
      new Set(['Bearer token-of-anna']),
    );
  });

  it('hands over the answers it was made from, under the keys the app reads them by', async () => {
    const screen = await render({ fetch: api().fetch });
    expect(screen?.firstAnswers.owner).toBe(meAnswer().data.caregiver_id);
    const keys = screen?.firstAnswers.answers.map((answer) => answer.queryKey);
    expect(keys).toEqual([meQueryKey, bookingQueryKeys.list, badgeCountsQueryKey]);
    // The diary's first page, as the app's query keeps its pages (issue 43).
    const diary = screen?.firstAnswers.answers[1]?.data as {
      pages: { bookings: { bookingId: string }[]; earlier: string | null }[];
      pageParams: unknown[];
    };
    expect(diary.pageParams).toEqual([null]);
    expect(diary.pages.map((page) => page.bookings.map((entry) => entry.bookingId))).toEqual([
      ['b-past', 'b-next'],
    ]);
    expect(diary.pages[0]?.earlier).toBeNull();
  });

  it('shows the reminder of the undocumented visit in place, as the app opens it', async () => {
    const screen = await render({ fetch: api().fetch });
    const shown = text(screen?.html ?? '');
    expect(shown).toContain('Diese vergangenen Termine sind noch nicht dokumentiert.');
    expect(shown).toContain('Erna Przybylski');
    expect(shown).toContain('Später');
    // In place, not as a segment a script would move in: the page inserts the copy as HTML.
    expect(screen?.html).not.toContain('<script');
    expect(screen?.html).not.toMatch(/<div hidden/);
  });

  it("leaves the reminder out where the app will not open it: 'later' pressed on this device, closed on this very page, or after an action's confirmation", async () => {
    const { fetch } = api();
    const reminderText = 'Diese vergangenen Termine sind noch nicht dokumentiert.';
    const snoozed = await render({
      fetch,
      reminder: { hideUntil: addDays(NOW, 1).toISOString() },
    });
    expect(text(snoozed?.html ?? '')).not.toContain(reminderText);
    const expiredSnooze = await render({
      fetch,
      reminder: { hideUntil: subDays(NOW, 1).toISOString() },
    });
    expect(text(expiredSnooze?.html ?? '')).toContain(reminderText);
    const closedHere = await render({
      fetch,
      reminder: { closedAt: 'k3y', locationKey: 'k3y' },
    });
    expect(text(closedHere?.html ?? '')).not.toContain(reminderText);
    const closedElsewhere = await render({
      fetch,
      reminder: { closedAt: 'other', locationKey: 'k3y' },
    });
    expect(text(closedElsewhere?.html ?? '')).toContain(reminderText);
    const afterCancel = await render({ fetch, reminder: { isAfterAction: true } });
    expect(text(afterCancel?.html ?? '')).not.toContain(reminderText);
  });

  it("shows an employee's reminder even after 'later', without the add button", async () => {
    const screen = await render({
      fetch: api({ isEmployee: true }).fetch,
      reminder: { hideUntil: addDays(NOW, 1).toISOString() },
    });
    const shown = text(screen?.html ?? '');
    expect(shown).toContain('Diese vergangenen Termine sind noch nicht dokumentiert.');
    expect(shown).not.toContain('Termin hinzufügen');
  });

  it('opens the tab the address names', async () => {
    const upcoming = text((await render({ fetch: api().fetch }))?.html ?? '');
    const past = text((await render({ fetch: api().fetch, search: '?tab=past' }))?.html ?? '');
    // The list shows the tab's visits only; the reminder names the past one in both.
    const listOf = (shown: string) => shown.slice(0, shown.indexOf('Undokumentierte Termine'));
    expect(listOf(upcoming)).toContain('Heinz Özdemir');
    expect(listOf(upcoming)).not.toContain('Erna Przybylski');
    expect(listOf(past)).toContain('Erna Przybylski');
    expect(listOf(past)).not.toContain('Heinz Özdemir');
  });

  it("shows the caregiver's profile picture in the side menu", async () => {
    const hash = 'a'.repeat(64);
    const screen = await render({ fetch: api({ profileImageHash: hash }).fetch });
    expect(screen?.html).toContain(`/caregiver-app/profile-image/${hash}?width=`);
  });

  it("has both the side menu and the phone's header and tabs: one copy serves every width", async () => {
    const screen = await render({ fetch: api().fetch });
    const html = screen?.html ?? '';
    expect(html).toContain('aria-label="Hauptmenü"');
    expect(html).toContain('aria-label="Schnellzugriff"');
    expect(html).toContain('aria-label="Menü öffnen"');
  });

  it('renders in English, and nothing for a page without a copy', async () => {
    const english = text((await render({ fetch: api().fetch, locale: 'en' }))?.html ?? '');
    expect(english).toContain('Upcoming');
    expect(await render({ fetch: api().fetch, pathname: '/customers' })).toBeNull();
  });
});
