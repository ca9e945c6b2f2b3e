import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { json, testClient } from '../../../test/fake-server';
import type { RecordedCall } from '../../../test/fake-server';
import { renderRoutes } from '../../../test/render';
import { AuthLayout } from '../components/auth-layout';
import { LoginRoute } from './login-route';
import { NewPasswordRoute } from './new-password-route';
import { RequestPasswordResetRoute } from './request-password-reset-route';

const routes = [
  {
    element: <AuthLayout />,
    children: [
      { path: '/login', element: <LoginRoute /> },
      { path: '/new-password', element: <NewPasswordRoute /> },
      { path: '/request-password-reset', element: <RequestPasswordResetRoute /> },
    ],
  },
];

const LINK = '/new-password?token=t0k3n&email=anna%40careport.example';

async function renderNewPassword(
  handler: (call: RecordedCall) => Response | Promise<Response>,
  entry = LINK,
) {
  const server = await testClient(handler);
  const view = renderRoutes(routes, { client: server.client, initialEntries: [entry] });
  return { ...server, ...view, user: userEvent.setup({ delay: null }) };
}

const field = (name: RegExp) => screen.getByLabelText(name, { selector: 'input' });

describe('new password screen (spec 2 §2, §5)', () => {
  it('says "Passwords must match" in German', async () => {
    const { user, calls } = await renderNewPassword(() => json(500, {}));
    expect(field(/^Neues Passwort \*?$/)).toHaveFocus();
    await user.type(field(/^Neues Passwort \*?$/), 'geheim1');
    await user.type(field(/^Neues Passwort wiederholen/), 'geheim2');
    await user.click(screen.getByRole('button', { name: 'Passwort speichern' }));
    expect(field(/^Neues Passwort wiederholen/)).toHaveAccessibleDescription(
      'Die Passwörter müssen übereinstimmen',
    );
    expect(calls).toHaveLength(0);
  });

  it("says 'Passwords must match' in English, and asks for 6 characters", async () => {
    await i18n.changeLanguage('en');
    const { user } = await renderNewPassword(() => json(500, {}));
    await user.type(field(/^New password \*?$/), 'abc');
    await user.type(field(/^Repeat the new password/), 'abd');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    expect(field(/^New password \*?$/)).toHaveAccessibleDescription(
      'The password must be at least 6 characters long',
    );
    expect(field(/^Repeat the new password/)).toHaveAccessibleDescription('Passwords must match');
  });

  it('sets the password and returns to the login with the success notice', async () => {
    const { user, calls } = await renderNewPassword(() =>
      json(200, { data: { resetPassword: { status: 'OK' } } }),
    );
    await user.type(field(/^Neues Passwort \*?$/), 'neues-passwort');
    await user.type(field(/^Neues Passwort wiederholen/), 'neues-passwort');
    await user.click(screen.getByRole('button', { name: 'Passwort speichern' }));
    expect(await screen.findByRole('heading', { name: 'Anmelden' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Dein Passwort wurde geändert.');
    const request = JSON.parse(calls[0]!.body!) as { variables: unknown };
    expect(request.variables).toEqual({
      email: 'anna@careport.example',
      token: 't0k3n',
      password: 'neues-passwort',
    });
    expect(calls[0]?.headers.Authorization).toBeUndefined();
  });

  it('an invalid or used link shows its message and a link to request a new one', async () => {
    const { user } = await renderNewPassword(() =>
      json(200, {
        data: null,
        errors: [{ message: 'invalid', extensions: { code: 'PASSWORD_RESET_TOKEN_INVALID' } }],
      }),
    );
    await user.type(field(/^Neues Passwort \*?$/), 'neues-passwort');
    await user.type(field(/^Neues Passwort wiederholen/), 'neues-passwort');
    await user.click(screen.getByRole('button', { name: 'Passwort speichern' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Dieser Link ist ungültig oder abgelaufen.');
    await user.click(screen.getByRole('link', { name: 'Neuen Link anfordern' }));
    expect(
      await screen.findByRole('heading', { name: 'Passwort zurücksetzen' }),
    ).toBeInTheDocument();
  });

  it('a link without token or address says it is invalid', async () => {
    await renderNewPassword(() => json(500, {}), '/new-password?email=anna%40careport.example');
    expect(screen.getByRole('alert')).toHaveTextContent('Dieser Link ist ungültig');
    expect(screen.queryByRole('button', { name: 'Passwort speichern' })).not.toBeInTheDocument();
  });
});

describe('request password reset screen (spec 2 §2, §5)', () => {
  it('checks the address and sends the mutation with environment web', async () => {
    const { user, calls } = await renderNewPassword(
      () => json(200, { data: { requestPasswordReset: { status: 'OK' } } }),
      '/request-password-reset',
    );
    const email = screen.getByRole('textbox', { name: 'E-Mail-Adresse' });
    expect(email).toHaveFocus();
    await user.type(email, 'keine-adresse');
    await user.click(screen.getByRole('button', { name: 'Link anfordern' }));
    expect(email).toHaveAccessibleDescription('E-Mail-Adresse ist ungültig');
    expect(calls).toHaveLength(0);

    await user.clear(email);
    await user.type(email, 'anna@careport.example');
    await user.click(screen.getByRole('button', { name: 'Link anfordern' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Wenn die Adresse anna@careport.example bei uns bekannt ist',
    );
    const request = JSON.parse(calls[0]!.body!) as { query: string; variables: unknown };
    expect(request.query).toContain('requestPasswordReset');
    expect(request.variables).toEqual({ email: 'anna@careport.example', environment: 'web' });
  });

  it('a failure without answer is shown and the form stays', async () => {
    const { user } = await renderNewPassword(
      () => Promise.reject(new TypeError('offline')),
      '/request-password-reset',
    );
    await user.type(screen.getByRole('textbox', { name: 'E-Mail-Adresse' }), 'a@b.de');
    await user.click(screen.getByRole('button', { name: 'Link anfordern' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Keine Verbindung zum Server');
    expect(screen.getByRole('button', { name: 'Link anfordern' })).toBeEnabled();
  });
});
