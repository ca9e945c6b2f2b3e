import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AuthLayout } from '../features/auth/components/auth-layout';
import { LoginRoute } from '../features/auth/routes/login-route';
import { i18n, LANGUAGE_STORAGE_KEY, readStoredLanguage } from '../lib/i18n';
import { json, testClient } from '../test/fake-server';
import { renderRoutes } from '../test/render';

describe('language switch (spec 2 §9)', () => {
  it('switches the screen to English and back, remembered for the next visit', async () => {
    const { client } = await testClient(() => json(500, {}));
    renderRoutes(
      [{ element: <AuthLayout />, children: [{ path: '/login', element: <LoginRoute /> }] }],
      { client, initialEntries: ['/login'] },
    );
    const user = userEvent.setup({ delay: null });
    expect(document.documentElement.lang).toBe('de');
    expect(screen.getByRole('radio', { name: 'Deutsch' })).toBeChecked();

    await user.click(screen.getByRole('radio', { name: 'English' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    expect(document.documentElement.lang).toBe('en');

    // A reload starts i18n in the stored language.
    expect(readStoredLanguage()).toBe('en');

    await user.click(screen.getByRole('radio', { name: 'Deutsch' }));
    expect(await screen.findByRole('heading', { name: 'Anmelden' })).toBeInTheDocument();
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('de');
    expect(i18n.language).toBe('de');
  });
});
