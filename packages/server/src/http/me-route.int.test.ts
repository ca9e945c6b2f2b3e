import { SignJWT, generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const me = (authorization?: string) =>
  t.request({
    method: 'GET',
    url: '/caregiver-app/me',
    headers: authorization === undefined ? {} : { authorization },
  });

describe('GET /caregiver-app/me (spec 2 §7)', () => {
  it("answers the caller's profile with caregiver_id, name, profile_image_hash and is_careportEmployee", async () => {
    const caregiver = await t.createCaregiver({
      firstName: 'Greta',
      lastName: 'Köhler',
      isCareportEmployee: true,
      profileImageHash: 'abc123',
      travelDistance: 12,
      city: 'Berlin',
    });
    const tokens = await t.login(caregiver.email, caregiver.password);
    const response = await me(`Bearer ${tokens.access_token}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 200,
      data: {
        caregiver_id: caregiver.id,
        id: caregiver.id,
        name: { first_name: 'Greta', last_name: 'Köhler' },
        email: caregiver.email,
        profile_image_hash: 'abc123',
        is_careportEmployee: true,
        travel_distance: 12,
        booked_out: false,
        address: { city: 'Berlin' },
      },
    });
    expect(response.body).not.toContain('password');
  });

  it.each([
    ['no Authorization header', undefined],
    ['a malformed header', 'Bearer'],
    ['another scheme', 'Basic dXNlcjpwYXNz'],
    ['garbage', 'Bearer not.a.jwt'],
  ])('answers 401 UNAUTHORIZED with %s', async (_name, header) => {
    const response = await me(header);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ status: 401, errorCode: 'UNAUTHORIZED' });
  });

  it('answers 401 for a token signed with another key (forged)', async () => {
    const caregiver = await t.createCaregiver();
    const { privateKey } = await generateKeyPair('ES256');
    const forged = await new SignJWT({ scope: 'caregiver', client_id: 'x', kind: 'caregiver' })
      .setProtectedHeader({ alg: 'ES256', kid: 'forged', typ: 'at+jwt' })
      .setIssuer('careport')
      .setAudience('careport-api')
      .setSubject(caregiver.id)
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(privateKey);
    expect((await me(`Bearer ${forged}`)).statusCode).toBe(401);

    // A real token with one character of its signature changed.
    const tokens = await t.login(caregiver.email, caregiver.password);
    const tampered = `${tokens.access_token.slice(0, -2)}${tokens.access_token.endsWith('A') ? 'BB' : 'AA'}`;
    expect((await me(`Bearer ${tampered}`)).statusCode).toBe(401);
  });

  it('answers 401 once the access token has expired (expires_in seconds later)', async () => {
    const caregiver = await t.createCaregiver();
    const tokens = await t.login(caregiver.email, caregiver.password);
    expect((await me(`Bearer ${tokens.access_token}`)).statusCode).toBe(200);
    t.clock.advance(tokens.expires_in * 1000 + 1000);
    expect((await me(`Bearer ${tokens.access_token}`)).json()).toEqual({
      status: 401,
      errorCode: 'UNAUTHORIZED',
    });
  });

  it('refuses a client-credentials token with 403 (definition_read is not a caregiver)', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/auth/token',
      payload: {
        grant_type: 'client_credentials',
        client_id: t.client.clientId,
        client_secret: t.client.clientSecret,
      },
    });
    const { access_token: token } = response.json<{ access_token: string }>();
    // Issue 41: a valid token of the wrong scope is 403 (RFC 6750 §3.1), so no refresh follows.
    expect((await me(`Bearer ${token}`)).statusCode).toBe(403);
  });
});
