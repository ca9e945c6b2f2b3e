import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { data, ME, on, tokenReply, type FakeHandler } from '../../test/fake-api';
import { renderConsole } from '../../test/render-console';

const DORA = {
  id: 'staff-1',
  email: 'dispo@careport.example',
  name: 'Dora Dispo',
  role: 'dispatcher',
  disabled: false,
  invitedAt: '2026-11-01T08:00:00.000Z',
  lastSignInAt: null,
};

const adminApi = (extra: FakeHandler[]): FakeHandler[] => [
  ...extra,
  on('POST', '/auth/token', tokenReply('admin')),
  on('GET', '/ops/staff/me', data(ME.admin)),
  on(
    'GET',
    '/ops/staff',
    data({
      staff: [
        DORA,
        { ...ME.admin, disabled: false, invitedAt: DORA.invitedAt, lastSignInAt: null },
      ],
    }),
  ),
];

describe('staff accounts (admin)', () => {
  it('invites a person with a role', async () => {
    let sent: unknown;
    renderConsole(
      '/staff',
      adminApi([
        on('POST', '/ops/staff/invitations', (call) => {
          sent = call.body;
          return data(
            { id: 'staff-9', email: 'neu@careport.example', name: 'Nele Neu', role: 'finance' },
            201,
          );
        }),
      ]),
      { signedIn: true },
    );
    const user = userEvent.setup();
    await screen.findByText('Dora Dispo');
    await user.click(screen.getByRole('button', { name: 'Person einladen' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/E-Mail/), 'neu@careport.example');
    await user.type(within(dialog).getByLabelText(/^Name/), 'Nele Neu');
    await user.click(within(dialog).getByLabelText(/^Rolle/));
    await user.click(await screen.findByRole('option', { name: 'Finanzen', hidden: true }));
    await user.click(within(dialog).getByRole('button', { name: 'Einladung senden' }));
    await waitFor(() =>
      expect(sent).toEqual({ email: 'neu@careport.example', name: 'Nele Neu', role: 'finance' }),
    );
  });

  it('disables another account, never one’s own', async () => {
    const { calls } = renderConsole(
      '/staff',
      adminApi([on('POST', '/ops/staff/staff-1/disable', data({ ...DORA, disabled: true }))]),
      { signedIn: true },
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Konto von Dora Dispo sperren' }));
    await waitFor(() =>
      expect(calls.some((call) => call.path === '/ops/staff/staff-1/disable')).toBe(true),
    );
    expect(
      screen.queryByRole('button', { name: 'Konto von Ada Admin sperren' }),
    ).not.toBeInTheDocument();
  });
});
