// The server renders these screens in Node (issue 16): no document, no window, no storage.
import { describe, expect, it } from 'vitest';
import { FIRST_SCREEN_PATHS, renderFirstScreen } from './render-first-screen';

const CONFIG = {
  apiBaseUrl: '',
  oauthClientId: 'careport-app',
  oauthClientSecret: 'secret',
  mapTileUrl: null,
  applicantPortalUrl: 'https://apply.example/',
  revision: 'dev',
  featureFlags: {},
  vapidPublicKey: null,
};

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('the first screen rendered on the server (issue 16)', () => {
  it('renders the sign-in form in German, with the applicant link the configuration names', async () => {
    expect(typeof document).toBe('undefined');
    const html = await renderFirstScreen({ pathname: '/login', locale: 'de', appConfig: CONFIG });
    expect(html).not.toBeNull();
    const shown = text(html ?? '');
    expect(shown).toContain('Anmelden');
    expect(shown).toContain('Passwort vergessen?');
    expect(html).toContain('name="username"');
    expect(html).toContain('name="password"');
    expect(html).toContain('href="https://apply.example/"');
    // The theme's variables are in the page's stylesheet (lib/theme-variables.css), not in each copy.
    expect(html).not.toContain('data-mantine-styles="true"');
    expect(html).not.toContain('--mantine-primary-color-filled');
  });

  it('renders in English, and without the applicant link when none is configured', async () => {
    const html = await renderFirstScreen({
      pathname: '/login',
      locale: 'en',
      appConfig: { ...CONFIG, applicantPortalUrl: null },
    });
    const shown = text(html ?? '');
    expect(shown).toContain('Sign in');
    expect(shown).toContain('Forgot your password?');
    expect(html).not.toContain('apply.example');
  });

  it('renders the reset request screen too, and nothing for other paths or a configuration the app would refuse', async () => {
    expect(FIRST_SCREEN_PATHS).toEqual(['/login', '/request-password-reset']);
    const reset = await renderFirstScreen({
      pathname: '/request-password-reset',
      locale: 'de',
      appConfig: CONFIG,
    });
    expect(text(reset ?? '')).toContain('Passwort zurücksetzen');
    expect(
      await renderFirstScreen({ pathname: '/bookings', locale: 'de', appConfig: CONFIG }),
    ).toBeNull();
    expect(
      await renderFirstScreen({ pathname: '/login', locale: 'de', appConfig: { revision: 1 } }),
    ).toBeNull();
  });
});
