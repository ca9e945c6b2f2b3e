import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { json, signIn, testClient } from '../../../test/fake-server';
import { renderRoutes } from '../../../test/render';
import { warmUpAppChunks } from '../../../test/warm-up';
import { bookingsRoutes } from '../routes';
import type { DiaryServer } from '../testing/booking-fixtures';
import { diaryServer, fakeBooking } from '../testing/booking-fixtures';

type User = ReturnType<typeof userEvent.setup>;

async function renderNew(state: DiaryServer, path = '/bookings/new?contractId=contract-a') {
  await signIn();
  const fake = await testClient(diaryServer(state));
  const view = renderRoutes(bookingsRoutes, { client: fake.client, initialEntries: [path] });
  return { ...fake, ...view, user: userEvent.setup({ delay: null }) };
}

async function setDate(user: User, label: string, value: string) {
  const input = screen.getByRole('textbox', { name: label });
  await user.clear(input);
  await user.type(input, value);
  await user.tab();
}

async function setTime(user: User, label: string, value: string) {
  const [hours, minutes] = value.split(':') as [string, string];
  const hoursInput = screen.getByRole('spinbutton', { name: `${label}: Stunden` });
  await user.clear(hoursInput);
  await user.type(hoursInput, hours);
  const minutesInput = screen.getByRole('spinbutton', { name: `${label}: Minuten` });
  await user.clear(minutesInput);
  await user.type(minutesInput, minutes);
}

async function fillSlot(user: User, start: string, end: string) {
  await screen.findByRole('textbox', { name: 'Beginn – Datum' });
  await setDate(user, 'Beginn – Datum', '15.03.2026');
  await setTime(user, 'Beginn – Uhrzeit', start);
  await setDate(user, 'Ende – Datum', '15.03.2026');
  await setTime(user, 'Ende – Uhrzeit', end);
}

const posts = (calls: { url: string; method: string; body: string | null }[]) =>
  calls
    .filter((call) => call.method === 'POST' && call.url === '/caregiver-app/booking')
    .map((call) => JSON.parse(call.body ?? '{}') as Record<string, string>);

