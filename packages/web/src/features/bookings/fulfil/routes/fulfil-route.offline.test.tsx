import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { enqueue, refreshOutbox } from '../../../../lib/offline/outbox';
import { sessionStore } from '../../../../lib/session';
import { BOOKING_ID, bodiesOf, fulfilServer, openFulfil } from '../test/fulfil-test-kit';

// Issue 39: documented without a connection, the visit waits in the outbox; the caregiver lands
// on the visit, shown waiting, never on a survey that would find nothing open.

const base64Url = (value: unknown) =>
  btoa(JSON.stringify(value)).replaceAll('+', '-').replaceAll('/', '_').replaceAll('=', '');

/** A session whose token names its caregiver: the outbox queues only for a known owner. */
function signInAsCaregiver() {
  sessionStore.setTokens({
    access_token: `${base64Url({ alg: 'none' })}.${base64Url({ sub: 'caregiver-1' })}.sig`,
    refresh_token: 'refresh-1',
    expires_in: 900,
    token_type: 'Bearer',
  });
}

function goOffline() {
  vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
  act(() => {
    window.dispatchEvent(new Event('offline'));
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('documenting offline (issue 39)', { timeout: 20_000 }, () => {
  it('an independent lands on the visit, told it waits, not on the survey', async () => {
    const view = await openFulfil(fulfilServer({ isEmployee: false }));
    signInAsCaregiver();
    await screen.findByRole('checkbox', { name: 'Alltagsbegleitung' }, { timeout: 5000 });
    goOffline();
    await view.user.click(screen.getByRole('button', { name: 'Termin dokumentieren' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Termindetails' }),
    ).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe(`/bookings/${BOOKING_ID}`);
    expect(
      await screen.findByText(
        'Ohne Verbindung gespeichert. Wird gesendet, sobald du wieder online bist.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Keine Umfrage offen')).not.toBeInTheDocument();
    // Kept on the device, nothing sent.
    expect(bodiesOf(view.calls, '/caregiver-app/booking/fulfill/')).toHaveLength(0);
    const [entry] = await refreshOutbox();
    expect(entry?.command).toMatchObject({ kind: 'fulfil', bookingId: BOOKING_ID });
  });

  it('online, the same form still goes on to the survey', async () => {
    const view = await openFulfil(fulfilServer({ isEmployee: false }));
    signInAsCaregiver();
    await screen.findByRole('checkbox', { name: 'Alltagsbegleitung' }, { timeout: 5000 });
    await view.user.click(screen.getByRole('button', { name: 'Termin dokumentieren' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Umfrage zum Termin' }),
    ).toBeInTheDocument();
    expect(bodiesOf(view.calls, '/caregiver-app/booking/fulfill/')).toHaveLength(1);
  });

  it.each([
    ['waits in the outbox: leads to the visit, no survey', true],
    ['was sent: offers the survey', false],
  ])('an employee’s confirmation of a visit that %s', async (_name, isWaiting) => {
    if (isWaiting) {
      await enqueue({
        id: crypto.randomUUID(),
        owner: 'caregiver-1',
        command: {
          kind: 'fulfil',
          bookingId: BOOKING_ID,
          body: {
            start_date: '2020-03-10T09:00:00.000Z',
            end_date: '2020-03-10T10:00:00.000Z',
            main_service_ids: [],
            other_service_description: 'Begleitung',
            payment_method: 'private_payment',
          },
        },
        label: { careReceiverName: 'Erika Müller', startDate: '2020-03-10T09:00:00.000Z' },
      });
    }
    // The device's copy after documenting: fulfilled, signed, the survey still open.
    await openFulfil(
      fulfilServer({
        isEmployee: true,
        booking: { status: 'FULFILLED', survey_status: 'false', cg_confirmation_proof: true },
      }),
      `/bookings/${BOOKING_ID}/fulfill/done`,
    );
    expect(
      await screen.findByText('Der Termin wurde digital unterschrieben und dokumentiert.'),
    ).toBeInTheDocument();
    const survey = screen.queryByRole('link', { name: 'Umfrage jetzt ausfüllen' });
    const toVisit = screen.queryByRole('link', { name: 'Zum Termin' });
    if (isWaiting) {
      expect(survey).not.toBeInTheDocument();
      expect(toVisit).toHaveAttribute('href', `/bookings/${BOOKING_ID}`);
    } else {
      expect(survey).toBeInTheDocument();
      expect(toVisit).not.toBeInTheDocument();
    }
  });
});
