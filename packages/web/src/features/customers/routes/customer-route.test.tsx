import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AppConfig } from '../../../lib/app-config';
import { json, signIn, testClient } from '../../../test/fake-server';
import { goOffline, OFFLINE_REASON } from '../../../test/offline';
import { renderRoutes } from '../../../test/render';
import { customersRoutes } from '../routes';
import type { CustomersServer } from '../testing/customer-fixtures';
import { customersServer, fakeContract, hoursFromNow } from '../testing/customer-fixtures';

beforeAll(async () => {
  await Promise.all([import('./customer-route'), import('./customers-route')]);
}, 30_000);

async function renderCustomer(
  state: CustomersServer,
  contractId: string,
  config?: Partial<AppConfig>,
) {
  await signIn();
  const fake = await testClient(customersServer(state));
  const view = renderRoutes(
    [...customersRoutes, { path: '/bookings/new', element: <p>Termin hinzufügen</p> }],
    {
      client: fake.client,
      initialEntries: [`/customers/${contractId}`],
      ...(config && { config }),
    },
  );
  return { ...fake, ...view, user: userEvent.setup({ delay: null }) };
}

describe('the customer detail (spec 1 §2 Customer detail)', () => {
  it('shows care degree, address, contact to tap, services, schedule, prices, commission and stats', async () => {
    const contract = fakeContract();
    await renderCustomer({ proposals: [], contracts: [contract] }, contract.contractId);
    expect(await screen.findByRole('heading', { level: 1, name: 'Erika Müller' })).toBeVisible();
    expect(screen.getByText('Weiblich · 82 Jahre · Pflegegrad 3')).toBeVisible();
    expect(screen.getByText('Kastanienallee 12, 10435 Berlin')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Anrufen: 030 1234567' })).toHaveAttribute(
      'href',
      'tel:0301234567',
    );
    expect(screen.getByRole('link', { name: 'E-Mail: erika.mueller@example.de' })).toHaveAttribute(
      'href',
      'mailto:erika.mueller@example.de',
    );
    expect(screen.getByText('Abtretung an die Pflegekasse')).toBeVisible();
    expect(screen.getByText('Einmal pro Woche')).toBeVisible();
    expect(screen.getByText('39,00 €')).toBeVisible();
    expect(screen.getByText('29,25 €')).toBeVisible();
    expect(screen.getByText('Careport-Provision 25,00 %')).toBeVisible();
    expect(screen.getByText('5,5')).toBeVisible();
    expect(screen.getByText('160,88 €')).toBeVisible();
    expect(screen.getByRole('link', { name: /1 Monat mit Leistungsnachweis/ })).toHaveAttribute(
      'href',
      `/customers/${contract.contractId}/service-documentation`,
    );
  });

  it('shows an empty payment method as a dash (spec 1 §3), a set one by its label', async () => {
    const empty = fakeContract({ paymentMethod: null });
    const { unmount } = await renderCustomer(
      { proposals: [], contracts: [empty] },
      empty.contractId,
    );
    const payment = async () =>
      (await screen.findByRole('heading', { level: 2, name: 'Zahlungsart' })).nextElementSibling;
    expect(await payment()).toHaveTextContent(/^-$/);
    unmount();
    const privatePay = fakeContract({ paymentMethod: 'private_payment' });
    await renderCustomer({ proposals: [], contracts: [privatePay] }, privatePay.contractId);
    expect(await payment()).toHaveTextContent(/^Kein Budget nutzen - Privatzahlung$/);
  });

  it('an employee sees no prices, commission or earnings, and no first-appointment actions', async () => {
    const contract = fakeContract({ pricing: null });
    contract.stats = { ...contract.stats, grossEarningsInCents: null };
    await renderCustomer(
      { proposals: [], contracts: [contract], isEmployee: true },
      contract.contractId,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Erika Müller' })).toBeVisible();
    expect(screen.queryByText(/Provision/)).not.toBeInTheDocument();
    expect(screen.queryByText(/€/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Bestätigen' })).not.toBeInTheDocument();
    expect(screen.queryByText(/innerhalb von 24 Stunden/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Checkliste/ })).not.toBeInTheDocument();
  });

  it('shows the Customer / Additional contact tabs only when the care receiver is not a self-booker', async () => {
    const contract = fakeContract();
    const { user, unmount } = await renderCustomer(
      { proposals: [], contracts: [contract] },
      contract.contractId,
    );
    await user.click(await screen.findByRole('tab', { name: 'Zusätzlicher Kontakt' }));
    expect(await screen.findByText('Sabine Müller')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Anrufen: +49 170 7654321' })).toHaveAttribute(
      'href',
      'tel:+491707654321',
    );
    unmount();

    const selfBooker = fakeContract({ customer: null });
    selfBooker.careReceiver = { ...selfBooker.careReceiver, isSelfBooker: true };
    await renderCustomer({ proposals: [], contracts: [selfBooker] }, selfBooker.contractId);
    expect(await screen.findByText(/Bucht selbst/)).toBeVisible();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });

  it('an unconfirmed first appointment: the call reminder, the answers and the checklists', async () => {
    const contract = fakeContract({ createdAt: '2030-03-01T08:00:00.000Z' });
    contract.createdAt = hoursFromNow(-2);
    await renderCustomer({ proposals: [], contracts: [contract] }, contract.contractId);
    expect(await screen.findByText('Ruf Erika Müller innerhalb von 24 Stunden an')).toBeVisible();
    // Issue 39: the number to call, the additional contact's, one tap away.
    expect(
      screen.getByRole('link', { name: 'Sabine Müller anrufen: +49 170 7654321' }),
    ).toHaveAttribute('href', 'tel:+491707654321');
    expect(screen.getByRole('status')).toHaveTextContent('Ersttermin noch nicht bestätigt');
    const base = `/customers/${contract.contractId}`;
    expect(screen.getByRole('link', { name: 'Bestätigen' })).toHaveAttribute(
      'href',
      `${base}/first-booking-confirm`,
    );
    expect(screen.getByRole('link', { name: 'Noch unsicher' })).toHaveAttribute(
      'href',
      `${base}/first-booking-status`,
    );
    expect(screen.getByRole('link', { name: 'Absagen' })).toHaveAttribute(
      'href',
      `${base}/first-booking-decline`,
    );
    expect(screen.getByRole('link', { name: 'Checkliste Erstgespräch' })).toHaveAttribute(
      'href',
      `${base}/first-call-checklist`,
    );
    // Issue 39: the guide opens in the app's PDF reader, never leaving the installed app.
    const guide = screen.getByRole('link', { name: /Leitfaden Erstgespräch/ });
    const href = new URL(guide.getAttribute('href') ?? '', 'https://app.example');
    expect(href.pathname).toBe('/customers/pdf');
    expect(href.searchParams.get('url')).toBe('/docs/first-call-guide.pdf');
    expect(guide).not.toHaveAttribute('target');
  });

  it('the call reminder turns red once the 24 hours are over', async () => {
    const contract = fakeContract({ createdAt: hoursFromNow(-25) });
    await renderCustomer({ proposals: [], contracts: [contract] }, contract.contractId);
    expect(
      await screen.findByText('Die 24 Stunden sind vorbei. Bitte ruf jetzt an.'),
    ).toBeVisible();
  });

  it.each([
    ['later today', 'CONFIRMED', 0.5, 'Heute bestätigt', 'green'],
    ['in the future', 'CONFIRMED', 72, 'Ersttermin bestätigt', 'green'],
    [
      'past',
      'CONFIRMED',
      -2,
      'Achtung: Der Ersttermin ist vorbei. Wie geht es weiter?',
      'darkGray',
    ],
  ] as const)(
    'the status bar of a first appointment confirmed and %s (spec 1 §4)',
    async (_n, status, hours, text, colour) => {
      // Noon in Berlin: "later today" must not cross midnight, as it did when the suite ran
      // at 23:50 Berlin time. Only the clock is set; timers stay real for the queries.
      vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-10T11:00:00Z') });
      const contract = fakeContract({
        firstBookingStatus: status,
        firstBooking: {
          bookingId: 'b0000000-0000-4000-8000-000000000999',
          startDate: hoursFromNow(hours - 0.25),
          endDate: hoursFromNow(hours),
          status: 'CREATED',
        },
      });
      await renderCustomer({ proposals: [], contracts: [contract] }, contract.contractId);
      const bar = await screen.findByText(text);
      expect(bar.closest('[data-colour]')).toHaveAttribute('data-colour', colour);
    },
  );

  afterEach(() => {
    vi.useRealTimers();
  });

  it('a declined first booking hides the status bar', async () => {
    const contract = fakeContract({ firstBookingStatus: 'DECLINED', isActive: false });
    await renderCustomer({ proposals: [], contracts: [contract] }, contract.contractId);
    expect(await screen.findByText('Die Zusammenarbeit ist beendet.')).toBeVisible();
    expect(document.querySelector('[data-colour]')).toBeNull();
  });

  it('once follow-ups are settled, a long-running customer carries no first-appointment bar', async () => {
    const contract = fakeContract({
      confirmationStatus: 'CONFIRMED',
      firstBookingStatus: 'CONFIRMED',
      firstBooking: {
        bookingId: 'b0000000-0000-4000-8000-000000000555',
        startDate: hoursFromNow(-900),
        endDate: hoursFromNow(-899),
        status: 'FULFILLED',
      },
      liveBookingCount: 12,
    });
    await renderCustomer({ proposals: [], contracts: [contract] }, contract.contractId);
    // A fulfilled first booking and no end scheduled: follow-ups can be added (spec 1 §4).
    expect(await screen.findByRole('link', { name: 'Termin hinzufügen' })).toHaveAttribute(
      'href',
      `/bookings/new?contractId=${contract.contractId}`,
    );
    expect(document.querySelector('[data-colour]')).toBeNull();
    expect(screen.getByText('Folgetermine vereinbart')).toBeVisible();
  });

  it('says when the collaboration ends', async () => {
    const contract = fakeContract({ cancelationScheduledFor: '2030-04-30T22:00:00.000Z' });
    await renderCustomer({ proposals: [], contracts: [contract] }, contract.contractId);
    expect(await screen.findByText('Die Zusammenarbeit endet am 1.05.2030.')).toBeVisible();
  });

  it('a deleted or foreign contract shows the error screen', async () => {
    await renderCustomer({ proposals: [], contracts: [] }, 'c0000000-0000-4000-8000-000000000404');
    expect(
      await screen.findByText(
        "Ups! Dieser Eintrag wurde gelöscht. Hier gibt's nichts mehr zu sehen!",
      ),
    ).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Fehler' })).toBeVisible();
  });
});

describe('after the first appointment: follow-ups? (spec 1 §4 confirmationStatus)', () => {
  const passedFirst = (status: 'CREATED' | 'FULFILLED' = 'FULFILLED') =>
    fakeContract({
      firstBookingStatus: 'CONFIRMED',
      firstBooking: {
        bookingId: 'b0000000-0000-4000-8000-000000000777',
        startDate: hoursFromNow(-3),
        endDate: hoursFromNow(-2),
        status,
      },
      liveBookingCount: 1,
    });

  it('offline, the answers are disabled with the reason, documenting first stays (issue 39)', async () => {
    const contract = passedFirst('CREATED');
    const { calls } = await renderCustomer(
      { proposals: [], contracts: [contract] },
      contract.contractId,
    );
    const no = await screen.findByRole('button', { name: 'Nein, die Zusammenarbeit endet' });
    expect(no).toBeEnabled();
    expect(screen.queryByText(OFFLINE_REASON)).not.toBeInTheDocument();
    try {
      goOffline();
      expect(no).toBeDisabled();
      expect(no).toHaveAccessibleDescription(OFFLINE_REASON);
      expect(screen.getAllByText(OFFLINE_REASON)).toHaveLength(1);
      // Documenting queues on the device: still offered.
      expect(screen.getByRole('link', { name: 'Ersttermin dokumentieren' })).toBeVisible();
      expect(calls.filter((call) => call.body?.includes('mutation'))).toEqual([]);
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('sends the caregiver to document the first visit before a follow-up can be planned (issue 39)', async () => {
    const contract = passedFirst('CREATED');
    await renderCustomer({ proposals: [], contracts: [contract] }, contract.contractId);
    expect(await screen.findByRole('link', { name: 'Ersttermin dokumentieren' })).toHaveAttribute(
      'href',
      '/bookings/b0000000-0000-4000-8000-000000000777/fulfill',
    );
    expect(screen.getByText(/sobald der Ersttermin dokumentiert ist/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Ja, es gibt Folgetermine' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Nein, die Zusammenarbeit endet' })).toBeVisible();
  });

  it('CONFIRMED after a confirm dialog sends the mutation and opens add-appointment', async () => {
    const contract = passedFirst();
    const { user, calls, router } = await renderCustomer(
      { proposals: [], contracts: [contract] },
      contract.contractId,
    );
    await user.click(await screen.findByRole('button', { name: 'Ja, es gibt Folgetermine' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bist du sicher?' });
    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const mutations = () => calls.filter((call) => call.body?.includes('mutation'));
    expect(mutations()).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Ja, es gibt Folgetermine' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Bist du sicher?' })).getByRole('button', {
        name: 'Ja, es gibt Folgetermine',
      }),
    );
    expect(await screen.findByText('Termin hinzufügen')).toBeVisible();
    expect((JSON.parse(mutations()[0]!.body!) as { variables: unknown }).variables).toEqual({
      contractId: contract.contractId,
      status: 'CONFIRMED',
    });
    expect(router.state.location.pathname).toBe('/bookings/new');
    expect(new URLSearchParams(router.state.location.search).get('contractId')).toBe(
      contract.contractId,
    );
  });

  it('REJECTED is sent after its dialog, the contract is asked for again; a failure says ERROR_UNKNOWN', async () => {
    const contract = passedFirst();
    const state: CustomersServer = {
      proposals: [],
      contracts: [contract],
      onCommand: () =>
        json(200, {
          errors: [{ message: 'no', extensions: { code: 'CONTRACT_CONFIRMATION_NOT_ALLOWED' } }],
        }),
    };
    const { user, calls } = await renderCustomer(state, contract.contractId);
    const contractReads = () =>
      calls.filter((call) => call.body?.includes('CustomerContract(')).length;
    await user.click(await screen.findByRole('button', { name: 'Nein, die Zusammenarbeit endet' }));
    const before = contractReads();
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: 'Nein, die Zusammenarbeit endet',
      }),
    );
    expect(
      await screen.findByText('Unbekannter Fehler, bitte versuche es später erneut.'),
    ).toBeVisible();
    expect(contractReads()).toBeGreaterThan(before);
  });

  it('is not offered while the first appointment is ahead, or with more than one booking', async () => {
    const future = passedFirst();
    future.firstBooking = { ...future.firstBooking!, endDate: hoursFromNow(30) };
    const { unmount } = await renderCustomer(
      { proposals: [], contracts: [future] },
      future.contractId,
    );
    expect(await screen.findByText('Ersttermin bestätigt')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Vielleicht' })).not.toBeInTheDocument();
    unmount();

    const two = passedFirst();
    two.liveBookingCount = 2;
    await renderCustomer({ proposals: [], contracts: [two] }, two.contractId);
    expect(await screen.findByRole('heading', { level: 1, name: 'Erika Müller' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Vielleicht' })).not.toBeInTheDocument();
  });
});
