import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { data, ME, on, tokenReply, type FakeHandler } from '../../test/fake-api';
import { renderConsole } from '../../test/render-console';

async function fillIn(code = '123456') {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/E-Mail/), 'dispo@careport.example');
  await user.type(screen.getByLabelText(/^Passwort/), 'geheim-genug');
  await user.type(screen.getByLabelText(/Sechsstelliger Code/), code);
  await user.click(screen.getByRole('button', { name: 'Anmelden' }));
  return user;
}

const refused = (description: string): FakeHandler =>
  on('POST', '/auth/token', {
    status: 400,
    body: { error: 'invalid_grant', error_description: description },
  });

describe('signing in to the console', () => {
  it('signs a dispatcher in with the code and opens their first area', async () => {
    const { calls, router } = renderConsole('/sign-in', [
      on('POST', '/auth/token', tokenReply('dispatcher')),
      on('GET', '/ops/staff/me', data(ME.dispatcher)),
      on('GET', '/ops/caregivers', data({ caregivers: [], nextCursor: null })),
    ]);
    await fillIn();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Betreuungskräfte' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/caregivers');
    expect((calls[0]?.body as URLSearchParams).get('otp')).toBe('123456');
    // The navigation shows the dispatcher's areas only.
    const nav = screen.getByRole('navigation', { name: 'Bereiche' });
    expect(nav).toHaveTextContent('Planung');
    expect(nav).not.toHaveTextContent('Team-Konten');
  });

  it('says clearly when a credential is wrong, and clears the code', async () => {
    renderConsole('/sign-in', [refused('invalid credentials')]);
    await fillIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'E-Mail, Passwort oder Code stimmen nicht.',
    );
    expect(screen.getByLabelText(/Sechsstelliger Code/)).toHaveValue('');
  });

  it('says when the account is locked after too many attempts', async () => {
    renderConsole('/sign-in', [
      on('POST', '/auth/token', { status: 429, body: { error: 'slow_down' } }),
    ]);
    await fillIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('vorübergehend gesperrt');
  });

  it('asks for the code when the server wants one', async () => {
    renderConsole('/sign-in', [refused('otp_required: enter the code')]);
    await fillIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('Code aus deiner Authenticator-App');
  });

  it('takes a recovery code instead of the six digits', async () => {
    const { calls } = renderConsole('/sign-in', [refused('invalid')]);
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: /Wiederherstellungscode verwenden/ }),
    );
    await user.type(screen.getByLabelText(/E-Mail/), 'dispo@careport.example');
    await user.type(screen.getByLabelText(/^Passwort/), 'geheim-genug');
    await user.type(screen.getByLabelText(/^Wiederherstellungscode/), 'abcd-efgh-ijkl');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect((calls[0]?.body as URLSearchParams).get('otp')).toBe('abcd-efgh-ijkl');
  });

  it('keeps the button off until a six-digit code is typed', async () => {
    renderConsole('/sign-in', []);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/E-Mail/), 'a@b.example');
    await user.type(screen.getByLabelText(/^Passwort/), 'x');
    await user.type(screen.getByLabelText(/Sechsstelliger Code/), '12a');
    expect(screen.getByRole('button', { name: 'Anmelden' })).toBeDisabled();
  });

  it('sends a signed-out visit of a screen to the sign-in and back after it', async () => {
    const { router } = renderConsole('/planning', []);
    await screen.findByRole('heading', { name: 'Anmelden' });
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent('/planning')}`);
  });
});
