import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { data, ME, on, tokenReply } from '../test/fake-api';
import { renderConsole } from '../test/render-console';

describe('the console’s frame', () => {
  it('shows finance its areas and opens the first one', async () => {
    const { router } = renderConsole(
      '/',
      [
        on('POST', '/auth/token', tokenReply('finance')),
        on('GET', '/ops/staff/me', data(ME.finance)),
      ],
      { signedIn: true },
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Abrechnung' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/money');
    const nav = screen.getByRole('navigation', { name: 'Bereiche' });
    expect(nav).toHaveTextContent('Nachweise prüfen');
    expect(nav).toHaveTextContent('Protokoll');
    expect(nav).not.toHaveTextContent('Planung');
  });

  it('signs out everywhere: the server ends every session, this tab forgets its tokens', async () => {
    const { calls, router } = renderConsole(
      '/audit',
      [
        on('POST', '/auth/token', tokenReply('admin')),
        on('GET', '/ops/staff/me', data(ME.admin)),
        on('GET', '/ops/audit', data({ entries: [], nextCursor: null })),
        on('POST', '/ops/staff/me/sign-out-everywhere', { status: 204 }),
        on('POST', '/auth/revoke', data({ revoked: true })),
      ],
      { signedIn: true },
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Konto von Ada Admin' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Überall abmelden' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(calls.some((call) => call.path === '/ops/staff/me/sign-out-everywhere')).toBe(true);
    expect(window.sessionStorage.length).toBe(0);
  });

  it('offers a retry when the staff member cannot be read', async () => {
    let fail = true;
    renderConsole(
      '/audit',
      [
        on('POST', '/auth/token', tokenReply('admin')),
        on('GET', '/ops/staff/me', () =>
          fail
            ? { status: 500, body: { status: 500, errorCode: 'INTERNAL_SERVER_ERROR' } }
            : data(ME.admin),
        ),
        on('GET', '/ops/audit', data({ entries: [], nextCursor: null })),
      ],
      { signedIn: true },
    );
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Erneut versuchen' }, { timeout: 15_000 }),
    );
    fail = false;
    await user.click(await screen.findByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Protokoll' })).toBeInTheDocument();
  });
});
