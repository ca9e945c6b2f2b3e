// spec 2 §7 notification-token and its delete: the browser's push subscription, one row per
// device, validated at the edge, idempotent, only ever the caller's own, removed on logout.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSubscriptions } from '../db/schema/index.js';
import { apiFor } from '../test/booking-helpers.js';
import { fakeDns, PUBLIC_ADDRESS } from '../test/fake-dns.js';
import { browserPushKeys } from '../test/push-keys.js';
import { createTestApp, form, FORM_HEADERS, type TestApp } from '../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    dns: fakeDns({
      'intranet.example': ['10.0.0.5'],
      'split.example': [PUBLIC_ADDRESS, '192.168.0.10'],
    }),
  });
});
afterAll(async () => {
  await t?.close();
});

let device = 0;
const subscription = (keys = browserPushKeys()) => ({
  endpoint: `https://push.example/send/${Date.now()}-${(device += 1)}`,
  expirationTime: null,
  keys,
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
    expect(rows[0]).toMatchObject({ caregiverId: anna.id, language: 'en', auth: token.keys.auth });
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
      token: { ...token, keys: browserPushKeys() },
      language: 'en',
    });
    expect(answer.statusCode).toBe(409);
    expect(answer.body).toEqual({ status: 409, errorCode: 'PUSH_SUBSCRIPTION_TAKEN' });
    expect(await rowsFor(token.endpoint)).toEqual([
      expect.objectContaining({ caregiverId: anna.id, language: 'de', auth: token.keys.auth }),
    ]);
    // The owner may still renew it (new keys, another language).
    const newKeys = browserPushKeys();
    const renewed = await anna.api.post('/caregiver-app/notification-token', {
      token: { ...token, keys: newKeys },
      language: 'en',
    });
    expect(renewed.statusCode).toBe(200);
    expect(await rowsFor(token.endpoint)).toEqual([
      expect.objectContaining({ caregiverId: anna.id, language: 'en', auth: newKeys.auth }),
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

// Issue 41: keys the server could never encrypt to, and endpoints inside our own network (the
// server connects to them: server-side request forgery), are refused before anything is stored.
describe('keys and endpoints the server can use (issue 41)', () => {
  const bytes = (length: number, first = 0x04) =>
    Buffer.concat([Buffer.from([first]), Buffer.alloc(length - 1, 7)]).toString('base64url');
  const goodKeys = browserPushKeys();
  const goodPoint = Buffer.from(goodKeys.p256dh, 'base64url');
  /** The good key with its last byte changed: 65 bytes, 0x04, but no point of the curve. */
  const offCurve = Buffer.from(goodPoint.map((byte, at) => (at === 64 ? byte ^ 1 : byte)));

  const register = (api: Awaited<ReturnType<typeof signIn>>['api'], token: unknown) =>
    api.post('/caregiver-app/notification-token', { token, language: 'de' });

  it.each([
    ['p256dh of 64 bytes', { p256dh: bytes(64) }, 'p256dh'],
    ['p256dh of 66 bytes', { p256dh: bytes(66) }, 'p256dh'],
    ['p256dh compressed (33 bytes, 0x02)', { p256dh: bytes(33, 0x02) }, 'p256dh'],
    ['p256dh of 65 bytes not starting 0x04', { p256dh: bytes(65, 0x02) }, 'p256dh'],
    ['p256dh not on the curve', { p256dh: offCurve.toString('base64url') }, 'p256dh'],
    ['p256dh in base64 with padding of a wrong length', { p256dh: 'BA==' }, 'p256dh'],
    ['auth of 15 bytes', { auth: Buffer.alloc(15, 1).toString('base64url') }, 'auth'],
    ['auth of 17 bytes', { auth: Buffer.alloc(17, 1).toString('base64url') }, 'auth'],
    ['auth with stray bits after its 16 bytes', { auth: 'AAAAAAAAAAAAAAAAAAAAAB' }, 'auth'],
  ])('refuses %s: 400, VALIDATION_PUSH_KEY, nothing stored', async (_name, keys, field) => {
    const anna = await signIn();
    const token = subscription({ ...browserPushKeys(), ...keys });
    const answer = await register(anna.api, token);
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toEqual({
      status: 400,
      errorCode: 'CANNOT_DESERIALIZE_REQUEST_DATA',
      details: { [`token.keys.${field}`]: 'VALIDATION_PUSH_KEY' },
    });
    expect(await rowsFor(token.endpoint)).toEqual([]);
  });

  it("never replaces a device's good keys with bad ones", async () => {
    const anna = await signIn();
    const token = subscription();
    expect((await register(anna.api, token)).statusCode).toBe(200);
    const answer = await register(anna.api, {
      ...token,
      keys: { p256dh: offCurve.toString('base64url'), auth: token.keys.auth },
    });
    expect(answer.statusCode).toBe(400);
    expect(await rowsFor(token.endpoint)).toEqual([
      expect.objectContaining({ p256dh: token.keys.p256dh, auth: token.keys.auth }),
    ]);
  });

  it.each([
    ['loopback', '127.0.0.1'],
    ['loopback, elsewhere in 127/8', '127.8.9.10'],
    ['loopback written as one number', '2130706433'],
    ['IPv6 loopback', '[::1]'],
    ['the unspecified address', '0.0.0.0'],
    ['10/8', '10.0.0.5'],
    ['172.16/12', '172.16.0.1'],
    ['172.16/12, its end', '172.31.255.254'],
    ['192.168/16', '192.168.178.1'],
    ['link-local (cloud metadata)', '169.254.169.254'],
    ['carrier-grade NAT 100.64/10', '100.64.0.1'],
    ['IPv6 link-local fe80::/10', '[fe80::1]'],
    ['IPv6 unique local fc00::/7', '[fd12:3456::1]'],
    ['IPv4-mapped loopback', '[::ffff:127.0.0.1]'],
    ['IPv4-mapped private', '[::ffff:10.0.0.5]'],
    ['IPv4-mapped link-local', '[::ffff:169.254.169.254]'],
    ['localhost, which resolves to 127.0.0.1', 'localhost'],
    ['localhost with a port', 'localhost:8443'],
    ['a name resolving to a private address', 'intranet.example'],
    ['a name resolving to a public and a private address', 'split.example'],
  ])(
    'refuses an endpoint at %s: 400, VALIDATION_PUSH_ENDPOINT, nothing stored',
    async (_n, host) => {
      const anna = await signIn();
      const token = { ...subscription(), endpoint: `https://${host}/send/${randomUUID()}` };
      const answer = await register(anna.api, token);
      expect(answer.statusCode).toBe(400);
      expect(answer.body).toEqual({
        status: 400,
        errorCode: 'CANNOT_DESERIALIZE_REQUEST_DATA',
        details: { 'token.endpoint': 'VALIDATION_PUSH_ENDPOINT' },
      });
      const rows = await t.db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.caregiverId, anna.id));
      expect(rows).toEqual([]);
    },
  );

  it.each([
    ['a name resolving to public addresses', 'push.example'],
    ['a public IPv4 address', '93.184.215.14'],
    ['a public IPv6 address', '[2606:4700:4700::1111]'],
    // No DNS at the moment (a server without network): every send checks the name again.
    ['a name that does not resolve now', 'nowhere.example'],
  ])('takes an endpoint at %s', async (_name, host) => {
    const anna = await signIn();
    const token = { ...subscription(), endpoint: `https://${host}/send/${randomUUID()}` };
    expect((await register(anna.api, token)).statusCode).toBe(200);
  });
});

