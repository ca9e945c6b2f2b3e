import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ProposalAnswer } from '../../lib/types';
import { data, ME, on, tokenReply } from '../../test/fake-api';
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
  created_at: '2026-12-01T09:00:00.000Z',
  ...overrides,
});

describe('answers to proposals (issue 40)', () => {
  it("accepts a counter-proposal: the award asks for the caregiver's offered time", async () => {
    const { calls } = renderConsole(
      '/service-requests',
      [
        on('POST', '/auth/token', tokenReply('dispatcher')),
        on('GET', '/ops/staff/me', data(ME.dispatcher)),
        on(
          'GET',
          '/ops/proposals',
          data({
            proposals: [
              answer({}),
              answer({
                proposal_id: 'p-2',
                caregiver: { ...answer({}).caregiver, id: 'cg-bo', email: 'bo@careport.example' },
                counter_proposal: null,
              }),
            ],
          }),
        ),
        on('POST', '/ops/service-requests/sr-1/award', data({ contract_id: 'c-1' }, 201)),
      ],
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
});
