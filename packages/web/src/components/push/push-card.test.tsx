import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { json, signIn, testClient } from '../../test/fake-server';
import { renderRoutes } from '../../test/render';
import { PushSwitch } from './push-switch';
import { PushCard } from './push-card';

const VAPID =
  'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';
const subscriptionJson = {
  endpoint: 'https://push.example/send/device-1',
  expirationTime: null,
  keys: { p256dh: 'BNcR', auth: 'tBHI' },
};

/** A browser with the Push API, its permission answering `answer` when asked. */
function browserWithPush(
  answer: NotificationPermission,
  initial: NotificationPermission = 'default',
) {
  const requestPermission = vi.fn(() => Promise.resolve(answer));
  const notification = { permission: initial, requestPermission };
  let subscribed: { toJSON(): unknown; endpoint: string; unsubscribe(): Promise<boolean> } | null =
    null;
  let made = 0;
  const subscribe = vi.fn(() => {
    // A new subscription after an unsubscribe has a new endpoint, as browsers do.
    made += 1;
    const json =
      made === 1
        ? subscriptionJson
        : { ...subscriptionJson, endpoint: `https://push.example/send/device-${made}` };
    subscribed = {
      endpoint: json.endpoint,
      toJSON: () => json,
      unsubscribe: () => {
        subscribed = null;
        return Promise.resolve(true);
      },
    };
    return Promise.resolve(subscribed);
  });
  const registration = {
    pushManager: { subscribe, getSubscription: () => Promise.resolve(subscribed) },
  };
  vi.stubGlobal('Notification', notification);
  vi.stubGlobal('PushManager', function PushManager() {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      ready: Promise.resolve(registration),
      getRegistration: () => Promise.resolve(registration),
    },
  });
  return { requestPermission, subscribe };
}

async function renderWith(
  element: React.ReactNode,
  answer: () => Response = () => json(200, { status: 200, data: {} }),
) {
  await signIn();
  const server = await testClient(answer);
  renderRoutes([{ path: '/', element }], {
    client: server.client,
    config: { vapidPublicKey: VAPID },
  });
  return { ...server, user: userEvent.setup({ delay: null }) };
}

beforeEach(async () => {
  localStorage.clear();
  await i18n.changeLanguage('de');
});
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('push permission card (issue 13)', () => {
  it('explains itself and asks for permission only when tapped, then registers this device', async () => {
    const browser = browserWithPush('granted');
    const { user, calls } = await renderWith(<PushCard />);
    expect(await screen.findByRole('heading', { name: 'Benachrichtigungen' })).toBeVisible();
    expect(browser.requestPermission).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Benachrichtigungen einschalten' }));
    await waitFor(() =>
      expect(calls.some((c) => c.url.endsWith('/notification-token'))).toBe(true),
    );
    const call = calls.find((c) => c.url.endsWith('/notification-token'));
    expect(JSON.parse(call?.body ?? '{}')).toEqual({ token: subscriptionJson, language: 'de' });
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Benachrichtigungen' })).toBeNull(),
    );
  });

  it('registers nothing when the permission is denied, and says where to allow it', async () => {
    const browser = browserWithPush('denied');
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const { user, calls } = await renderWith(<PushCard />);
    await user.click(await screen.findByRole('button', { name: 'Benachrichtigungen einschalten' }));
    await waitFor(() => expect(info).toHaveBeenCalledWith(expect.stringContaining('denied')));
    expect(browser.subscribe).not.toHaveBeenCalled();
    expect(calls.filter((c) => c.url.includes('notification-token'))).toEqual([]);
  });

  it('on an iPhone tab without the Push API explains adding the app to the home screen (English)', async () => {
    await i18n.changeLanguage('en');
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
    );
    await renderWith(<PushCard />);
    expect(await screen.findByText(/Add to Home Screen/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Turn on notifications' })).toBeNull();
  });

  it('makes a subscription of its own when another account still holds this device’s (issue 42)', async () => {
    const browser = browserWithPush('granted');
    let registrations = 0;
    const { user, calls } = await renderWith(<PushCard />, () => {
      registrations += 1;
      return registrations === 1
        ? json(409, { status: 409, errorCode: 'PUSH_SUBSCRIPTION_TAKEN' })
        : json(200, { status: 200, data: { registered: true } });
    });
    await user.click(await screen.findByRole('button', { name: 'Benachrichtigungen einschalten' }));
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Benachrichtigungen' })).toBeNull(),
    );
    const sent = calls
      .filter((c) => c.url.endsWith('/notification-token'))
      .map((c) => (JSON.parse(c.body ?? '{}') as { token: { endpoint: string } }).token.endpoint);
    expect(sent).toEqual([subscriptionJson.endpoint, 'https://push.example/send/device-2']);
    expect(browser.subscribe).toHaveBeenCalledTimes(2);
  });

  it('"Later" hides the card on this device', async () => {
    browserWithPush('granted');
    const { user } = await renderWith(<PushCard />);
    await user.click(await screen.findByRole('button', { name: 'Später' }));
    expect(screen.queryByRole('heading', { name: 'Benachrichtigungen' })).toBeNull();
  });
});

describe('push switch in the account area (issue 13)', () => {
  it('turns push on (registering the token) and off again (deleting it)', async () => {
    browserWithPush('granted');
    const { user, calls } = await renderWith(<PushSwitch />);
    const toggle = await screen.findByRole('switch', {
      name: 'Benachrichtigungen auf diesem Gerät',
    });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    await user.click(toggle);
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(calls.map((c) => new URL(c.url, 'http://x').pathname)).toEqual([
      '/caregiver-app/notification-token',
      '/caregiver-app/notification-token/delete',
    ]);
  });
});
