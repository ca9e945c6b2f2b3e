// spec 2 §7 notification-token and its delete: the browser's push subscription, one row per
// device, validated at the edge, idempotent, only ever the caller's own, removed on logout.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSubscriptions } from '../db/schema/index.js';
import { apiFor } from '../test/booking-helpers.js';
import { createTestApp, form, FORM_HEADERS, type TestApp } from '../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

let device = 0;
const subscription = () => ({
  endpoint: `https://push.example/send/${Date.now()}-${(device += 1)}`,
  expirationTime: null,
  keys: { p256dh: 'BOr8pZAbCdEf_-12', auth: 'k9Ab-_Cd' },
});

const rowsFor = (endpoint: string) =>
  t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));

const signIn = async () => {
  const caregiver = await t.createCaregiver();
  const tokens = await t.login(caregiver.email, caregiver.password);
  return { ...caregiver, tokens, api: apiFor(t, tokens.access_token) };
};

describe('POST /caregiver-app/notification-token', () => {
  it('registers the device once, however often it is sent, in the language the app speaks', async () => {
    const anna = await signIn();
    const token = subscription();
    for (let i = 0; i < 2; i += 1) {
      const answer = await t.request({
        method: 'POST',
        url: '/caregiver-app/notification-token',
        headers: { authorization: `Bearer ${anna.tokens.access_token}`, 'accept-language': 'en' },
        payload: { token },
      });
      expect(answer.statusCode).toBe(200);
    }
    const rows = await rowsFor(token.endpoint);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ caregiverId: anna.id, language: 'en', auth: 'k9Ab-_Cd' });
  });

  it('also takes the subscription as JSON text, as a client holding it as a string sends it', async () => {
    const anna = await signIn();
    const token = subscription();
    const answer = await anna.api.post('/caregiver-app/notification-token', {
      token: JSON.stringify(token),
      language: 'en',
    });
    expect(answer.statusCode).toBe(200);
    expect(await rowsFor(token.endpoint)).toEqual([expect.objectContaining({ language: 'en' })]);
  });

  it.each([
    ['a plain string', 'fcm-device-token'],
    ['an http endpoint', { ...subscription(), endpoint: 'http://push.example/x' }],
    ['no keys', { endpoint: 'https://push.example/y' }],
    ['nothing', undefined],
  ])('answers 400 CANNOT_DESERIALIZE_REQUEST_DATA for %s and stores nothing', async (_n, token) => {
    const anna = await signIn();
    const answer = await anna.api.post('/caregiver-app/notification-token', { token });
    expect(answer.statusCode).toBe(400);
    expect(answer.body.errorCode).toBe('CANNOT_DESERIALIZE_REQUEST_DATA');
    const rows = await t.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.caregiverId, anna.id));
    expect(rows).toEqual([]);
  });

  it('refuses a caller without a caregiver token', async () => {
    const answer = await t.request({
      method: 'POST',
      url: '/caregiver-app/notification-token',
      payload: { token: subscription() },
    });
    expect(answer.statusCode).toBe(401);
  });
});

// Issue 42: a caregiver who knows another's endpoint (it is no secret to the push service, and
// may leak) could move that device to themselves and read their notifications.
describe('a subscription stays with its first caregiver', () => {
  it('answers another caregiver 409 PUSH_SUBSCRIPTION_TAKEN and changes nothing', async () => {
    const anna = await signIn();
    const ben = await signIn();
    const token = subscription();
    await anna.api.post('/caregiver-app/notification-token', { token, language: 'de' });
    const answer = await ben.api.post('/caregiver-app/notification-token', {
      token: { ...token, keys: { p256dh: 'BenKey_-12', auth: 'benAuth' } },
      language: 'en',
    });
    expect(answer.statusCode).toBe(409);
    expect(answer.body).toEqual({ status: 409, errorCode: 'PUSH_SUBSCRIPTION_TAKEN' });
    expect(await rowsFor(token.endpoint)).toEqual([
      expect.objectContaining({ caregiverId: anna.id, language: 'de', auth: 'k9Ab-_Cd' }),
    ]);
    // The owner may still renew it (new keys, another language).
    const renewed = await anna.api.post('/caregiver-app/notification-token', {
      token: { ...token, keys: { p256dh: 'BNew_-12', auth: 'newAuth' } },
      language: 'en',
    });
    expect(renewed.statusCode).toBe(200);
    expect(await rowsFor(token.endpoint)).toEqual([
      expect.objectContaining({ caregiverId: anna.id, language: 'en', auth: 'newAuth' }),
    ]);
  });

  it('is free for another caregiver once the owner removes it or signs out on the device', async () => {
    const anna = await signIn();
    const ben = await signIn();
    const removed = subscription();
    await anna.api.post('/caregiver-app/notification-token', { token: removed });
    await anna.api.post('/caregiver-app/notification-token/delete', { token: removed });
    expect(
      (await ben.api.post('/caregiver-app/notification-token', { token: removed })).statusCode,
    ).toBe(200);
    expect(await rowsFor(removed.endpoint)).toEqual([
      expect.objectContaining({ caregiverId: ben.id }),
    ]);

    const signedOut = subscription();
    await anna.api.post('/caregiver-app/notification-token', { token: signedOut });
    await t.request({
      method: 'POST',
      url: '/auth/revoke',
      headers: FORM_HEADERS,
      payload: form({
        token: anna.tokens.refresh_token ?? '',
        notification_endpoint: signedOut.endpoint,
      }),
    });
    expect(
      (await ben.api.post('/caregiver-app/notification-token', { token: signedOut })).statusCode,
    ).toBe(200);
    expect(await rowsFor(signedOut.endpoint)).toEqual([
      expect.objectContaining({ caregiverId: ben.id }),
    ]);
  });
});

describe('POST /caregiver-app/notification-token/delete', () => {
  it('removes the device, and again answers the same', async () => {
    const anna = await signIn();
    const token = subscription();
    await anna.api.post('/caregiver-app/notification-token', { token });
    for (let i = 0; i < 2; i += 1) {
      const answer = await anna.api.post('/caregiver-app/notification-token/delete', { token });
      expect(answer.statusCode).toBe(200);
    }
    expect(await rowsFor(token.endpoint)).toEqual([]);
  });

  it("leaves another caregiver's device alone", async () => {
    const anna = await signIn();
    const ben = await signIn();
    const token = subscription();
    await anna.api.post('/caregiver-app/notification-token', { token });
    const answer = await ben.api.post('/caregiver-app/notification-token/delete', { token });
    expect(answer.statusCode).toBe(200);
    expect(await rowsFor(token.endpoint)).toHaveLength(1);
  });
});

describe('logout (POST /auth/revoke)', () => {
  it("removes this device's subscription with the session, and only this device's", async () => {
    const anna = await signIn();
    const phone = subscription();
    const laptop = subscription();
    await anna.api.post('/caregiver-app/notification-token', { token: phone });
    await anna.api.post('/caregiver-app/notification-token', { token: laptop });
    const answer = await t.request({
      method: 'POST',
      url: '/auth/revoke',
      headers: FORM_HEADERS,
      payload: form({
        token: anna.tokens.refresh_token ?? '',
        notification_endpoint: phone.endpoint,
      }),
    });
    expect(answer.statusCode).toBe(200);
    expect(await rowsFor(phone.endpoint)).toEqual([]);
    expect(await rowsFor(laptop.endpoint)).toHaveLength(1);
  });
});
