import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { enqueue, updateEntry } from '../../../lib/offline/outbox';
import type { RecordedCall } from '../../../test/fake-server';
import { json, signIn, testClient } from '../../../test/fake-server';
import { renderRoutes } from '../../../test/render';
import { warmUpAppChunks } from '../../../test/warm-up';
import { bookingsRoutes } from '../routes';
import type { DiaryServer } from '../testing/booking-fixtures';
import { diaryServer, fakeBooking } from '../testing/booking-fixtures';

// Issue 39: offline, the screens tell the truth. A visit documented on the device and waiting in
// the outbox shows what was documented and that it waits; what needs the server says so.
beforeAll(warmUpAppChunks, 30_000);

afterEach(() => {
  vi.restoreAllMocks();
});

const PAST = { startDate: '2020-03-10T09:00:00.000Z', endDate: '2020-03-10T10:00:00.000Z' };

/** The diary's server, with the catalogue of main services the documenting form showed. */
function serverWithCatalogue(state: DiaryServer) {
  const diary = diaryServer(state);
  return (call: RecordedCall) =>
    call.url === '/definition/service-request/booking-services'
      ? json(200, {
          data: [
            { id: 'main-1', label: { de: 'Hauswirtschaft', en: 'Housekeeping' } },
            { id: 'main-2', label: { de: 'Begleitung', en: 'Company' } },
          ],
        })
      : diary(call);
}

async function render(state: DiaryServer, path: string) {
  await signIn();
  const fake = await testClient(serverWithCatalogue(state));
  return {
    ...fake,
    ...renderRoutes(bookingsRoutes, { client: fake.client, initialEntries: [path] }),
  };
}

/** The fulfil an offline documenting left in the outbox, as the services form sends it. */
function queueFulfil(bookingId: string) {
  return enqueue({
    id: crypto.randomUUID(),
    owner: 'caregiver-1',
    command: {
      kind: 'fulfil',
      bookingId,
      body: {
        start_date: '2020-03-10T09:15:00.000Z',
        end_date: '2020-03-10T10:45:00.000Z',
        main_service_ids: ['main-2'],
        other_service_description: 'Fenster geputzt',
        payment_method: 'private_payment',
      },
    },
    label: { careReceiverName: 'Erika Müller', startDate: PAST.startDate },
  });
}

function goOffline() {
  vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
  act(() => {
    window.dispatchEvent(new Event('offline'));
  });
}

