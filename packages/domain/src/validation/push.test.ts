import { describe, expect, it } from 'vitest';
import { notificationTokenBodySchema } from './push.js';

const subscription = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
  expirationTime: null,
  keys: { p256dh: 'BNc-Ew_key', auth: 'tBHI_tw' },
};

describe('notification-token body (spec 2 §7)', () => {
  it('takes the subscription as an object or as its JSON text', () => {
    expect(notificationTokenBodySchema.parse({ token: subscription }).token.endpoint).toBe(
      subscription.endpoint,
    );
    expect(
      notificationTokenBodySchema.parse({ token: JSON.stringify(subscription) }).token.keys.auth,
    ).toBe('tBHI_tw');
  });

  it.each([
    ['an FCM string token', { token: 'fcm-token-123' }],
    ['http', { token: { ...subscription, endpoint: 'http://push.example/x' } }],
    ['no keys', { token: { endpoint: subscription.endpoint } }],
    ['keys not base64url', { token: { ...subscription, keys: { p256dh: 'a b', auth: 'x' } } }],
    ['a javascript URL', { token: { ...subscription, endpoint: 'javascript:alert(1)' } }],
    ['nothing', {}],
  ])('refuses %s', (_name, body) => {
    expect(notificationTokenBodySchema.safeParse(body).success).toBe(false);
  });
});
