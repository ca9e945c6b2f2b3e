import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AppConfig } from '../../../lib/app-config';
import { json, signIn, testClient } from '../../../test/fake-server';
import { expectDisabledOffline } from '../../../test/offline';
import { renderRoutes } from '../../../test/render';
import { customersRoutes } from '../routes';
import type { CustomersServer } from '../testing/customer-fixtures';
import { customersServer, fakeContract } from '../testing/customer-fixtures';

beforeAll(async () => {
  await Promise.all([
    import('./first-booking-confirm-route'),
    import('./first-booking-decline-route'),
    import('./first-booking-status-route'),
    import('./checklist-route'),
    import('./customer-route'),
    import('./customers-route'),
  ]);
}, 30_000);

afterEach(() => {
  vi.restoreAllMocks();
});

async function renderScreen(state: CustomersServer, path: string, config?: Partial<AppConfig>) {
  await signIn();
  const fake = await testClient(customersServer(state));
  const view = renderRoutes(customersRoutes, {
    client: fake.client,
    initialEntries: [path],
    ...(config && { config }),
  });
  const posts = (fragment: string) =>
    fake.calls
      .filter((call) => call.method === 'POST' && call.url.includes(fragment))
      .map((call) => ({ url: call.url, body: JSON.parse(call.body ?? '{}') as unknown }));
  return { ...fake, ...view, posts, user: userEvent.setup({ delay: null }) };
}

/** The decline screen of a new contract's first appointment. */
async function renderDeclineScreen() {
  const contract = fakeContract();
  const view = await renderScreen(
    { proposals: [], contracts: [contract] },
    `/customers/${contract.contractId}/first-booking-decline`,
  );
  return { contract, ...view };
}

type User = ReturnType<typeof userEvent.setup>;

/** A decline for a reason of its own, which asks for no sub-reason. */
const PLAIN_OTHER = { reason: 'Anderer Grund', description: 'Kunde zieht um' };

/** Picks an option of one of the decline form's lists, as a caregiver taps it. */
async function choose(user: User, list: string, option: string) {
  await user.click(await screen.findByRole('combobox', { name: list }));
  await user.click(await screen.findByRole('option', { name: option, hidden: true }));
}

/**
 * Fills in the decline form for a reason that takes no sub-reason and sends it; answers the
 * confirmation dialog that opens. The form must not ask what did not fit (record 0110: only
 * different_type_of_caregiver_needed has sub-reasons).
 */
async function fillInDecline(user: User, answer: { reason: string; description: string }) {
  await choose(user, 'Grund', answer.reason);
  expect(screen.queryByRole('combobox', { name: 'Was passt nicht?' })).toBeNull();
  await user.type(screen.getByRole('textbox', { name: /Beschreibung/ }), answer.description);
  await user.click(screen.getByRole('button', { name: 'Ersttermin absagen' }));
  return screen.findByRole('dialog', { name: 'Ersttermin wirklich absagen?' });
}

/** Confirms in the dialog and waits for the screen to say the first appointment is declined. */
async function confirmDecline(user: User, dialog: HTMLElement) {
  await user.click(within(dialog).getByRole('button', { name: 'Ersttermin absagen' }));
  expect(
    await screen.findByText('Ersttermin abgesagt. Die Zusammenarbeit ist beendet.'),
  ).toBeVisible();
}