describe('a visit documented offline, waiting in the outbox (issue 39)', () => {
  it('shows what was documented with the waiting state, not an undocumented or empty visit', async () => {
    // The server's copy: not documented yet (the outbox has not been sent).
    const booking = fakeBooking(PAST);
    await queueFulfil(booking.bookingId);
    await render({ bookings: [booking] }, `/bookings/${booking.bookingId}`);

    expect(await screen.findByText('Dokumentation wartet auf Senden')).toBeInTheDocument();
    expect(screen.getByText('wartet auf Senden')).toBeInTheDocument();
    // What the caregiver entered: the times, the service named from the catalogue, the rest.
    expect(screen.getByText('10:15–11:45 Uhr')).toBeInTheDocument();
    expect(await screen.findByText('Begleitung')).toBeInTheDocument();
    expect(screen.getByText('Sonstiges: Fenster geputzt')).toBeInTheDocument();
    expect(screen.getByText('Zahlungsart').nextSibling).not.toHaveTextContent(/^-$/);
    expect(screen.queryByText('Keine Leistungen angegeben.')).not.toBeInTheDocument();
    expect(screen.queryByText('undokumentiert')).not.toBeInTheDocument();
    expect(screen.queryByText(/ist dokumentiert/)).not.toBeInTheDocument();
    // Nothing to document again, and no proof the server does not have yet.
    expect(screen.queryByRole('link', { name: 'Jetzt dokumentieren' })).not.toBeInTheDocument();
    expect(screen.queryByText('Leistungsnachweis öffnen')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zur Warteschlange' })).toHaveAttribute(
      'href',
      '/sync',
    );
  });

  it('says when the server refused it, and shows the server’s copy once it is sent', async () => {
    const booking = fakeBooking(PAST);
    const entry = await queueFulfil(booking.bookingId);
    await render({ bookings: [booking] }, `/bookings/${booking.bookingId}`);
    expect(await screen.findByText('Dokumentation wartet auf Senden')).toBeInTheDocument();

    await act(() =>
      updateEntry(entry.id, {
        state: 'failed',
        error: { httpStatus: 409, errorCode: 'BOOKING_ALREADY_FULFILLED' },
      }),
    );
    expect(await screen.findByText(/das Senden wurde abgelehnt/)).toBeInTheDocument();

    await act(() => updateEntry(entry.id, { state: 'done', error: null }));
    expect(await screen.findByRole('link', { name: 'Jetzt dokumentieren' })).toBeInTheDocument();
    expect(screen.queryByText('wartet auf Senden')).not.toBeInTheDocument();
  });

  it('labels its diary card as waiting, and only its own', async () => {
    const waiting = fakeBooking(PAST);
    const other = fakeBooking(PAST);
    await queueFulfil(waiting.bookingId);
    await render({ bookings: [waiting, other] }, '/bookings?tab=past');

    const cards = await screen.findAllByRole('link', { name: /Erika Müller/ });
    expect(cards).toHaveLength(2);
    const byId = (id: string) =>
      cards.find((card) => card.getAttribute('href')?.includes(id)) as HTMLElement;
    expect(await within(byId(waiting.bookingId)).findByText('wartet auf Senden')).toBeVisible();
    expect(within(byId(waiting.bookingId)).queryByText('undokumentiert')).not.toBeInTheDocument();
    expect(within(byId(other.bookingId)).getByText('undokumentiert')).toBeInTheDocument();
    expect(within(byId(other.bookingId)).queryByText('wartet auf Senden')).not.toBeInTheDocument();
  });
});

describe('actions that need the server, offline (issue 39)', () => {
  it('disables edit and cancel with the reason instead of leading to a screen that spins', async () => {
    const booking = fakeBooking({ startDate: '2030-03-10T09:00:00.000Z' });
    await render({ bookings: [booking] }, `/bookings/${booking.bookingId}`);
    // Online: links to the screens.
    expect(await screen.findByRole('link', { name: 'Bearbeiten' })).toHaveAttribute(
      'href',
      `/bookings/${booking.bookingId}/decline`,
    );
    expect(screen.queryByText(/Offline nicht verfügbar/)).not.toBeInTheDocument();

    goOffline();
    const edit = screen.getByRole('button', { name: 'Bearbeiten' });
    expect(edit).toBeDisabled();
    expect(edit).toHaveAccessibleDescription(
      'Offline nicht verfügbar – dafür braucht es eine Verbindung.',
    );
    expect(screen.getByRole('button', { name: 'Termin löschen' })).toBeDisabled();
    expect(screen.queryByRole('link', { name: 'Bearbeiten' })).not.toBeInTheDocument();
    // Said once for the screen, not under every button.
    expect(screen.getAllByText(/Offline nicht verfügbar/)).toHaveLength(1);
  });

  it('disables the proof of service offline, with the reason', async () => {
    const booking = fakeBooking({ ...PAST, status: 'FULFILLED' });
    await render({ bookings: [booking] }, `/bookings/${booking.bookingId}`);
    expect(await screen.findByRole('link', { name: 'Leistungsnachweis öffnen' })).toHaveAttribute(
      'href',
      `/bookings/${booking.bookingId}/proof`,
    );
    goOffline();
    const proof = screen.getByRole('button', { name: 'Leistungsnachweis öffnen' });
    expect(proof).toBeDisabled();
    expect(proof).toHaveAccessibleDescription(/^Offline nicht verfügbar/);
  });

  it('disables adding an appointment in the diary offline, with the reason', async () => {
    await render({ bookings: [fakeBooking()] }, '/bookings');
    expect(await screen.findByRole('link', { name: /Termin hinzufügen/ })).toHaveAttribute(
      'href',
      '/bookings/new',
    );
    goOffline();
    const add = screen.getByRole('button', { name: /Termin hinzufügen/ });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription(/^Offline nicht verfügbar/);
  });
});
