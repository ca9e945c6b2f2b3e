import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { data, ME, on, tokenReply } from '../../test/fake-api';
import { renderConsole } from '../../test/render-console';

const row = (overrides: Record<string, unknown>) => ({
  id: 'cr-1',
  firstName: 'Erna',
  lastName: 'Krause',
  postalCode: '10437',
  city: 'Berlin',
  createdAt: '2019-01-10T10:00:00.000Z',
  lastContractEnd: '2020-05-01T10:00:00.000Z',
  hasOpenContract: false,
  isAnonymized: false,
  eligible: true,
  hold: null,
  retentionEndsAt: '2024-01-01T00:00:00.000Z',
  ...overrides,
});

const admin = [
  on('POST', '/auth/token', tokenReply('admin')),
  on('GET', '/ops/staff/me', data(ME.admin)),
];

describe('care receivers (admin)', () => {
  it('anonymises after a confirmation in a dialog', async () => {
    const { calls } = renderConsole(
      '/care-receivers',
      [
        ...admin,
        on('GET', '/ops/care-receivers', data({ careReceivers: [row({})], nextCursor: null })),
        on(
          'POST',
          '/ops/care-receivers/cr-1/anonymize',
          data({ care_receiver_id: 'cr-1', invoices_anonymized: 3 }),
        ),
      ],
      { signedIn: true },
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Krause, Erna anonymisieren' }));
    const dialog = await screen.findByRole('dialog', { name: 'Wirklich anonymisieren?' });
    expect(calls.some((call) => call.path.endsWith('/anonymize'))).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Endgültig anonymisieren' }));
    await waitFor(() =>
      expect(
        calls.filter((call) => call.path === '/ops/care-receivers/cr-1/anonymize'),
      ).toHaveLength(1),
    );
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  });

  it('keeps the action off with the reason while the period runs or a contract is open', async () => {
    renderConsole(
      '/care-receivers',
      [
        ...admin,
        on(
          'GET',
          '/ops/care-receivers',
          data({
            careReceivers: [
              row({
                id: 'cr-2',
                lastName: 'Brandt',
                eligible: false,
                hold: 'RETENTION_RUNNING',
                retentionEndsAt: '2030-01-01T00:00:00.000Z',
              }),
              row({
                id: 'cr-3',
                lastName: 'Vogel',
                eligible: false,
                hold: 'OPEN_CONTRACT',
                hasOpenContract: true,
                retentionEndsAt: null,
              }),
            ],
            nextCursor: null,
          }),
        ),
      ],
      { signedIn: true },
    );
    const running = await screen.findByRole('button', { name: 'Brandt, Erna anonymisieren' });
    expect(running).toBeDisabled();
    expect(running).toHaveAccessibleDescription('Nicht möglich: Die Frist läuft bis 01.01.2030.');
    expect(
      screen.getByRole('button', { name: 'Vogel, Erna anonymisieren' }),
    ).toHaveAccessibleDescription('Nicht möglich: Ein Vertrag läuft noch.');
  });

  it('shows the server’s refusal in the dialog', async () => {
    renderConsole(
      '/care-receivers',
      [
        ...admin,
        on('GET', '/ops/care-receivers', data({ careReceivers: [row({})], nextCursor: null })),
        on('POST', '/ops/care-receivers/cr-1/anonymize', {
          status: 409,
          body: {
            status: 409,
            errorCode: 'CARE_RECEIVER_RETENTION_RUNNING',
            message: 'The retention period runs until 2030-01-01.',
            details: { hold: 'RETENTION_RUNNING', retentionEndsAt: '2030-01-01T00:00:00.000Z' },
          },
        }),
      ],
      { signedIn: true },
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Krause, Erna anonymisieren' }));
    await user.click(await screen.findByRole('button', { name: 'Endgültig anonymisieren' }));
    // In German, with the day the server names, not the server's English message.
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Nicht möglich: Die Frist läuft bis 01.01.2030.',
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('says when nobody matches', async () => {
    renderConsole(
      '/care-receivers',
      [...admin, on('GET', '/ops/care-receivers', data({ careReceivers: [], nextCursor: null }))],
      { signedIn: true },
    );
    expect(await screen.findByText('Niemand passt zu diesen Filtern.')).toBeInTheDocument();
  });
});
