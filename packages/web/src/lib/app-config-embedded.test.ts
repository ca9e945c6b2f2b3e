import { afterEach, describe, expect, it } from 'vitest';
import { APP_CONFIG_ELEMENT_ID, readEmbeddedAppConfig } from './app-config';

const embed = (text: string) => {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = APP_CONFIG_ELEMENT_ID;
  element.textContent = text;
  document.head.append(element);
};

afterEach(() => document.getElementById(APP_CONFIG_ELEMENT_ID)?.remove());

describe('readEmbeddedAppConfig (issue 16: the configuration without a round trip)', () => {
  it('reads the configuration the server embedded in the page', () => {
    embed(
      JSON.stringify({
        apiBaseUrl: '',
        oauthClientId: 'careport-app',
        oauthClientSecret: 'careport-app-secret',
        revision: '1.2.3',
        featureFlags: { firstBookingConfirmationCancelation: true },
      }),
    );
    expect(readEmbeddedAppConfig()).toMatchObject({
      oauthClientId: 'careport-app',
      revision: '1.2.3',
      featureFlags: { firstBookingConfirmationCancelation: true },
    });
  });

  it('answers null without one, or for one that is not a configuration (then the app asks)', () => {
    expect(readEmbeddedAppConfig()).toBeNull();
    embed('{not json');
    expect(readEmbeddedAppConfig()).toBeNull();
    document.getElementById(APP_CONFIG_ELEMENT_ID)?.remove();
    embed(JSON.stringify({ apiBaseUrl: '' }));
    expect(readEmbeddedAppConfig()).toBeNull();
  });
});
