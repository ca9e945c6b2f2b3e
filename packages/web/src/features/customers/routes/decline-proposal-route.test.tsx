import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { json, signIn, testClient } from '../../../test/fake-server';
import { expectDisabledOffline } from '../../../test/offline';
import { renderRoutes } from '../../../test/render';
import { customersRoutes } from '../routes';
import type { CustomersServer } from '../testing/customer-fixtures';
import { customersServer, fakeProposal } from '../testing/customer-fixtures';

beforeAll(async () => {
  await Promise.all([import('./decline-proposal-route'), import('./customers-route')]);
}, 30_000);

async function renderDecline(state: CustomersServer, serviceRequestId: string) {
  await signIn();
  const fake = await testClient(customersServer(state));
  const view = renderRoutes(customersRoutes, {
    client: fake.client,
    initialEntries: [`/customers/proposals/${serviceRequestId}/decline`],
  });
  const declineBodies = () =>
    fake.calls
      .filter((call) => call.url.endsWith('/decline'))
      .map((call) => JSON.parse(call.body ?? '{}') as unknown);
  return { ...fake, ...view, declineBodies, user: userEvent.setup({ delay: null }) };
}

/** Declines for a timing reason and turns on the counter-proposal (beyond the spec). */
async function offerAnotherTime(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('checkbox', { name: 'Zu viele Stunden angefragt' }));
  await user.click(screen.getByRole('switch', { name: /Einen anderen Termin vorschlagen/ }));
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('declining a proposal (spec 1 §5 Proposal decline)', () => {
  it('offers the reasons the definition call answers, in its order and labels (spec 1 §7)', async () => {
    const proposal = fakeProposal();
    await signIn();
    const server = customersServer({ proposals: [proposal], contracts: [] });
    const fake = await testClient((call) => {
      if (call.url === '/auth/token' && call.body?.includes('client_credentials')) {
        return json(200, { access_token: 'client', token_type: 'Bearer', expires_in: 300 });
      }
      if (call.url === '/definition/service-request/proposal-decline-reasons') {
        return json(200, {
          status: 200,
          data: [
            { key: 'other', label: { de: 'Etwas anderes', en: 'Something else' } },
            { key: 'distance_too_large', label: { de: 'Zu weit weg', en: 'Too far' } },
            // A key this app does not know yet cannot be sent: not offered.
            { key: 'brand_new', label: { de: 'Ganz neu', en: 'Brand new' } },
          ],
        });
      }
      return server(call);
    });
    renderRoutes(customersRoutes, {
      client: fake.client,
      initialEntries: [`/customers/proposals/${proposal.serviceRequestId}/decline`],
    });
    await screen.findByRole('checkbox', { name: 'Zu weit weg' });
    expect(screen.getAllByRole('checkbox').map((box) => box.getAttribute('value'))).toEqual([
      'other',
      'distance_too_large',
    ]);
  });

  it('needs at least one reason, and a brief text for "other"; nothing is sent before', async () => {
    const proposal = fakeProposal();
    const { user, declineBodies } = await renderDecline(
      { proposals: [proposal], contracts: [] },
      proposal.serviceRequestId,
    );
    await user.click(await screen.findByRole('button', { name: 'Vorschlag ablehnen' }));
    expect(await screen.findByText('Bitte wähle mindestens einen Grund aus')).toBeVisible();

    await user.click(screen.getByRole('checkbox', { name: 'Anderer Grund' }));
    await user.click(screen.getByRole('button', { name: 'Vorschlag ablehnen' }));
    expect(await screen.findByText('Bitte gib kurz einen Grund für die Absage an')).toBeVisible();
    // spec 1 §5: at most 100 characters. A longer pasted text stays whole and is refused, never
    // cut off unseen (as the diary's cancel form, issue 16 §2).
    const text = screen.getByRole('textbox', { name: /Kurze Begründung/ });
    await user.click(text);
    await user.paste('y'.repeat(130));
    expect(text).toHaveValue('y'.repeat(130));
    expect(screen.getByText('130 / 100 Zeichen')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Vorschlag ablehnen' }));
    expect(await screen.findByText('Höchstens 100 Zeichen')).toBeInTheDocument();
    expect(declineBodies()).toEqual([]);
  });

  it('sends the reasons, details only for "other", and returns to the customer area', async () => {
    const proposal = fakeProposal();
    const { user, declineBodies, router } = await renderDecline(
      { proposals: [proposal], contracts: [] },
      proposal.serviceRequestId,
    );
    await user.click(await screen.findByRole('checkbox', { name: 'Entfernung zu groß' }));
    await user.click(screen.getByRole('checkbox', { name: 'Anderer Grund' }));
    await user.type(screen.getByRole('textbox', { name: /Kurze Begründung/ }), '  Kein Auto  ');
    await user.click(screen.getByRole('button', { name: 'Vorschlag ablehnen' }));
    expect(await screen.findByText('Vorschlag abgelehnt')).toBeVisible();
    expect(declineBodies()).toEqual([
      {
        reasons: [
          { reason: 'distance_too_large', details: null },
          { reason: 'other', details: 'Kein Auto' },
        ],
      },
    ]);
    expect(router.state.location.pathname).toBe('/customers');
  });

  it('offers another time for timing reasons only, the next morning at 09:00 by default', async () => {
    // 02:10 in Berlin: "a day from now, rounded" used to offer 02:15 the next night.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-10T01:10:00Z') });
    const proposal = fakeProposal();
    const { user, declineBodies } = await renderDecline(
      { proposals: [proposal], contracts: [] },
      proposal.serviceRequestId,
    );
    await user.click(await screen.findByRole('checkbox', { name: 'Entfernung zu groß' }));
    expect(screen.queryByRole('switch', { name: /anderen Termin/ })).not.toBeInTheDocument();
    await offerAnotherTime(user);
    // Issue 39: a screen reader tells the two times apart.
    for (const name of ['Beginn – Uhrzeit: Stunden', 'Ende – Uhrzeit: Stunden']) {
      expect(screen.getByRole('spinbutton', { name })).toBeInTheDocument();
    }
    await user.type(screen.getByRole('textbox', { name: 'Notiz (optional)' }), 'Lieber vormittags');
    await user.click(screen.getByRole('button', { name: 'Vorschlag ablehnen' }));
    await screen.findAllByText('Vorschlag abgelehnt');
    const [body] = declineBodies() as {
      counter_proposal: { start_date: string; end_date: string; note: string };
    }[];
    expect(body?.counter_proposal).toEqual({
      start_date: '2026-03-11T08:00:00.000Z',
      end_date: '2026-03-11T09:00:00.000Z',
      note: 'Lieber vormittags',
    });
  });

  it('keeps a pasted note over 100 characters whole and refuses it at the note, not the times', async () => {
    const proposal = fakeProposal();
    const { user, declineBodies } = await renderDecline(
      { proposals: [proposal], contracts: [] },
      proposal.serviceRequestId,
    );
    await offerAnotherTime(user);
    const note = screen.getByRole('textbox', { name: 'Notiz (optional)' });
    await user.click(note);
    await user.paste('n'.repeat(130));
    expect(note).toHaveValue('n'.repeat(130));
    expect(screen.getByText('130 / 100 Zeichen')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Vorschlag ablehnen' }));
    expect(await screen.findByText('Höchstens 100 Zeichen')).toBeInTheDocument();
    expect(note).toHaveAccessibleDescription(/Höchstens 100 Zeichen/);
    expect(declineBodies()).toEqual([]);
  });

  it('a code other than not-found shows ERROR_RESPONSE with the code', async () => {
    const proposal = fakeProposal();
    const { user } = await renderDecline(
      {
        proposals: [proposal],
        contracts: [],
        onCommand: () => json(409, { status: 409, errorCode: 'PROPOSAL_ALREADY_ACCEPTED' }),
      },
      proposal.serviceRequestId,
    );
    await user.click(await screen.findByRole('checkbox', { name: 'Entfernung zu groß' }));
    await user.click(screen.getByRole('button', { name: 'Vorschlag ablehnen' }));
    expect(await screen.findByText('Fehler: PROPOSAL_ALREADY_ACCEPTED')).toBeVisible();
  });

  it('employees cannot decline by hand (spec 1 §6)', async () => {
    const proposal = fakeProposal();
    await renderDecline(
      { proposals: [proposal], contracts: [], isEmployee: true },
      proposal.serviceRequestId,
    );
    expect(await screen.findByText('Die Anfrage wird automatisch angenommen.')).toBeVisible();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });
});

describe('declining a proposal offline (issue 39)', () => {
  it('disables the submit with the reason, and sends nothing; enabled online', async () => {
    const proposal = fakeProposal();
    const { user, declineBodies } = await renderDecline(
      { proposals: [proposal], contracts: [] },
      proposal.serviceRequestId,
    );
    await user.click(await screen.findByRole('checkbox', { name: 'Entfernung zu groß' }));
    const submit = expectDisabledOffline('Vorschlag ablehnen');
    await user.click(submit);
    expect(declineBodies()).toEqual([]);
  });
});
