import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ProposalAnswer } from '../../lib/types';
import { data, ME, on, tokenReply, type FakeHandler } from '../../test/fake-api';
import { renderConsole } from '../../test/render-console';

const answer = (overrides: Partial<ProposalAnswer>): ProposalAnswer => ({
  proposal_id: 'p-1',
  service_request_id: 'sr-1',
  state: 'DECLINED',
  status: 'DECLINED',
  expires_at: '2026-12-05T10:00:00.000Z',
  accepted_at: null,
  declined_at: '2026-12-02T09:00:00.000Z',
  caregiver: {
    id: 'cg-anna',
    email: 'anna@careport.example',
    first_name: 'Anna',
    last_name: 'Schulz',
    is_employee: false,
  },
  care_receiver: { id: 'cr-1', first_name: 'Erika', last_name: 'Müller' },
  decline_reasons: [{ reason: 'other', details: 'Dienstags nicht.' }],
  counter_proposal: {
    start_date: '2026-12-10T09:00:00.000Z',
    end_date: '2026-12-10T10:30:00.000Z',
    note: null,
  },
  contract_id: null,
  requested_first_booking: {
    start_date: '2026-12-08T09:00:00.000Z',
    end_date: '2026-12-08T10:30:00.000Z',
  },
  created_at: '2026-12-01T09:00:00.000Z',
  ...overrides,
});

/** A signed-in dispatcher's console whose answers list holds `proposals`, and the award's reply. */
const routes = (proposals: ProposalAnswer[], award: FakeHandler) => [
  on('POST', '/auth/token', tokenReply('dispatcher')),
  on('GET', '/ops/staff/me', data(ME.dispatcher)),
  on('GET', '/ops/proposals', data({ proposals })),
  award,
];

describe('answers to proposals (issue 40)', () => {
  it("accepts a counter-proposal: the award asks for the caregiver's offered time", async () => {
    const { calls } = renderConsole(
      '/service-requests',
      routes(
        [
          answer({}),
          answer({
            proposal_id: 'p-2',
            caregiver: { ...answer({}).caregiver, id: 'cg-bo', email: 'bo@careport.example' },
            counter_proposal: null,
          }),
        ],
        on('POST', '/ops/service-requests/sr-1/award', data({ contract_id: 'c-1' }, 201)),
      ),
      { signedIn: true },
    );
    const accept = await screen.findByRole('button', {
      name: /^Gegenvorschlag von Anna Schulz annehmen: Ersttermin 10\.12\.2026, 10:00 bis 10\.12\.2026, 11:30$/,
    });
    // A decline without another time offers nothing to accept.
    expect(screen.getAllByRole('button', { name: /^Gegenvorschlag/ })).toHaveLength(1);
    await userEvent.setup().click(accept);
    await waitFor(() => {
      const award = calls.find((call) => call.path === '/ops/service-requests/sr-1/award');
      expect(award?.body).toEqual({
        caregiver_email: 'anna@careport.example',
        accept_counter_proposal: true,
      });
    });
    expect(
      await screen.findByText('Zuschlag erteilt: Die Zusammenarbeit ist angelegt.'),
    ).toBeInTheDocument();
  });

  const accepted = [answer({ state: 'ACCEPTED', status: 'ACCEPTED', counter_proposal: null })];

  it('awards with the first appointment the dispatcher agreed, starting from the requested time', async () => {
    const { calls } = renderConsole(
      '/service-requests',
      routes(
        accepted,
        on('POST', '/ops/service-requests/sr-1/award', data({ contract_id: 'c-1' }, 201)),
      ),
      { signedIn: true },
    );
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Zuschlag an Anna Schulz erteilen' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Zuschlag an Anna Schulz' });
    // The request's day at 10:00 Berlin, as long as it asked for.
    const date = within(dialog).getByLabelText(/^Datum/);
    const start = within(dialog).getByLabelText(/^Beginn/);
    const end = within(dialog).getByLabelText(/^Ende/);
    expect(date).toHaveValue('2026-12-08');
    expect(start).toHaveValue('10:00');
    expect(end).toHaveValue('11:30');

    // An end before the start cannot be sent.
    await user.clear(end);
    await user.type(end, '09:30');
    expect(
      within(dialog).getByText('Das Ende des Termins muss nach seinem Beginn liegen.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Zuschlag erteilen' })).toBeDisabled();

    // A visit that took place before it was entered: allowed, and said so.
    await user.clear(date);
    await user.type(date, '2025-07-10');
    await user.clear(start);
    await user.type(start, '09:00');
    await user.clear(end);
    await user.type(end, '10:30');
    expect(within(dialog).getByRole('status')).toHaveTextContent('hat schon begonnen');
    await user.click(within(dialog).getByRole('button', { name: 'Zuschlag erteilen' }));
    await waitFor(() => {
      const award = calls.find((call) => call.path === '/ops/service-requests/sr-1/award');
      // Summer time in Berlin: 09:00 is 07:00 UTC.
      expect(award?.body).toEqual({
        caregiver_email: 'anna@careport.example',
        start_date: '2025-07-10T07:00:00.000Z',
        end_date: '2025-07-10T08:30:00.000Z',
      });
    });
    expect(
      await screen.findByText('Zuschlag erteilt: Die Zusammenarbeit ist angelegt.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("keeps the dialog open with the server's reason when the award is refused", async () => {
    renderConsole(
      '/service-requests',
      routes(
        accepted,
        on('POST', '/ops/service-requests/sr-1/award', {
          status: 409,
          body: { status: 409, errorCode: 'BOOKING_IS_OVERLAPPING', message: 'x' },
        }),
      ),
      { signedIn: true },
    );
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Zuschlag an Anna Schulz erteilen' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Zuschlag an Anna Schulz' });
    await user.click(within(dialog).getByRole('button', { name: 'Zuschlag erteilen' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Der Termin überschneidet sich mit einem anderen Termin.',
    );
    expect(within(dialog).getByLabelText(/^Datum/)).toHaveValue('2026-12-08');
  });
});
