import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { appRoutes, patchSignedInRoutes } from '../../../app/router';
import type { AppConfig } from '../../../lib/app-config';
import { json, signIn, testClient } from '../../../test/fake-server';
import { renderRoutes } from '../../../test/render';
import { warmUpAppChunks } from '../../../test/warm-up';
import { bookingsRoutes } from '../routes';
import type { DiaryServer } from '../testing/booking-fixtures';
import { diaryServer, fakeBooking, hoursFromNow } from '../testing/booking-fixtures';

// The shell and the screens are lazy chunks: transform them once, before the timed finds.
beforeAll(warmUpAppChunks, 30_000);

async function renderDetail(state: DiaryServer, bookingId: string, config?: Partial<AppConfig>) {
  await signIn();
  const fake = await testClient(diaryServer(state));
  const view = renderRoutes(bookingsRoutes, {
    client: fake.client,
    initialEntries: [`/bookings/${bookingId}`],
    ...(config && { config }),
  });
  return { ...fake, ...view, user: userEvent.setup({ delay: null }) };
}

describe('the booking detail (spec 1 §2 Booking detail)', () => {
  it('shows the day, date, times, address with directions and services', async () => {
    const booking = fakeBooking({
      startDate: '2030-03-11T09:00:00Z',
      endDate: '2030-03-11T10:30:00Z',
      services: [{ id: 's1', labelDe: 'Einkaufen', labelEn: 'Shopping' }],
      otherServiceDescription: 'Blumen gießen',
    });
    await renderDetail({ bookings: [booking] }, booking.bookingId);
    expect(await screen.findByText('Montag')).toBeInTheDocument();
    expect(screen.getByText('11.03.2030')).toBeInTheDocument();
    expect(screen.getByText('10:00–11:30 Uhr')).toBeInTheDocument();
    const directions = screen.getByRole('link', { name: /Route planen/ });
    expect(directions).toHaveAttribute(
      'href',
      'https://www.google.com/maps/dir/?api=1&destination=Kastanienallee%2012%2C%2010435%20Berlin',
    );
    expect(directions).toHaveAttribute('target', '_blank');
    // No map without a tile server (nothing is fetched from outside).
    expect(document.querySelector('img')).toBeNull();
    expect(screen.queryByRole('link', { name: /^Karte/ })).not.toBeInTheDocument();
    expect(screen.getByText('Einkaufen')).toBeInTheDocument();
    expect(screen.getByText('Sonstiges: Blumen gießen')).toBeInTheDocument();
    // spec 1 §3: no payment method yet reads as a dash.
    expect(screen.getByText('Zahlungsart').nextSibling).toHaveTextContent(/^-$/);
    expect(screen.getByRole('link', { name: 'Bearbeiten' })).toHaveAttribute(
      'href',
      `/bookings/${booking.bookingId}/decline`,
    );
  });

  it('shows the services the contract agreed on a visit not documented yet (issue 39)', async () => {
    const booking = fakeBooking();
    const contractServices = [
      { subServiceId: 'walks', labelDe: 'Spaziergänge', labelEn: 'Walks' },
      { subServiceId: 'shopping', labelDe: 'Einkaufen', labelEn: 'Shopping' },
    ];
    await renderDetail({ bookings: [booking], contractServices }, booking.bookingId);
    expect(
      await screen.findByText('Laut Vertrag vereinbart (noch nicht dokumentiert):'),
    ).toBeInTheDocument();
    expect(screen.getByText('Spaziergänge')).toBeInTheDocument();
    expect(screen.getByText('Einkaufen')).toBeInTheDocument();
    expect(screen.queryByText('Keine Leistungen angegeben.')).not.toBeInTheDocument();
  });

  it('says no services were given on a documented visit without any', async () => {
    const booking = fakeBooking({
      status: 'FULFILLED',
      endDate: '2020-03-10T10:00:00.000Z',
      startDate: '2020-03-10T09:00:00.000Z',
    });
    const contractServices = [{ subServiceId: 'walks', labelDe: 'Spaziergänge', labelEn: 'Walks' }];
    await renderDetail({ bookings: [booking], contractServices }, booking.bookingId);
    expect(await screen.findByText('Keine Leistungen angegeben.')).toBeInTheDocument();
    expect(screen.queryByText('Spaziergänge')).not.toBeInTheDocument();
  });

  it('draws the map from the configured tile server, and tapping it opens directions', async () => {
    const booking = fakeBooking();
    await renderDetail({ bookings: [booking] }, booking.bookingId, {
      mapTileUrl: 'https://tiles.example/{z}/{x}/{y}.png',
      mapTileAttribution: '© OpenStreetMap-Mitwirkende',
    });
    const map = await screen.findByRole('link', {
      name: 'Karte: Kastanienallee 12, 10435 Berlin. Öffnet die Route in Google Maps in einem neuen Tab.',
    });
    expect(map).toHaveAttribute(
      'href',
      'https://www.google.com/maps/dir/?api=1&destination=Kastanienallee%2012%2C%2010435%20Berlin',
    );
    const tiles = [...map.querySelectorAll('img')].map((tile) => tile.getAttribute('src'));
    expect(tiles).toHaveLength(15);
    // The fixture's address (52.5386° N, 13.4097° E) lies in tile 35209/21487 at zoom 16.
    expect(tiles[7]).toBe('https://tiles.example/16/35209/21487.png');
    expect(screen.getByText('© OpenStreetMap-Mitwirkende')).toBeVisible();
    // The plain directions link stays for those who skip the map.
    expect(screen.getByRole('link', { name: /Route planen/ })).toBeInTheDocument();
  });

  it('shows no map for an address without a position, even with a tile server', async () => {
    const booking = fakeBooking();
    booking.careReceiver = { ...booking.careReceiver, latitude: null, longitude: null };
    await renderDetail({ bookings: [booking] }, booking.bookingId, {
      mapTileUrl: 'https://tiles.example/{z}/{x}/{y}.png',
    });
    expect(await screen.findByRole('link', { name: /Route planen/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Karte/ })).not.toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
  });

  it("says 'Heute' for today's booking and offers 'document now' only once it has ended", async () => {
    const running = fakeBooking({ startDate: hoursFromNow(-0.01), endDate: hoursFromNow(0.5) });
    const { unmount } = await renderDetail({ bookings: [running] }, running.bookingId);
    expect(await screen.findByText('Bearbeiten')).toBeInTheDocument();
    expect(screen.getByText('Heute')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Jetzt dokumentieren' })).not.toBeInTheDocument();
    expect(
      screen.getByText('Dokumentieren kannst du, sobald der Termin vorbei ist.'),
    ).toBeVisible();
    unmount();

    const ended = fakeBooking({ startDate: hoursFromNow(-2), endDate: hoursFromNow(-1) });
    await renderDetail({ bookings: [ended] }, ended.bookingId);
    expect(await screen.findByRole('link', { name: 'Jetzt dokumentieren' })).toHaveAttribute(
      'href',
      `/bookings/${ended.bookingId}/fulfill`,
    );
  });

  it('lets an independent delete a later booking after confirming, then shows the diary', async () => {
    const booking = fakeBooking({
      careReceiver: { ...fakeBooking().careReceiver, firstName: 'Del' },
    });
    const { user, calls, router } = await renderDetail({ bookings: [booking] }, booking.bookingId);
    await user.click(await screen.findByRole('button', { name: 'Termin löschen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Termin löschen?' });
    await user.click(within(dialog).getByRole('button', { name: 'Behalten' }));
    expect(calls.some((call) => call.url.includes('/delete/'))).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Termin löschen' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Termin löschen?' })).getByRole('button', {
        name: 'Löschen',
      }),
    );
    await screen.findByRole('tab', { name: 'Anstehend' });
    expect(router.state.location.pathname).toBe('/bookings');
    expect(
      calls.some((call) => call.url === `/caregiver-app/booking/delete/${booking.bookingId}`),
    ).toBe(true);
    expect(screen.queryByText(/Del Müller/)).not.toBeInTheDocument();
  });

  it.each([
    ['BOOKING_SOMETHING_NEW', 'Fehler: BOOKING_SOMETHING_NEW'],
    ['BOOKING_IS_INVOICED', 'Diese Buchung ist bereits abgerechnet.'],
  ])(
    'a refused delete with %s says %s and keeps the booking (spec 1 §8, record 0109)',
    async (errorCode, message) => {
      const booking = fakeBooking();
      const { user, router } = await renderDetail(
        { bookings: [booking], onCommand: () => json(409, { status: 409, errorCode }) },
        booking.bookingId,
      );
      await user.click(await screen.findByRole('button', { name: 'Termin löschen' }));
      await user.click(
        within(await screen.findByRole('dialog', { name: 'Termin löschen?' })).getByRole('button', {
          name: 'Löschen',
        }),
      );
      expect(await screen.findByText(message)).toBeVisible();
      expect(router.state.location.pathname).toBe(`/bookings/${booking.bookingId}`);
    },
  );

  it('offers no delete for a first booking', async () => {
    const first = fakeBooking({ isFirstBooking: true, firstBookingStatus: 'CREATED' });
    await renderDetail({ bookings: [first] }, first.bookingId);
    expect(await screen.findByText('Ersttermin unbestätigt')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Termin löschen' })).not.toBeInTheDocument();
  });

  it('gives employees cancel and survey, but no delete and no price', async () => {
    const done = fakeBooking({ status: 'FULFILLED', surveyStatus: 'false', pricing: null });
    await renderDetail({ bookings: [done], isEmployee: true }, done.bookingId);
    expect(await screen.findByRole('link', { name: 'Umfrage ausfüllen' })).toHaveAttribute(
      'href',
      `/bookings/${done.bookingId}/survey`,
    );
    expect(screen.queryByRole('link', { name: 'Bearbeiten' })).not.toBeInTheDocument();
    expect(screen.queryByText('Preis')).not.toBeInTheDocument();

    const upcoming = fakeBooking({ pricing: null });
    await renderDetail({ bookings: [upcoming], isEmployee: true }, upcoming.bookingId);
    expect(await screen.findByRole('link', { name: 'Termin absagen' })).toHaveAttribute(
      'href',
      `/bookings/${upcoming.bookingId}/cancel`,
    );
    expect(screen.queryByRole('button', { name: 'Termin löschen' })).not.toBeInTheDocument();
  });

  it('offers an employee the survey of an invoiced booking whose survey is still open (issue 16 §4)', async () => {
    const invoiced = fakeBooking({
      status: 'INVOICED',
      surveyStatus: 'false',
      hasCgConfirmationProof: true,
      pricing: null,
    });
    await renderDetail({ bookings: [invoiced], isEmployee: true }, invoiced.bookingId);
    expect(await screen.findByRole('link', { name: 'Umfrage ausfüllen' })).toHaveAttribute(
      'href',
      `/bookings/${invoiced.bookingId}/survey`,
    );
  });

  it("moves the focus to the new page's heading after a navigation (issue 16 §12)", async () => {
    const booking = fakeBooking({ startDate: hoursFromNow(48), endDate: hoursFromNow(49) });
    await signIn();
    const fake = await testClient(diaryServer({ bookings: [booking] }));
    renderRoutes(bookingsRoutes, { client: fake.client, initialEntries: ['/bookings'] });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('link', { name: /Erika Müller/ }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Termin' });
    await waitFor(() => expect(heading).toHaveFocus());
    await user.click(await screen.findByRole('link', { name: 'Bearbeiten' }));
    const edit = await screen.findByRole('heading', { level: 1, name: 'Termin bearbeiten' });
    await waitFor(() => expect(edit).toHaveFocus());
  });

  it("says a single booking is loading, not 'Termine werden geladen' (issue 16 §13)", async () => {
    const booking = fakeBooking();
    await renderDetail({ bookings: [booking] }, booking.bookingId);
    expect(await screen.findByText('Termin wird geladen …')).toBeInTheDocument();
    expect(screen.queryByText('Termine werden geladen …')).not.toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Bearbeiten' })).toBeInTheDocument();
  });

  it('shows an employee the stored paper proof through a download token (issue 16 §5)', async () => {
    const paper = fakeBooking({
      status: 'FULFILLED',
      surveyStatus: 'true',
      hasPaperBookingProof: true,
      pricing: null,
    });
    const { user, calls } = await renderDetail(
      {
        bookings: [paper],
        isEmployee: true,
        onCommand: (call) =>
          call.url.endsWith('/request-token')
            ? json(200, { status: 200, data: { token_id: 'token-1' } })
            : undefined,
      },
      paper.bookingId,
    );
    await user.click(await screen.findByRole('button', { name: 'Papiernachweis anzeigen' }));
    expect(await screen.findByRole('img', { name: 'Foto des Papiernachweises' })).toHaveAttribute(
      'src',
      '/caregiver-app/booking/image/download/token-1',
    );
    const request = calls.find((call) => call.url.endsWith('/request-token'));
    expect(request?.url).toBe(
      `/caregiver-app/booking/image/download/${paper.bookingId}/request-token`,
    );
    // spec 1 §7: the call has no body; without one the server opens the paper proof.
    expect(request?.method).toBe('POST');
    expect(request?.body).toBeNull();
  });

  it('lets an employee upload the paper proof of a started booking on its detail (issue 16 §5)', async () => {
    const started = fakeBooking({
      startDate: hoursFromNow(-2),
      endDate: hoursFromNow(-1),
      pricing: null,
    });
    await renderDetail({ bookings: [started], isEmployee: true }, started.bookingId);
    expect(await screen.findByRole('heading', { level: 2, name: 'Papiernachweis' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Foto aufnehmen oder auswählen' })).toBeEnabled();
    expect(
      screen.getByLabelText('Foto des Leistungsnachweises aufnehmen oder auswählen'),
    ).toHaveAttribute('type', 'file');
  });

  it('offers no edit for a first booking the customer declined (issue 16 §8)', async () => {
    const declined = fakeBooking({
      isFirstBooking: true,
      firstBookingStatus: 'DECLINED',
      startDate: hoursFromNow(48),
      endDate: hoursFromNow(49),
    });
    await renderDetail({ bookings: [declined] }, declined.bookingId);
    expect(
      await screen.findByText(
        'Der Kunde hat diesen ersten Termin abgelehnt; er kann nicht mehr geändert werden.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Bearbeiten' })).not.toBeInTheDocument();
  });

  it('leads back to the tab it was opened from (spec 1 §2 isPastBooking)', async () => {
    const booking = fakeBooking({
      startDate: '2020-03-10T09:00:00.000Z',
      endDate: '2020-03-10T10:00:00.000Z',
    });
    await signIn();
    const fake = await testClient(diaryServer({ bookings: [booking] }));
    renderRoutes(bookingsRoutes, {
      client: fake.client,
      initialEntries: [`/bookings/${booking.bookingId}?isPastBooking=true`],
    });
    expect(await screen.findByRole('link', { name: /^Zurück/ })).toHaveAttribute(
      'href',
      '/bookings?tab=past',
    );
  });

  it('leads back to the upcoming tab without the flag', async () => {
    const booking = fakeBooking();
    await renderDetail({ bookings: [booking] }, booking.bookingId);
    expect(await screen.findByRole('link', { name: /^Zurück/ })).toHaveAttribute(
      'href',
      '/bookings',
    );
  });

  it('shows the deleted-booking error screen for a booking that is gone', async () => {
    const { user, router } = await renderDetail(
      { bookings: [] },
      'a3c1e0de-0000-4000-8000-000000000000',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Fehler' })).toBeInTheDocument();
    expect(
      screen.getByText("Ups! Dieser Eintrag wurde gelöscht. Hier gibt's nichts mehr zu sehen!"),
    ).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Zurück zum Kalender' }));
    expect(router.state.location.pathname).toBe('/bookings');
  });
});

describe('the document_booking deep link (spec 1 §2)', () => {
  it('opens the booking after signing in when it was opened logged out', async () => {
    const booking = fakeBooking();
    const fake = await testClient(diaryServer({ bookings: [booking] }));
    const { router } = renderRoutes(appRoutes, {
      patchRoutesOnNavigation: patchSignedInRoutes,
      client: fake.client,
      initialEntries: [`/bookings/${booking.bookingId}`],
    });
    expect(await screen.findByRole('heading', { name: 'Anmelden' })).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ from: `/bookings/${booking.bookingId}` });
    const user = userEvent.setup({ delay: null });
    await user.type(
      screen.getByLabelText(/^E-Mail-Adresse/, { selector: 'input' }),
      'anna@careport.example',
    );
    await user.type(screen.getByLabelText(/^Passwort/, { selector: 'input' }), 'careport');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Termin' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/bookings/${booking.bookingId}`);
  });
});