describe('the first-appointment screens (spec 1 §2, §5, §7)', () => {
  it('confirm: POST first-booking/confirm/{bookingId}, then back to the customer', async () => {
    const contract = fakeContract();
    const { user, posts, router } = await renderScreen(
      { proposals: [], contracts: [contract] },
      `/customers/${contract.contractId}/first-booking-confirm`,
    );
    expect(await screen.findByRole('link', { name: 'Termin ändern' })).toHaveAttribute(
      'href',
      `/bookings/${contract.firstBooking!.bookingId}/decline`,
    );
    await user.click(screen.getByRole('button', { name: 'Ersttermin bestätigen' }));
    expect(await screen.findByText('Ersttermin bestätigt')).toBeVisible();
    expect(posts('/first-booking/confirm/')).toEqual([
      { url: `/caregiver-app/first-booking/confirm/${contract.firstBooking!.bookingId}`, body: {} },
    ]);
    expect(router.state.location.pathname).toBe(`/customers/${contract.contractId}`);
  });

  it.each([
    ['BOOKING_SOMETHING_NEW', 'Fehler: BOOKING_SOMETHING_NEW'],
    ['BOOKING_IS_NOT_FIRST_BOOKING', 'Nur der erste Termin'],
  ])(
    'confirm refused with %s says %s and stays (spec 1 §8, record 0109)',
    async (errorCode, message) => {
      const contract = fakeContract();
      const { user, router } = await renderScreen(
        {
          proposals: [],
          contracts: [contract],
          onCommand: () => json(409, { status: 409, errorCode }),
        },
        `/customers/${contract.contractId}/first-booking-confirm`,
      );
      await user.click(await screen.findByRole('button', { name: 'Ersttermin bestätigen' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(message);
      expect(router.state.location.pathname).toBe(
        `/customers/${contract.contractId}/first-booking-confirm`,
      );
    },
  );

  it('decline: a reason and a non-blank description, confirmed in a dialog; reason and sub-reason are sent apart (record 0110)', async () => {
    const { contract, user, posts, router } = await renderDeclineScreen();
    await user.click(await screen.findByRole('button', { name: 'Ersttermin absagen' }));
    expect(await screen.findByText('Bitte wähle einen Grund aus')).toBeVisible();
    expect(screen.getByText('Die Beschreibung darf nicht leer sein')).toBeVisible();

    await choose(user, 'Grund', 'Andere Art von Betreuungskraft benötigt');
    await user.type(screen.getByRole('textbox', { name: /Beschreibung/ }), '   ');
    await user.click(screen.getByRole('button', { name: 'Ersttermin absagen' }));
    expect(await screen.findByText('Die Beschreibung darf nicht leer sein')).toBeVisible();
    expect(screen.getByText('Bitte wähle einen Grund aus')).toBeVisible();

    await choose(user, 'Was passt nicht?', 'Sprache');
    await user.clear(screen.getByRole('textbox', { name: /Beschreibung/ }));
    await user.type(screen.getByRole('textbox', { name: /Beschreibung/ }), 'Spricht nur Polnisch');
    await user.click(screen.getByRole('button', { name: 'Ersttermin absagen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ersttermin wirklich absagen?' });
    expect(posts('/first-booking/decline/')).toEqual([]);
    await confirmDecline(user, dialog);
    expect(posts('/first-booking/decline/')).toEqual([
      {
        url: `/caregiver-app/first-booking/decline/${contract.firstBooking!.bookingId}`,
        body: {
          decline_reason: 'different_type_of_caregiver_needed',
          decline_sub_reason: 'language',
          decline_description: 'Spricht nur Polnisch',
        },
      },
    ]);
    expect(router.state.location.search).toBe('?tab=customers');
  });

  it("decline: plain 'other' is sent without a sub-reason, unlike 'different type → other'", async () => {
    const { user, posts } = await renderDeclineScreen();
    const dialog = await fillInDecline(user, PLAIN_OTHER);
    await confirmDecline(user, dialog);
    expect(posts('/first-booking/decline/').map((call) => call.body)).toEqual([
      { decline_reason: 'other', decline_sub_reason: null, decline_description: 'Kunde zieht um' },
    ]);
  });

  it("status: a reason is required, and a description for 'other'", async () => {
    const contract = fakeContract();
    const { user, posts } = await renderScreen(
      { proposals: [], contracts: [contract] },
      `/customers/${contract.contractId}/first-booking-status`,
    );
    await user.click(await screen.findByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Der Grund darf nicht leer sein')).toBeVisible();
    await user.click(screen.getByRole('radio', { name: 'Anderer Grund' }));
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Die Beschreibung darf nicht leer sein')).toBeVisible();
    expect(posts('/update-confirmation-status/')).toEqual([]);

    await user.click(screen.getByRole('radio', { name: 'Kunde bespricht es mit der Familie' }));
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Gespeichert')).toBeVisible();
    expect(posts('/update-confirmation-status/')).toEqual([
      {
        url: `/caregiver-app/first-booking/update-confirmation-status/${contract.firstBooking!.bookingId}`,
        body: { reason: 'reason_discuss_with_family', description: '' },
      },
    ]);
  });

  it('cancelling a confirmed first appointment is offered only with the feature flag on', async () => {
    const contract = fakeContract({ firstBookingStatus: 'CONFIRMED' });
    const off = await renderScreen(
      { proposals: [], contracts: [contract] },
      `/customers/${contract.contractId}`,
    );
    expect(await screen.findByText('Ersttermin bestätigt')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Ersttermin absagen' })).not.toBeInTheDocument();
    off.unmount();

    await renderScreen(
      { proposals: [], contracts: [contract] },
      `/customers/${contract.contractId}`,
      {
        featureFlags: { firstBookingConfirmationCancelation: true },
      },
    );
    expect(await screen.findByRole('link', { name: 'Ersttermin absagen' })).toHaveAttribute(
      'href',
      `/customers/${contract.contractId}/first-booking-decline`,
    );
  });

  it('the first-call checklist keeps its ticks on this device', async () => {
    const contract = fakeContract();
    const path = `/customers/${contract.contractId}/first-call-checklist`;
    const first = await renderScreen({ proposals: [], contracts: [contract] }, path);
    await first.user.click(await screen.findByRole('checkbox', { name: /Stell dich vor/ }));
    expect(screen.getByText('1 von 7 erledigt')).toBeVisible();
    first.unmount();
    await renderScreen({ proposals: [], contracts: [contract] }, path);
    expect(await screen.findByRole('checkbox', { name: /Stell dich vor/ })).toBeChecked();
  });
});

describe('the first-appointment answers offline (issue 39)', () => {
  it('decline: the dialog’s confirm is disabled with the reason when the connection drops while it is open', async () => {
    const { user, posts } = await renderDeclineScreen();
    const dialog = await fillInDecline(user, PLAIN_OTHER);
    const confirm = expectDisabledOffline('Ersttermin absagen', dialog);
    // Keeping the customer still works offline.
    expect(within(dialog).getByRole('button', { name: 'Nicht absagen' })).toBeEnabled();
    await user.click(confirm);
    expect(posts('/first-booking/decline/')).toEqual([]);
  });

  it('confirm: disabled with the reason, as is changing the time; enabled online', async () => {
    const contract = fakeContract();
    await renderScreen(
      { proposals: [], contracts: [contract] },
      `/customers/${contract.contractId}/first-booking-confirm`,
    );
    await screen.findByRole('button', { name: 'Ersttermin bestätigen' });
    expectDisabledOffline('Ersttermin bestätigen');
    expect(screen.getByRole('button', { name: 'Termin ändern' })).toBeDisabled();
    expect(screen.queryByRole('link', { name: 'Termin ändern' })).not.toBeInTheDocument();
  });

  it.each([
    ['first-booking-decline', 'Ersttermin absagen'],
    ['first-booking-status', 'Speichern'],
  ])('%s: the submit is disabled with the reason; enabled online', async (screenPath, submit) => {
    const contract = fakeContract();
    const { posts } = await renderScreen(
      { proposals: [], contracts: [contract] },
      `/customers/${contract.contractId}/${screenPath}`,
    );
    await screen.findByRole('button', { name: submit });
    expectDisabledOffline(submit);
    expect(posts('/first-booking/')).toEqual([]);
  });
});
