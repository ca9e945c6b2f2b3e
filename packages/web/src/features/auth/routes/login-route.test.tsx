import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { sessionStore } from '../../../lib/session';
import { formOf, json, testClient, tokenReply } from '../../../test/fake-server';
import type { RecordedCall } from '../../../test/fake-server';
import { renderRoutes } from '../../../test/render';
import { AuthLayout } from '../components/auth-layout';
import { LoginRoute } from './login-route';

const routes = [
  { element: <AuthLayout />, children: [{ path: '/login', element: <LoginRoute /> }] },
  { path: '/', element: <h1>Startseite</h1> },
  { path: '/bookings', element: <h1>Kalender</h1> },
];

async function renderLogin(
  handler: (call: RecordedCall) => Response | Promise<Response>,
  initialEntry: string | { pathname: string; state: unknown } = '/login',
) {
  const server = await testClient(handler);
  const view = renderRoutes(routes, {
    client: server.client,
    initialEntries: [initialEntry as string],
  });
  return { ...server, ...view, user: userEvent.setup({ delay: null }) };
}

const usernameField = () => screen.getByRole('textbox', { name: 'E-Mail-Adresse' });
const passwordField = () => screen.getByLabelText(/^Passwort/, { selector: 'input' });

describe('login screen (spec 2 §2, §5, §8)', () => {
  it('is German, focuses the first field and offers reset and apply links', async () => {
    await renderLogin(() => json(500, {}));
    expect(screen.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeInTheDocument();
    expect(usernameField()).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Passwort vergessen?' })).toHaveAttribute(
      'href',
      '/request-password-reset',
    );
    const apply = screen.getByRole('link', { name: /Jetzt als Betreuungskraft bewerben/ });
    expect(apply).toHaveAttribute('href', 'https://apply.careport.example');
    expect(apply).toHaveAttribute('target', '_blank');
    expect(document.title).toBe('Anmelden · Careport');
  });

  it('requires username and password, without asking the server', async () => {
    const { user, calls } = await renderLogin(() => tokenReply('a'));
    await user.type(usernameField(), '   ');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(usernameField()).toHaveAccessibleDescription('Erforderlich');
    expect(passwordField()).toHaveAccessibleDescription('Erforderlich');
    expect(usernameField()).toHaveAttribute('aria-invalid', 'true');
    expect(usernameField()).toHaveFocus();
    expect(calls).toHaveLength(0);
  });

  it('shows "Incorrect email/password" in German for invalid_grant, and stays logged out', async () => {
    const { user } = await renderLogin(() => json(400, { error: 'invalid_grant' }));
    await user.type(usernameField(), 'anna@careport.example');
    await user.type(passwordField(), 'falsch');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'E-Mail-Adresse oder Passwort ist falsch.',
    );
    expect(sessionStore.getState().isLoggedIn).toBe(false);
  });

  it('shows the English text in English', async () => {
    await i18n.changeLanguage('en');
    const { user } = await renderLogin(() => json(400, { error: 'invalid_grant' }));
    await user.type(
      screen.getByRole('textbox', { name: 'E-mail address' }),
      'anna@careport.example',
    );
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect email/password');
  });

  it('429: too many attempts', async () => {
    const { user } = await renderLogin(() => json(429, { error: 'too_many_requests' }));
    await user.type(usernameField(), 'anna@careport.example');
    await user.type(passwordField(), 'x');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Zu viele Versuche');
  });

  it("another non-200 answer shows the server's error code", async () => {
    const { user } = await renderLogin(() => json(400, { error: 'invalid_client' }));
    await user.type(usernameField(), 'anna@careport.example');
    await user.type(passwordField(), 'x');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Unerwarteter Fehler: invalid_client',
    );
  });

  it('tells an applicant why, and says ERROR_UNKNOWN for a code OAuth does not define (issue 39)', async () => {
    const { user, unmount } = await renderLogin(() =>
      json(400, { error: 'invalid_grant', error_description: 'application_not_completed' }),
    );
    await user.type(usernameField(), 'bewerberin@careport.example');
    await user.type(passwordField(), 'careport');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Deine Bewerbung ist noch nicht abgeschlossen.',
    );
    unmount();
    const other = await renderLogin(() => json(400, { error: 'account_frozen' }));
    await other.user.type(usernameField(), 'anna@careport.example');
    await other.user.type(passwordField(), 'x');
    await other.user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Unbekannter Fehler, bitte versuche es später erneut.',
    );
  });

  it('signs in with the trimmed username and goes to the page that was wanted', async () => {
    const { user, calls } = await renderLogin(() => tokenReply('access-1'), {
      pathname: '/login',
      state: { from: '/bookings' },
    });
    await user.type(usernameField(), '  anna@careport.example ');
    await user.type(passwordField(), 'careport');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByRole('heading', { name: 'Kalender' })).toBeInTheDocument();
    expect(formOf(calls[0]!)).toMatchObject({
      username: 'anna@careport.example',
      password: 'careport',
    });
    expect(sessionStore.getState().isLoggedIn).toBe(true);
  });

  it('sends one sign-in for a double tap, and clears a field’s error as it is typed in', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { user, calls } = await renderLogin(
      () => new Promise<Response>((resolve) => (answer = resolve)),
    );
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(usernameField()).toHaveAccessibleDescription('Erforderlich');
    await user.type(usernameField(), 'anna@careport.example');
    expect(usernameField()).not.toHaveAccessibleDescription('Erforderlich');
    expect(passwordField()).toHaveAccessibleDescription('Erforderlich');

    await user.type(passwordField(), 'careport');
    const submit = screen.getByRole('button', { name: 'Anmelden' });
    await user.click(submit);
    await user.click(submit);
    await waitFor(() => expect(calls).toHaveLength(1));
    answer(tokenReply('access-1'));
    expect(await screen.findByRole('heading', { name: 'Startseite' })).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it('after a password reset says that the password was changed', async () => {
    await renderLogin(() => json(500, {}), '/login?isPasswordReset=true');
    expect(screen.getByRole('status')).toHaveTextContent('Dein Passwort wurde geändert.');
  });

  it('a signed-in visitor goes straight on', async () => {
    sessionStore.setTokens({ access_token: 'a', expires_in: 900, token_type: 'Bearer' });
    await renderLogin(() => json(500, {}));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Startseite' })).toBeVisible());
  });
});
