import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { json, signIn, testClient } from '../../../test/fake-server';
import { renderRoutes } from '../../../test/render';
import { bookingsRoutes } from '../routes';
import type { DiaryServer } from '../testing/booking-fixtures';
import { diaryServer, fakeBooking } from '../testing/booking-fixtures';

async function renderEdit(state: DiaryServer, bookingId: string) {
  await signIn();
  const fake = await testClient(diaryServer(state));
  const view = renderRoutes(bookingsRoutes, {
    client: fake.client,
    initialEntries: [`/bookings/${bookingId}/decline`],
  });
  return { ...fake, ...view, user: userEvent.setup({ delay: null }) };
}

async function setEndTime(user: ReturnType<typeof userEvent.setup>, value: string) {
  const [hours, minutes] = value.split(':') as [string, string];
  const hoursInput = screen.getByRole('spinbutton', { name: 'Ende – Uhrzeit: Stunden' });
  await user.clear(hoursInput);
  await user.type(hoursInput, hours);
  const minutesInput = screen.getByRole('spinbutton', { name: 'Ende – Uhrzeit: Minuten' });
  await user.clear(minutesInput);
  await user.type(minutesInput, minutes);
}

describe('edit an appointment (spec 1 §2, §5, §7)', { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await import('./edit-appointment-route');
  }, 30_000);

  it('moves the booking, then shows its detail', async () => {
    const booking = fakeBooking({
      startDate: '2026-03-15T08:00:00Z',
      endDate: '2026-03-15T09:00:00Z',
    });
    const { user, calls, router } = await renderEdit({ bookings: [booking] }, booking.bookingId);
    expect(await screen.findByText('Erika Müller')).toBeInTheDocument();
    // No recurring toggle when editing.
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    await setEndTime(user, '10:30');
    await user.click(screen.getByRole('button', { name: 'Änderungen speichern' }));
    await screen.findByRole('heading', { level: 1, name: 'Termin' });
    expect(router.state.location.pathname).toBe(`/bookings/${booking.bookingId}`);
    const update = calls.find((call) => call.url === `/caregiver-app/booking/${booking.bookingId}`);
    expect(JSON.parse(update?.body ?? '{}')).toEqual({
      start_date: '2026-03-15T08:00:00.000Z',
      end_date: '2026-03-15T09:30:00.000Z',
    });
  });

  it("confirms an independent's first appointment after moving it (spec 1 §7)", async () => {
    const booking = fakeBooking({
      startDate: '2026-03-15T08:00:00Z',
      endDate: '2026-03-15T09:00:00Z',
      isFirstBooking: true,
      firstBookingStatus: 'CREATED',
    });
    const { user, calls } = await renderEdit({ bookings: [booking] }, booking.bookingId);
    const save = await screen.findByRole('button', { name: 'Änderungen speichern' });
    await setEndTime(user, '10:30');
    await user.click(save);
    await screen.findByRole('heading', { level: 1, name: 'Termin' });
    const commands = calls.filter(
      (call) => call.method === 'POST' && call.url.startsWith('/caregiver-app/'),
    );
    expect(commands.map((call) => call.url)).toEqual([
      `/caregiver-app/booking/${booking.bookingId}`,
      `/caregiver-app/first-booking/confirm/${booking.bookingId}`,
    ]);
  });

  it("leaves an employee's first appointment and later appointments unconfirmed", async () => {
    for (const [isEmployee, isFirstBooking] of [
      [true, true],
      [false, false],
    ]) {
      const booking = fakeBooking({
        isFirstBooking,
        firstBookingStatus: isFirstBooking ? 'CREATED' : null,
      });
      const { user, calls, unmount } = await renderEdit(
        { bookings: [booking], isEmployee },
        booking.bookingId,
      );
      await user.click(await screen.findByRole('button', { name: 'Änderungen speichern' }));
      await screen.findByRole('heading', { level: 1, name: 'Termin' });
      expect(calls.some((call) => call.url.includes('/first-booking/'))).toBe(false);
      expect(calls.some((call) => call.url === `/caregiver-app/booking/${booking.bookingId}`)).toBe(
        true,
      );
      unmount();
    }
  });

  it('names the slot when the server refuses the change', async () => {
    const booking = fakeBooking({
      startDate: '2026-03-15T08:00:00Z',
      endDate: '2026-03-15T09:00:00Z',
    });
    const { user } = await renderEdit(
      {
        bookings: [booking],
        onCommand: () => json(400, { status: 400, errorCode: 'BOOKING_IS_FULFILLED' }),
      },
      booking.bookingId,
    );
    await user.click(await screen.findByRole('button', { name: 'Änderungen speichern' }));
    expect(await screen.findByRole('alert', { name: 'Nicht gespeichert:' })).toHaveTextContent(
      '15.03.2026 09:00: Diese Buchung ist bereits dokumentiert.',
    );
  });

  it('shows the deleted-booking screen for a booking that is gone', async () => {
    await renderEdit({ bookings: [] }, 'a3c1e0de-0000-4000-8000-000000000000');
    expect(await screen.findByRole('heading', { level: 1, name: 'Fehler' })).toBeInTheDocument();
  });
});