describe('add an appointment (spec 1 §2, §5)', { timeout: 30_000 }, () => {
  // The screen's chunk (with the date pickers) takes a while to transform the first time.
  beforeAll(async () => {
    await Promise.all([import('./new-appointment-route'), warmUpAppChunks()]);
  }, 30_000);

  it('lists the active customers that take another appointment by last name, and preselects the one asked for', async () => {
    const { user } = await renderNew({ bookings: [] });
    const picker = await screen.findByRole('combobox', { name: 'Kunde' });
    expect(picker).toHaveValue('Müller, Erika');
    await user.click(picker);
    const options = await screen.findAllByRole('option', { hidden: true });
    expect(options.map((option) => option.textContent)).toEqual([
      'Adler, Bernd',
      'Müller, Erika',
      'Ölschläger, Zora',
    ]);
  });

  it('says why an active customer is not offered instead of leaving it out silently (issue 39)', async () => {
    await renderNew({ bookings: [] });
    const note = await screen.findByRole('alert', { name: 'Nicht angeboten' });
    expect(note).toHaveTextContent(
      'Anton Aalers: Dokumentiere zuerst den Ersttermin, dann kannst du Folgetermine planen.',
    );
    expect(note).toHaveTextContent(
      'Ada Abendroth: Die Zusammenarbeit endet am 1.04.2026, neue Termine sind nicht mehr möglich.',
    );
    // The ended contract is no active customer: neither offered nor explained.
    expect(note).not.toHaveTextContent('Xaver');
  });

  it('closes the time list on a choice, on Escape and on leaving the field (issue 16 §1)', async () => {
    const { user } = await renderNew({ bookings: [] });
    const hours = await screen.findByRole('spinbutton', { name: 'Beginn – Uhrzeit: Stunden' });
    const minutes = screen.getByRole('spinbutton', { name: 'Beginn – Uhrzeit: Minuten' });
    const timeList = () => document.querySelector<HTMLElement>('.mantine-TimePicker-dropdown');

    await user.click(hours);
    expect(timeList()).not.toBeNull();
    await user.keyboard('{Escape}');
    expect(timeList()).toBeNull();

    // A typed time closes it, so the end time below is free to tap.
    await user.click(hours);
    expect(timeList()).not.toBeNull();
    await user.keyboard('0930');
    expect(timeList()).toBeNull();
    expect(hours).toHaveValue('09');
    expect(minutes).toHaveValue('30');

    // Picking the hour keeps it open for the minutes; picking the minutes closes it.
    await user.click(hours);
    const [hourList, minuteList] = [
      ...timeList()!.querySelectorAll<HTMLElement>('.mantine-TimePicker-controlsList'),
    ];
    await user.click(within(hourList!).getByRole('button', { name: '10', hidden: true }));
    expect(timeList()).not.toBeNull();
    await user.click(within(minuteList!).getByRole('button', { name: '15', hidden: true }));
    expect(timeList()).toBeNull();
    expect(hours).toHaveValue('10');
    expect(minutes).toHaveValue('15');

    // Leaving the field closes it.
    await user.click(hours);
    expect(timeList()).not.toBeNull();
    await user.click(screen.getByRole('heading', { level: 1 }));
    expect(timeList()).toBeNull();
  });

  it('warns from 3 hours and blocks above 8.5 hours, in the error colour from 8 hours', async () => {
    const { user } = await renderNew({ bookings: [] });
    await fillSlot(user, '09:00', '12:00');
    expect(await screen.findByText(/länger als 3 Stunden/)).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'Termin anlegen' });
    expect(submit).toBeEnabled();
    expect(screen.getByTestId('booking-duration')).toHaveTextContent('Dauer: 3,00 Std.');
    expect(screen.getByTestId('booking-duration')).not.toHaveAttribute('data-error-colour');

    await setTime(user, 'Ende – Uhrzeit', '17:00');
    expect(screen.getByTestId('booking-duration')).toHaveAttribute('data-error-colour', 'true');
    expect(submit).toBeEnabled();

    await setTime(user, 'Ende – Uhrzeit', '17:35');
    expect(await screen.findByText(/länger als 8,5 Stunden/)).toBeInTheDocument();
    expect(screen.queryByText(/länger als 3 Stunden/)).not.toBeInTheDocument();
    expect(submit).toBeDisabled();
  });

  it('moves an end at or before the start to the next day', async () => {
    const { user } = await renderNew({ bookings: [] });
    await fillSlot(user, '09:00', '10:00');
    await setTime(user, 'Ende – Uhrzeit', '08:00');
    expect(screen.getByRole('textbox', { name: 'Ende – Datum' })).toHaveValue('16.03.2026');
    expect(screen.getByTestId('booking-duration')).toHaveTextContent('Dauer: 23,00 Std.');
  });

  it('counts overlaps with the other bookings before submitting', async () => {
    const { user } = await renderNew({
      bookings: [
        fakeBooking({ startDate: '2026-03-15T08:30:00Z', endDate: '2026-03-15T09:30:00Z' }),
      ],
    });
    await fillSlot(user, '09:00', '10:00');
    expect(await screen.findByText('Überschneidet sich mit 1 Termin')).toBeInTheDocument();
  });

  it('says the overlap count in proper singular and plural (issue 16 §13)', async () => {
    const { user } = await renderNew({
      bookings: [
        fakeBooking({ startDate: '2026-03-15T08:00:00Z', endDate: '2026-03-15T08:20:00Z' }),
        fakeBooking({ startDate: '2026-03-15T08:30:00Z', endDate: '2026-03-15T09:30:00Z' }),
      ],
    });
    await fillSlot(user, '09:00', '10:00');
    expect(await screen.findByText('Überschneidet sich mit 2 Terminen')).toBeInTheDocument();
    expect(screen.queryByText(/Termin\(en\)/)).not.toBeInTheDocument();
  });

  it('asks for a customer first', async () => {
    const { user, calls } = await renderNew({ bookings: [] }, '/bookings/new');
    await fillSlot(user, '09:00', '10:00');
    await user.click(screen.getByRole('button', { name: 'Termin anlegen' }));
    expect(await screen.findByText('Bitte wähle einen Kunden aus')).toBeInTheDocument();
    expect(posts(calls)).toHaveLength(0);
  });

  it('creates 4 weekly bookings with the recurring toggle, then shows the diary', async () => {
    const { user, calls, router } = await renderNew({ bookings: [] });
    await fillSlot(user, '09:00', '10:00');
    await user.click(screen.getByRole('switch', { name: 'Wöchentlich wiederholen' }));
    await user.click(screen.getByRole('button', { name: '4 Termine anlegen' }));
    await screen.findByRole('tab', { name: 'Anstehend' });
    expect(router.state.location.pathname).toBe('/bookings');
    const slot = (start: string, end: string) => ({
      contract_id: 'contract-a',
      start_date: start,
      end_date: end,
    });
    expect(posts(calls)).toEqual([
      slot('2026-03-15T08:00:00.000Z', '2026-03-15T09:00:00.000Z'),
      slot('2026-03-22T08:00:00.000Z', '2026-03-22T09:00:00.000Z'),
      // Berlin moves to summer time on 29 March 2026: 09:00 stays 09:00.
      slot('2026-03-29T07:00:00.000Z', '2026-03-29T08:00:00.000Z'),
      slot('2026-04-05T07:00:00.000Z', '2026-04-05T08:00:00.000Z'),
    ]);
  });

  it('names each slot that failed with its date and time', async () => {
    const { user } = await renderNew({
      bookings: [],
      onCommand: (call) =>
        call.body?.includes('2026-03-22')
          ? json(409, { status: 409, errorCode: 'BOOKING_IS_OVERLAPPING' })
          : call.body?.includes('2026-03-29')
            ? json(409, { status: 409, errorCode: 'BOOKING_SOMETHING_NEW' })
            : undefined,
    });
    await fillSlot(user, '09:00', '10:00');
    await user.click(screen.getByRole('switch', { name: 'Wöchentlich wiederholen' }));
    await user.click(screen.getByRole('button', { name: '4 Termine anlegen' }));
    const alert = await screen.findByRole('alert', { name: 'Nicht gespeichert:' });
    expect(alert).toHaveTextContent(
      '22.03.2026 09:00: Diese Buchung überschneidet sich mit einer anderen Buchung.',
    );
    // spec 1 §8: a code without a text of its own reads ERROR_RESPONSE with it (record 0109).
    expect(alert).toHaveTextContent('29.03.2026 09:00: Fehler: BOOKING_SOMETHING_NEW');
    expect(alert).toHaveTextContent('2 von 4 Terminen wurden angelegt.');
  });

  it('tells employees they cannot add appointments', async () => {
    await renderNew({ bookings: [], isEmployee: true });
    expect(
      await screen.findByText(
        'Deine Termine werden für dich geplant. Neue Termine kannst du nicht selbst anlegen.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Termin anlegen' })).not.toBeInTheDocument();
  });
});
