import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, mondayOf, today } from '../../lib/dates';
import type { BookingRow } from '../../lib/types';
import { data, ME, on, tokenReply, type FakeHandler } from '../../test/fake-api';
import { renderConsole } from '../../test/render-console';

const JONAS = {
  id: 'cg-jonas',
  firstName: 'Jonas',
  lastName: 'Becker',
  email: 'jonas@careport.example',
  kind: 'employed',
  postalCode: '10115',
  city: 'Berlin',
  services: ['shopping'],
  languages: ['de'],
};
const monday = mondayOf(today());
const booking: BookingRow = {
  id: 'b-1',
  caregiverId: JONAS.id,
  caregiverName: 'Jonas Becker',
  contractId: 'ct-1',
  careReceiverName: 'Helga Schmidt',
  date: monday,
  start: '09:00',
  end: '10:30',
  status: 'CREATED',
  seriesId: null,
};

function planningApi(extra: FakeHandler[] = []): FakeHandler[] {
  return [
    ...extra,
    on('POST', '/auth/token', tokenReply('dispatcher')),
    on('GET', '/ops/staff/me', data(ME.dispatcher)),
    on('GET', '/ops/caregivers', data({ caregivers: [JONAS], nextCursor: null })),
    on(
      'GET',
      `/ops/caregivers/${JONAS.id}`,
      data({
        caregiver: { ...JONAS, phone: null },
        contracts: [
          {
            id: 'ct-1',
            careReceiver: {
              id: 'cr-1',
              firstName: 'Helga',
              lastName: 'Schmidt',
              postalCode: '10115',
              city: 'Berlin',
            },
            status: 'active',
            startDate: '2026-01-01',
            endDate: null,
          },
        ],
        absences: [],
        availability: { availableForNewCustomers: true, travelDistanceKm: 10 },
        devices: [],
      }),
    ),
    on('GET', `/ops/planning/caregivers/${JONAS.id}/week`, (call) =>
      // A week's `to` is its last day (docs/api/planning.md).
      data({
        from: call.query.get('from'),
        to: addDays(call.query.get('from') ?? monday, 6),
        bookings: [booking],
      }),
    ),
  ];
}

// The dialogs are a lazy chunk: transformed once here, not inside the first test's wait.
beforeAll(async () => {
  await import('./booking-dialogs');
  await import('./planning-page');
});

describe('planning an employee’s week', () => {
  it('shows the week as a list of days on a phone, with each booking', async () => {
    const { calls } = renderConsole(`/planning?caregiver=${JONAS.id}`, planningApi(), {
      signedIn: true,
    });
    const day = await screen.findByRole('region', { name: /Mo/ });
    expect(within(day).getByText('09:00–10:30')).toBeInTheDocument();
    expect(within(day).getByText('Helga Schmidt')).toBeInTheDocument();
    expect(screen.getAllByRole('region')).toHaveLength(7);
    expect(calls.find((call) => call.path.endsWith('/week'))?.query.get('from')).toBe(monday);
  });

  it('creates a recurring booking and shows the server’s warnings', async () => {
    let sent: unknown;
    renderConsole(
      `/planning?caregiver=${JONAS.id}`,
      planningApi([
        on('POST', '/ops/planning/bookings', (call) => {
          sent = call.body;
          return data(
            {
              bookings: [booking],
              warnings: [{ code: 'BOOKING_LONGER_THAN_3_HOURS', message: 'Über 3 Stunden' }],
            },
            201,
          );
        }),
      ]),
      { signedIn: true },
    );
    const user = userEvent.setup();
    await screen.findByText('09:00–10:30');
    await user.click(screen.getByRole('button', { name: 'Termin planen' }));
    const dialog = await screen.findByRole('dialog');
    const date = within(dialog).getByLabelText(/Datum/);
    await user.clear(date);
    await user.type(date, '2030-03-04');
    const end = within(dialog).getByLabelText(/Ende/);
    await user.clear(end);
    await user.type(end, '13:00');
    expect(within(dialog).getByText(/Länger als 3 Stunden/)).toBeInTheDocument();
    const repeat = within(dialog).getByLabelText(/Wöchentlich wiederholen/);
    await user.clear(repeat);
    await user.type(repeat, '3');
    await user.click(within(dialog).getByRole('button', { name: 'Planen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toEqual({
      contractId: 'ct-1',
      date: '2030-03-04',
      start: '09:00',
      end: '13:00',
      repeatWeeks: 3,
    });
    expect(
      await screen.findByText(/Über 3 Stunden \(BOOKING_LONGER_THAN_3_HOURS\)/),
    ).toBeInTheDocument();
  });

  it('keeps the dialog open with the rule’s message when the server refuses', async () => {
    renderConsole(
      `/planning?caregiver=${JONAS.id}`,
      planningApi([
        on('POST', '/ops/planning/bookings', {
          status: 409,
          body: {
            status: 409,
            errorCode: 'BOOKING_IS_OVERLAPPING',
            message: 'BOOKING_IS_OVERLAPPING',
          },
        }),
      ]),
      { signedIn: true },
    );
    const user = userEvent.setup();
    await screen.findByText('09:00–10:30');
    await user.click(screen.getByRole('button', { name: 'Termin planen' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Planen' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('überschneidet sich');
  });

  it('blocks a booking over 8.5 hours before sending it (the domain’s rule)', async () => {
    renderConsole(`/planning?caregiver=${JONAS.id}`, planningApi(), { signedIn: true });
    const user = userEvent.setup();
    await screen.findByText('09:00–10:30');
    await user.click(screen.getByRole('button', { name: 'Termin planen' }));
    const dialog = await screen.findByRole('dialog');
    const end = within(dialog).getByLabelText(/Ende/);
    await user.clear(end);
    await user.type(end, '18:00');
    expect(within(dialog).getByRole('button', { name: 'Planen' })).toBeDisabled();
  });

  it('moves a booking and cancels one with a reason', async () => {
    const sent: { path: string; body: unknown }[] = [];
    renderConsole(
      `/planning?caregiver=${JONAS.id}`,
      planningApi([
        on('PATCH', '/ops/planning/bookings/b-1', (call) => {
          sent.push({ path: call.path, body: call.body });
          return data({ booking, warnings: [] });
        }),
        on('POST', '/ops/planning/bookings/b-1/cancel', (call) => {
          sent.push({ path: call.path, body: call.body });
          // The server answers the row as it was; the week lists live visits only.
          return data({ booking });
        }),
      ]),
      { signedIn: true },
    );
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: /Termin mit Helga Schmidt .* verschieben/ }),
    );
    let dialog = await screen.findByRole('dialog');
    const start = within(dialog).getByLabelText(/Beginn/);
    await user.clear(start);
    await user.type(start, '08:30');
    await user.click(within(dialog).getByRole('button', { name: 'Verschieben' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toEqual({ date: monday, start: '08:30', end: '10:30' });

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: /Termin mit Helga Schmidt .* absagen/ }));
    dialog = await screen.findByRole('dialog');
    const submit = within(dialog).getByRole('button', { name: 'Termin absagen' });
    expect(submit).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/Grund der Absage/), 'Kundin im Krankenhaus');
    await user.click(submit);
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toEqual({
      path: '/ops/planning/bookings/b-1/cancel',
      body: { reason: 'Kundin im Krankenhaus' },
    });
  });

  it('asks to pick an employee first', async () => {
    renderConsole('/planning', planningApi(), { signedIn: true });
    expect(await screen.findByText(/Wähle eine angestellte Betreuungskraft/)).toBeInTheDocument();
  });
});
