import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { json, signIn, testClient } from '../../../test/fake-server';
import { goOffline, OFFLINE_REASON } from '../../../test/offline';
import { renderRoutes } from '../../../test/render';
import { bookingsRoutes } from '../routes';
import type { DiaryServer } from '../testing/booking-fixtures';
import { diaryServer, fakeBooking } from '../testing/booking-fixtures';

async function renderCancel(state: DiaryServer, bookingId: string) {
  await signIn();
  const fake = await testClient(diaryServer(state));
  const view = renderRoutes(bookingsRoutes, {
    client: fake.client,
    initialEntries: [`/bookings/${bookingId}/cancel`],
  });
  return { ...fake, ...view, user: userEvent.setup({ delay: null }) };
}

/** Cancels as the caregiver, for illness. */
async function cancelForIllness(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('radio', { name: 'Betreuungskraft' }));
  await user.click(screen.getByRole('combobox', { name: 'Grund' }));
  await user.click(
    await screen.findByRole('option', { name: 'caregiver-illness-de', hidden: true }),
  );
  await user.click(screen.getByRole('button', { name: 'Termin absagen' }));
}

describe('cancel a booking (spec 1 §5 Cancel)', { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await import('./cancel-booking-route');
  }, 30_000);

  it("asks for a party and a reason, and text for 'other'; then cancels and shows the diary", async () => {
    const booking = fakeBooking({
      careReceiver: { ...fakeBooking().careReceiver, firstName: 'Cancel', lastName: 'Me' },
    });
    const { user, calls, router } = await renderCancel(
      { bookings: [booking], isEmployee: true },
      booking.bookingId,
    );
    const submit = await screen.findByRole('button', { name: 'Termin absagen' });
    await user.click(submit);
    // Both the party and the reason are missing, each with its own message (issue 16 §3).
    expect(await screen.findByText('Bitte wähle aus, wer abgesagt hat')).toBeInTheDocument();
    expect(screen.getAllByText('Bitte wähle einen Grund aus')).toHaveLength(1);

    await user.click(screen.getByRole('radio', { name: 'Kunde' }));
    await user.click(screen.getByRole('combobox', { name: 'Grund' }));
    await user.click(
      await screen.findByRole('option', { name: 'customer-andere-de', hidden: true }),
    );
    await user.click(submit);
    expect(await screen.findByText('Bitte gib einen Grund an')).toBeInTheDocument();
    expect(calls.some((call) => call.url.includes('/cancel/'))).toBe(false);

    const text = screen.getByRole('textbox', { name: /Begründung/ });
    expect(screen.getByText('0 / 100 Zeichen')).toBeInTheDocument();
    // spec 1 §5: at most 100 characters. A longer pasted text stays whole and is refused, never
    // cut off unseen (issue 16 §2).
    await user.click(text);
    await user.paste('y'.repeat(130));
    expect(text).toHaveValue('y'.repeat(130));
    expect(screen.getByText('130 / 100 Zeichen')).toBeInTheDocument();
    await user.click(submit);
    expect(await screen.findByText('Höchstens 100 Zeichen')).toBeInTheDocument();
    expect(calls.some((call) => call.url.includes('/cancel/'))).toBe(false);

    await user.clear(text);
    await user.type(text, 'x'.repeat(100));
    expect(screen.getByText('100 / 100 Zeichen')).toBeInTheDocument();
    await user.click(submit);
    await screen.findByRole('tab', { name: 'Anstehend' });
    expect(router.state.location.pathname).toBe('/bookings');
    const cancel = calls.find(
      (call) => call.url === `/caregiver-app/booking/cancel/${booking.bookingId}`,
    );
    expect(JSON.parse(cancel?.body ?? '{}')).toEqual({
      cancellation_type: 'customer',
      cancellation_reason: 'customer_andere',
      cancellation_extra_reason: 'x'.repeat(100),
    });
    expect(screen.queryByText(/Cancel Me/)).not.toBeInTheDocument();
  });

  it('removes the booking locally even when the server no longer knows it', async () => {
    const booking = fakeBooking();
    const { user, router } = await renderCancel(
      {
        bookings: [booking],
        isEmployee: true,
        onCommand: () => json(404, { status: 404, errorCode: 'BOOKING_NOT_FOUND' }),
      },
      booking.bookingId,
    );
    await cancelForIllness(user);
    await screen.findByRole('tab', { name: 'Anstehend' });
    expect(router.state.location.pathname).toBe('/bookings');
  });

  it.each([
    ['BOOKING_SOMETHING_NEW', 'Fehler: BOOKING_SOMETHING_NEW'],
    ['BOOKING_IS_INVOICED', 'Diese Buchung ist bereits abgerechnet.'],
  ])(
    'a refused cancel with %s shows %s and stays on the form (spec 1 §8, record 0109)',
    async (errorCode, message) => {
      const booking = fakeBooking();
      const { user, router } = await renderCancel(
        {
          bookings: [booking],
          isEmployee: true,
          onCommand: () => json(409, { status: 409, errorCode }),
        },
        booking.bookingId,
      );
      await cancelForIllness(user);
      expect(await screen.findByRole('alert')).toHaveTextContent(message);
      expect(router.state.location.pathname).toBe(`/bookings/${booking.bookingId}/cancel`);
    },
  );
});

describe('cancel a booking offline (issue 39)', { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await import('./cancel-booking-route');
  }, 30_000);
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('disables the submit with the reason, and sends nothing; enabled online', async () => {
    const booking = fakeBooking();
    const { user, calls } = await renderCancel(
      { bookings: [booking], isEmployee: true },
      booking.bookingId,
    );
    expect(await screen.findByRole('button', { name: 'Termin absagen' })).toBeEnabled();
    expect(screen.queryByText(OFFLINE_REASON)).not.toBeInTheDocument();

    goOffline();
    const submit = screen.getByRole('button', { name: 'Termin absagen' });
    expect(submit).toBeDisabled();
    expect(submit).toHaveAccessibleDescription(OFFLINE_REASON);
    expect(screen.getAllByText(OFFLINE_REASON)).toHaveLength(1);
    await user.click(submit);
    expect(calls.some((call) => call.url.includes('/cancel/'))).toBe(false);
  });
});
