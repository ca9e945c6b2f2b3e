import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { json, signIn, testClient } from '../../../test/fake-server';
import { goOffline, OFFLINE_REASON } from '../../../test/offline';
import { renderRoutes } from '../../../test/render';
import { customersRoutes } from '../routes';
import type { CustomersServer } from '../testing/customer-fixtures';
import { customersServer, fakeProposal } from '../testing/customer-fixtures';

beforeAll(async () => {
  await Promise.all([import('./proposal-route'), import('./customers-route')]);
}, 30_000);

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

async function renderProposal(state: CustomersServer, serviceRequestId: string) {
  await signIn();
  const fake = await testClient(customersServer(state));
  const view = renderRoutes(customersRoutes, {
    client: fake.client,
    initialEntries: [`/customers/proposals/${serviceRequestId}`],
  });
  const acceptCalls = () => fake.calls.filter((call) => call.url.endsWith('/accept'));
  return { ...fake, ...view, acceptCalls, user: userEvent.setup({ delay: null }) };
}

const errorAnswer = (code: string, status = 404) => json(status, { status, errorCode: code });

describe('the proposal detail (spec 1 §2 Proposal detail)', () => {
  it('shows the care receiver, schedule, services, description, price and expiry', async () => {
    const proposal = fakeProposal({ expiresAt: '2030-03-09T16:00:00.000Z' });
    await renderProposal({ proposals: [proposal], contracts: [] }, proposal.serviceRequestId);
    expect(await screen.findByText('Erika Müller')).toBeVisible();
    expect(screen.getByText('Weiblich · 82 Jahre · Pflegegrad 2')).toBeVisible();
    expect(screen.getByText('Kastanienallee 12, 10435 Berlin')).toBeVisible();
    expect(screen.getByText('Ab 11.03.2030')).toBeVisible();
    expect(screen.getByText('Einmal pro Woche')).toBeVisible();
    expect(screen.getByText('2,0 Std. pro Termin')).toBeVisible();
    expect(screen.getByText('Wünsche: Dienstags nachmittags')).toBeVisible();
    expect(screen.getByText('Einkaufen')).toBeVisible();
    expect(screen.getByText(/Begleitung zum Einkaufen/)).toBeVisible();
    expect(screen.getByText('32,50 € pro Stunde')).toBeVisible();
    expect(screen.getByText('9.03.2030, 17:00 Uhr')).toBeVisible();
  });

  it('hides the care degree when none or unknown', async () => {
    const proposal = fakeProposal();
    proposal.careReceiver = { ...proposal.careReceiver!, careDegree: 'UNKNOWN' };
    await renderProposal({ proposals: [proposal], contracts: [] }, proposal.serviceRequestId);
    expect(await screen.findByText('Weiblich · 82 Jahre')).toBeVisible();
    expect(screen.queryByText(/Pflegegrad/)).not.toBeInTheDocument();
  });

  it('accepting sets it to accepted; the link to decline is offered too', async () => {
    const proposal = fakeProposal();
    const state: CustomersServer = { proposals: [proposal], contracts: [] };
    const { user, acceptCalls } = await renderProposal(state, proposal.serviceRequestId);
    expect(await screen.findByRole('link', { name: 'Ablehnen' })).toHaveAttribute(
      'href',
      `/customers/proposals/${proposal.serviceRequestId}/decline`,
    );
    state.proposals = [{ ...proposal, status: 'ACCEPTED' }];
    await user.click(screen.getByRole('button', { name: 'Annehmen' }));
    expect(await screen.findByText('Du hast angenommen')).toBeVisible();
    expect(acceptCalls()).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Annehmen' })).not.toBeInTheDocument();
  });

  it('PROPOSAL_ALREADY_ACCEPTED counts as accepted (spec 1 §4)', async () => {
    const proposal = fakeProposal();
    const state: CustomersServer = {
      proposals: [proposal],
      contracts: [],
      onCommand: () => {
        state.proposals = [{ ...proposal, status: 'ACCEPTED' }];
        return errorAnswer('PROPOSAL_ALREADY_ACCEPTED', 409);
      },
    };
    const { user } = await renderProposal(state, proposal.serviceRequestId);
    await user.click(await screen.findByRole('button', { name: 'Annehmen' }));
    expect(await screen.findByText('Du hast angenommen')).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('PROPOSAL_NOT_FOUND counts as declined: it is gone, back to the list', async () => {
    const proposal = fakeProposal();
    const state: CustomersServer = {
      proposals: [proposal],
      contracts: [],
      onCommand: () => {
        state.proposals = [];
        return errorAnswer('PROPOSAL_NOT_FOUND');
      },
    };
    const { user, router } = await renderProposal(state, proposal.serviceRequestId);
    await user.click(await screen.findByRole('button', { name: 'Annehmen' }));
    expect(await screen.findByText('Dieser Vorschlag ist nicht mehr verfügbar.')).toBeVisible();
    expect(router.state.location.pathname).toBe('/customers');
  });

  it('any other code shows ERROR_RESPONSE with the code and keeps the proposal open', async () => {
    const proposal = fakeProposal();
    const { user } = await renderProposal(
      {
        proposals: [proposal],
        contracts: [],
        onCommand: () => errorAnswer('SOMETHING_NEW', 422),
      },
      proposal.serviceRequestId,
    );
    await user.click(await screen.findByRole('button', { name: 'Annehmen' }));
    expect(await screen.findByText('Fehler: SOMETHING_NEW')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Annehmen' })).toBeEnabled();
  });

  it('a malformed id (PROPOSAL_INVALID_SERVICE_REQUEST_ID) is unavailable too', async () => {
    await signIn();
    const fake = await testClient((call) =>
      call.url === '/graphql' && call.body?.includes('CustomerProposal(')
        ? json(200, {
            errors: [
              { message: 'bad', extensions: { code: 'PROPOSAL_INVALID_SERVICE_REQUEST_ID' } },
            ],
          })
        : customersServer({ proposals: [], contracts: [] })(call),
    );
    renderRoutes(customersRoutes, {
      client: fake.client,
      initialEntries: ['/customers/proposals/not-a-uuid'],
    });
    expect(await screen.findByText('Anfrage nicht mehr verfügbar')).toBeVisible();
  });

  it('a proposal awarded elsewhere or expired (null) shows the unavailable state', async () => {
    await renderProposal({ proposals: [], contracts: [] }, 'a0000000-0000-4000-8000-0000000009');
    expect(await screen.findByText('Anfrage nicht mehr verfügbar')).toBeVisible();
    expect(
      screen.getByText('Die Anfrage wurde an jemand anderen vergeben oder ist abgelaufen.'),
    ).toBeVisible();
  });
});

describe("an employee's proposal (spec 1 §4, §6, §9)", () => {
  it('shows no price and no buttons, and accepts itself after 40 seconds, once', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const proposal = fakeProposal();
    const state: CustomersServer = { proposals: [proposal], contracts: [], isEmployee: true };
    const { acceptCalls } = await renderProposal(state, proposal.serviceRequestId);
    expect(await screen.findByText('Erika Müller')).toBeVisible();
    expect(screen.queryByText(/pro Stunde/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Annehmen' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Ablehnen' })).not.toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(38_000));
    expect(screen.getByText(/Wird in \d Sekunden automatisch angenommen/)).toBeVisible();
    expect(acceptCalls()).toHaveLength(0);

    state.proposals = [{ ...proposal, status: 'ACCEPTED' }];
    await act(() => vi.advanceTimersByTimeAsync(2_500));
    expect(await screen.findByText('Du hast angenommen')).toBeVisible();
    expect(acceptCalls()).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(acceptCalls()).toHaveLength(1);
  });
});

describe('answering a proposal offline (issue 39)', () => {
  it('disables accept and decline with the reason, said once; online they are offered', async () => {
    const proposal = fakeProposal();
    const { user, acceptCalls } = await renderProposal(
      { proposals: [proposal], contracts: [] },
      proposal.serviceRequestId,
    );
    expect(await screen.findByRole('button', { name: 'Annehmen' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Ablehnen' })).toBeInTheDocument();
    expect(screen.queryByText(OFFLINE_REASON)).not.toBeInTheDocument();

    goOffline();
    const accept = screen.getByRole('button', { name: 'Annehmen' });
    expect(accept).toBeDisabled();
    expect(accept).toHaveAccessibleDescription(OFFLINE_REASON);
    expect(screen.getByRole('button', { name: 'Ablehnen' })).toBeDisabled();
    expect(screen.queryByRole('link', { name: 'Ablehnen' })).not.toBeInTheDocument();
    expect(screen.getAllByText(OFFLINE_REASON)).toHaveLength(1);
    await user.click(accept);
    expect(acceptCalls()).toEqual([]);
  });
});
