import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { data, on } from '../../test/fake-api';
import { renderConsole } from '../../test/render-console';

const INVITATION = {
  email: 'neu@careport.example',
  name: 'Nele Neu',
  role: 'dispatcher',
  totpSecret: 'JBSWY3DPEHPK3PXP',
  totpUri: 'otpauth://totp/Careport:neu%40careport.example?secret=JBSWY3DPEHPK3PXP&issuer=Careport',
};
const CODES = Array.from({ length: 10 }, (_, index) => `code-${index}`);

describe('accepting a staff invitation', () => {
  it('shows the secret, sets the password with a code and shows the recovery codes once', async () => {
    let sent: unknown;
    const { calls } = renderConsole('/invitation/tok-1', [
      on('GET', '/staff-invitations/tok-1', data(INVITATION)),
      on('POST', '/staff-invitations/tok-1', (call) => {
        sent = call.body;
        return data({ recoveryCodes: CODES });
      }),
    ]);
    expect(await screen.findByText('JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    expect(screen.getByText(INVITATION.totpUri)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Passwort$|^Passwort \*/), 'ein-langes-passwort');
    await user.type(screen.getByLabelText(/Passwort wiederholen/), 'ein-langes-passwort');
    await user.type(screen.getByLabelText(/Code aus der App/), '123456');
    await user.click(screen.getByRole('button', { name: 'Konto einrichten' }));
    expect(await screen.findByText('code-9')).toBeInTheDocument();
    expect(sent).toEqual({ password: 'ein-langes-passwort', otp: '123456' });
    // Before sign-in: no token is asked for or sent.
    expect(calls.every((call) => call.headers['Authorization'] === undefined)).toBe(true);
    expect(calls.some((call) => call.path === '/auth/token')).toBe(false);
  });

  it('refuses to send mismatching passwords', async () => {
    renderConsole('/invitation/tok-1', [on('GET', '/staff-invitations/tok-1', data(INVITATION))]);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Passwort$|^Passwort \*/), 'ein-langes-passwort');
    await user.type(screen.getByLabelText(/Passwort wiederholen/), 'ein-anderes');
    await user.type(screen.getByLabelText(/Code aus der App/), '123456');
    expect(screen.getByText('Die Passwörter stimmen nicht überein.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Konto einrichten' })).toBeDisabled();
  });

  it('says when the link is used or expired', async () => {
    renderConsole('/invitation/old', [
      on('GET', '/staff-invitations/old', {
        status: 410,
        body: { status: 410, errorCode: 'INVITATION_EXPIRED' },
      }),
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'ungültig, schon verwendet oder abgelaufen',
    );
  });

  it('keeps the form and says so when the code is wrong', async () => {
    renderConsole('/invitation/tok-1', [
      on('GET', '/staff-invitations/tok-1', data(INVITATION)),
      on('POST', '/staff-invitations/tok-1', { status: 400, body: { error: 'invalid_grant' } }),
    ]);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Passwort$|^Passwort \*/), 'ein-langes-passwort');
    await user.type(screen.getByLabelText(/Passwort wiederholen/), 'ein-langes-passwort');
    await user.type(screen.getByLabelText(/Code aus der App/), '000000');
    await user.click(screen.getByRole('button', { name: 'Konto einrichten' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Der Code stimmt nicht'),
    );
  });
});