describe('PUSH_ALLOWED_PRIVATE_HOSTS (issue 41)', () => {
  let allowing: TestApp;
  beforeAll(async () => {
    allowing = await createTestApp({
      env: { PUSH_ALLOWED_PRIVATE_HOSTS: 'localhost, 10.1.2.0/24' },
      dns: fakeDns({ 'in-house.example': ['10.1.2.3'], 'next-door.example': ['10.1.3.3'] }),
    });
  });
  afterAll(async () => {
    await allowing?.close();
  });

  it.each([
    ['localhost (a name it lists)', 'localhost:8443', 200],
    ['a name resolving into a range it lists', 'in-house.example', 200],
    ['an address in a range it lists', '10.1.2.200', 200],
    ['a name resolving outside its ranges', 'next-door.example', 400],
    ['an address it does not list', '127.0.0.1', 400],
  ])('%s (%s): %i', async (_name, host, status) => {
    const caregiver = await allowing.createCaregiver();
    const tokens = await allowing.login(caregiver.email, caregiver.password);
    const token = { ...subscription(), endpoint: `https://${host}/send/${randomUUID()}` };
    const answer = await apiFor(allowing, tokens.access_token).post(
      '/caregiver-app/notification-token',
      { token },
    );
    expect(answer.statusCode).toBe(status);
  });
});
