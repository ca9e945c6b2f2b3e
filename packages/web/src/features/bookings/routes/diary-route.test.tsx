import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signIn, testClient } from '../../../test/fake-server';
import { renderRoutes } from '../../../test/render';
import { DIARY_EARLIER_PAGE } from '@careport/domain';
import { DIARY_RENDER_CHUNK } from '../components/diary-list';
import { bookingsRoutes } from '../routes';
import type { DiaryServer } from '../testing/booking-fixtures';
import { diaryServer, fakeBooking, hoursFromNow } from '../testing/booking-fixtures';

async function renderDiary(state: DiaryServer, path = '/bookings') {
  await signIn();
  const fake = await testClient(diaryServer(state));
  const view = renderRoutes(bookingsRoutes, { client: fake.client, initialEntries: [path] });
  return { ...fake, ...view, user: userEvent.setup({ delay: null }) };
}

const name = (firstName: string, lastName: string) => ({
  ...fakeBooking().careReceiver,
  firstName,
  lastName,
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the diary (spec 1 §2 Diary)', () => {
  it('groups upcoming bookings by month of their start, earliest first', async () => {
    await renderDiary({
      bookings: [
        fakeBooking({
          startDate: '2030-04-05T08:00:00Z',
          endDate: '2030-04-05T09:00:00Z',
          careReceiver: name('Clara', 'April'),
        }),
        fakeBooking({
          startDate: '2030-03-10T08:00:00Z',
          endDate: '2030-03-10T09:30:00Z',
          careReceiver: name('Anton', 'März'),
        }),
        fakeBooking({
          startDate: '2030-03-20T13:00:00Z',
          endDate: '2030-03-20T14:00:00Z',
          careReceiver: name('Berta', 'März'),
        }),
      ],
    });
    const march = await screen.findByRole('region', { name: 'März 2030' });
    const april = screen.getByRole('region', { name: 'April 2030' });
    expect(
      within(march)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([expect.stringContaining('Anton März'), expect.stringContaining('Berta März')]);
    // 24-hour clock in Berlin time, d.MM.yyyy dates.
    expect(within(march).getAllByRole('link')[0]).toHaveTextContent(
      'So., 10.03.2030 · 09:00–10:30 Uhr',
    );
    expect(within(april).getByRole('link')).toHaveTextContent('Clara April');
    expect(march.compareDocumentPosition(april) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows the past list latest first, with the undocumented count on the Past tab (99+)', async () => {
    const past = Array.from({ length: 120 }, (_, index) =>
      fakeBooking({
        startDate: new Date(Date.UTC(2024, 0, 1 + index, 8)).toISOString(),
        endDate: new Date(Date.UTC(2024, 0, 1 + index, 9)).toISOString(),
      }),
    );
    const { user } = await renderDiary({ bookings: [...past, fakeBooking()] });
    const pastTab = await screen.findByRole('tab', {
      name: 'Vergangen, 99+ Termine noch nicht dokumentiert',
    });
    expect(pastTab).toHaveTextContent('99+');
    await user.click(pastTab);
    const regions = await screen.findAllByRole('region');
    // 120 days from 1 January 2024: the latest month (April) comes first.
    expect(regions[0]).toHaveAccessibleName('April 2024');
    expect(within(regions[0]!).getAllByRole('link')[0]).toHaveTextContent('29.04.2024');
    expect(within(regions[0]!).getAllByRole('link')[0]).toHaveTextContent('undokumentiert');
  });

  it('loads the last twelve months, older bookings a page at a time from the end of Past (issue 43)', async () => {
    const daysAgo = (days: number, careReceiver = name('Olga', 'Alt')) =>
      fakeBooking({
        status: 'FULFILLED',
        startDate: hoursFromNow(-days * 24 - 1),
        endDate: hoursFromNow(-days * 24),
        careReceiver,
      });
    // A year and more back: one full page of older ones and three more.
    const older = Array.from({ length: DIARY_EARLIER_PAGE + 3 }, (_, index) =>
      daysAgo(400 + index),
    );
    const forgotten = {
      ...daysAgo(800, name('Uwe', 'Undokumentiert')),
      status: 'CREATED' as const,
    };
    const { user, calls } = await renderDiary(
      { bookings: [daysAgo(2, name('Rita', 'Recent')), ...older, forgotten] },
      '/bookings?tab=past',
    );
    // The undocumented count covers every age; the old undocumented one is listed at once.
    expect(
      await screen.findByRole('tab', { name: 'Vergangen, 1 Termin noch nicht dokumentiert' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Rita Recent/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Uwe Undokumentiert/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Olga Alt/ })).not.toBeInTheDocument();
    const diaryCalls = () => calls.filter((call) => call.body?.includes('DiaryBookings')).length;
    expect(diaryCalls()).toBe(1);

    await user.click(screen.getByRole('button', { name: 'Ältere Termine laden' }));
    // (The testing library's wait, 10 s in test/setup: the suite runs on two busy cores.)
    expect((await screen.findAllByRole('link', { name: /Olga Alt/ })).length).toBeGreaterThan(0);
    await user.click(await screen.findByRole('button', { name: 'Ältere Termine laden' }));
    // The last page was not full: nothing older, no button.
    await waitFor(() =>
      expect(
        screen.queryByRole('button', { name: 'Ältere Termine laden' }),
      ).not.toBeInTheDocument(),
    );
    expect(diaryCalls()).toBe(3);
    // Each booking once, the undocumented one too (it was in an older page again).
    const entries = () =>
      screen.getAllByRole('region').flatMap((month) => within(month).getAllByRole('link'));
    await waitFor(() => expect(entries()).toHaveLength(2 + older.length));
    expect(screen.getAllByRole('link', { name: /Uwe Undokumentiert/ })).toHaveLength(1);
  });

  it('says so when only older bookings exist, and when they cannot be loaded (issue 43)', async () => {
    const state: DiaryServer = {
      isEarlierFailing: true,
      bookings: [
        fakeBooking({
          status: 'FULFILLED',
          startDate: hoursFromNow(-500 * 24 - 1),
          endDate: hoursFromNow(-500 * 24),
          careReceiver: name('Olga', 'Alt'),
        }),
      ],
    };
    const { user } = await renderDiary(state, '/bookings?tab=past');
    expect(
      await screen.findByText('Keine Termine in den letzten zwölf Monaten.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ältere Termine laden' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Die älteren Termine konnten nicht geladen werden.',
    );
    expect(screen.queryByRole('link', { name: /Olga Alt/ })).not.toBeInTheDocument();
    // Nothing lost: asked again, the page comes.
    state.isEarlierFailing = false;
    await user.click(screen.getByRole('button', { name: 'Ältere Termine laden' }));
    expect(await screen.findByRole('link', { name: /Olga Alt/ })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the labels of the role: invoiced and first-booking labels for independents', async () => {
    await renderDiary(
      {
        bookings: [
          fakeBooking({
            status: 'INVOICED',
            startDate: hoursFromNow(-30 * 24 - 1),
            endDate: hoursFromNow(-30 * 24),
          }),
          fakeBooking({
            isFirstBooking: true,
            firstBookingStatus: 'CONFIRMED',
            startDate: '2030-05-02T08:00:00Z',
            endDate: '2030-05-02T09:00:00Z',
          }),
        ],
      },
      '/bookings?tab=past',
    );
    expect(await screen.findByText('abgerechnet')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Anstehend' }));
    expect(await screen.findByText('Ersttermin bestätigt')).toBeInTheDocument();
  });

  it('shows employees the survey and paper labels, and neither prices nor first-booking labels', async () => {
    await renderDiary(
      {
        isEmployee: true,
        bookings: [
          fakeBooking({
            status: 'FULFILLED',
            surveyStatus: 'false',
            hasCgConfirmationProof: true,
            startDate: hoursFromNow(-30 * 24 - 1),
            endDate: hoursFromNow(-30 * 24),
            careReceiver: name('Sabine', 'Survey'),
          }),
          fakeBooking({
            status: 'FULFILLED',
            surveyStatus: 'true',
            hasCgConfirmationProof: false,
            startDate: hoursFromNow(-29 * 24 - 1),
            endDate: hoursFromNow(-29 * 24),
            careReceiver: name('Paul', 'Papier'),
          }),
          fakeBooking({
            status: 'INVOICED',
            surveyStatus: 'true',
            hasCgConfirmationProof: true,
            isFirstBooking: true,
            firstBookingStatus: 'CONFIRMED',
            startDate: hoursFromNow(-28 * 24 - 1),
            endDate: hoursFromNow(-28 * 24),
            careReceiver: name('Ines', 'Invoiced'),
          }),
        ],
      },
      '/bookings?tab=past',
    );
    expect(await screen.findByRole('link', { name: /Sabine Survey/ })).toHaveTextContent(
      'Umfrage ausstehend',
    );
    expect(screen.getByRole('link', { name: /Paul Papier/ })).toHaveTextContent(
      'auf Papier unterschrieben',
    );
    const invoiced = screen.getByRole('link', { name: /Ines Invoiced/ });
    // spec 1 §2: a past entry opens its detail with the flag isPastBooking.
    expect(invoiced.getAttribute('href')).toMatch(/^\/bookings\/[^?]+\?isPastBooking=true$/);
    expect(invoiced).not.toHaveTextContent('abgerechnet');
    expect(invoiced).not.toHaveTextContent('Ersttermin');
    // spec 1 §2, §6: no add button for employees.
    expect(screen.queryByRole('link', { name: 'Termin hinzufügen' })).not.toBeInTheDocument();
  });

  it('offers independents the add button', async () => {
    await renderDiary({ bookings: [fakeBooking()] });
    expect(await screen.findByRole('link', { name: 'Termin hinzufügen' })).toHaveAttribute(
      'href',
      '/bookings/new',
    );
  });

  it('hides a declined first booking of an inactive contract', async () => {
    await renderDiary({
      bookings: [
        fakeBooking({
          isFirstBooking: true,
          firstBookingStatus: 'DECLINED',
          contractIsActive: false,
          careReceiver: name('Gone', 'Away'),
        }),
        fakeBooking({
          careReceiver: name('Still', 'Here'),
          startDate: '2030-03-11T09:00:00Z',
          endDate: '2030-03-11T10:00:00Z',
        }),
      ],
    });
    expect(await screen.findByRole('link', { name: /Still Here/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Gone Away/ })).not.toBeInTheDocument();
  });

  it('explains the diary with four items when there are no bookings', async () => {
    await renderDiary({ bookings: [] });
    expect(await screen.findByRole('heading', { name: 'Noch keine Termine' })).toBeInTheDocument();
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(items[0]).toHaveTextContent('Termine anlegen');
  });

  it('says when the list could not be loaded and loads it again on retry', async () => {
    const { user } = await renderDiary({
      bookings: [fakeBooking({ careReceiver: name('Back', 'Again') })],
      listFailures: 1,
    });
    expect(
      await screen.findByText('Die Termine konnten nicht geladen werden.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Interner Serverfehler')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByRole('link', { name: /Back Again/ })).toBeInTheDocument();
  });

  it('renders a long history progressively, starting with the first month', async () => {
    const observed: ((entries: { isIntersecting: boolean }[]) => void)[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(notify: (entries: { isIntersecting: boolean }[]) => void) {
          observed.push(notify);
        }
        observe() {}
        disconnect() {}
      },
    );
    const many = Array.from({ length: 400 }, (_, index) =>
      fakeBooking({
        startDate: new Date(Date.UTC(2030, 0, 1, 8) + index * 86_400_000).toISOString(),
        endDate: new Date(Date.UTC(2030, 0, 1, 9) + index * 86_400_000).toISOString(),
      }),
    );
    await renderDiary({
      bookings: [...many, fakeBooking({ startDate: hoursFromNow(-3), endDate: hoursFromNow(-2) })],
    });
    const january = await screen.findByRole('region', { name: 'Januar 2030' });
    expect(within(january).getAllByRole('link')).toHaveLength(31);
    // Only the first chunk is in the page at first; the rest follows without blocking it.
    const entries = screen
      .getAllByRole('region')
      .flatMap((region) => within(region).getAllByRole('link'));
    expect(entries).toHaveLength(DIARY_RENDER_CHUNK);
    // Scrolling near the end brings the next chunk.
    act(() => {
      for (const notify of observed) notify([{ isIntersecting: true }]);
    });
    expect(await screen.findByRole('region', { name: 'Februar 2030' })).toBeInTheDocument();
  });
});
