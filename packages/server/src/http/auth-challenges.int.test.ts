import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientToken, opsApiFor } from '../test/ops-helpers.js';
import { createTestApp, form, FORM_HEADERS, type TestApp } from '../test/test-app.js';

// Issue 41: a 401 must say how to authenticate (RFC 9110 §15.5.2, RFC 6750 §3, RFC 6749 §5.2);
// a valid token of the wrong kind is 403 insufficient_scope (RFC 6750 §3.1), not a 401 that a
// client answers by refreshing a token that will never fit.
let t: TestApp;
let caregiverToken: string;
let definitionsToken: string;
beforeAll(async () => {
  t = await createTestApp();
  const caregiver = await t.createCaregiver();
  caregiverToken = (await t.login(caregiver.email, caregiver.password)).access_token;
  const response = await clientToken(t, t.client, 'definition_read');
  definitionsToken = response.json<{ access_token: string }>().access_token;
});
afterAll(async () => {
  await t?.close();
});

const NO_CREDENTIALS = 'Bearer realm="careport"';
const INVALID_TOKEN =
  /^Bearer realm="careport", error="invalid_token", error_description="[^"\\]+"$/;
const insufficientScope = (scope: string) =>
  `Bearer realm="careport", error="insufficient_scope", error_description="This token is not allowed this call", scope="${scope}"`;

const graphql = (headers: Record<string, string>) =>
  t.request({ method: 'POST', url: '/graphql', headers, payload: { query: '{ me { email } }' } });
const get = (url: string, headers: Record<string, string> = {}) =>
  t.request({ method: 'GET', url, headers });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('WWW-Authenticate on every 401 (issue 41)', () => {
  it('answers a call without credentials with the bare Bearer challenge', async () => {
    for (const url of [
      '/caregiver-app/me',
      '/definition/booking/cancellation-reasons',
      '/ops/proposals',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(401);
      expect(response.headers['www-authenticate'], url).toBe(NO_CREDENTIALS);
    }
  });

  it('answers an invalid, expired or malformed token with invalid_token on REST and GraphQL', async () => {
    for (const headers of [bearer('forged'), { authorization: 'Basic Zm9vOmJhcg==' }]) {
      for (const response of [
        await get('/caregiver-app/me', headers),
        await get('/definition/booking/cancellation-reasons', headers),
        await get('/ops/proposals', headers),
        await graphql(headers),
      ]) {
        expect(response.statusCode).toBe(401);
        expect(response.headers['www-authenticate']).toMatch(INVALID_TOKEN);
      }
    }
    t.clock.advance(16 * 60_000);
    try {
      const expired = await get('/caregiver-app/me', bearer(caregiverToken));
      expect(expired.statusCode).toBe(401);
      expect(expired.headers['www-authenticate']).toMatch(INVALID_TOKEN);
    } finally {
      t.clock.advance(-16 * 60_000);
    }
  });

  it('answers a revoked session’s token with invalid_token', async () => {
    const caregiver = await t.createCaregiver();
    const session = await t.login(caregiver.email, caregiver.password);
    await t.request({
      method: 'POST',
      url: '/auth/revoke',
      headers: FORM_HEADERS,
      payload: form({ token: session.refresh_token ?? '' }),
    });
    const response = await graphql(bearer(session.access_token));
    expect(response.statusCode).toBe(401);
    expect(response.headers['www-authenticate']).toMatch(INVALID_TOKEN);
  });

  it('answers a valid token of the wrong kind 403 insufficient_scope, naming the scope needed', async () => {
    const ops = await opsApiFor(t);
    const cases = [
      { url: '/caregiver-app/me', token: definitionsToken, scope: 'caregiver' },
      { url: '/caregiver-app/me', token: ops.token, scope: 'caregiver' },
      {
        url: '/definition/booking/cancellation-reasons',
        token: caregiverToken,
        scope: 'definition_read',
      },
      { url: '/ops/proposals', token: caregiverToken, scope: 'ops' },
    ];
    for (const { url, token, scope } of cases) {
      const response = await get(url, bearer(token));
      expect(response.statusCode, url).toBe(403);
      expect(response.headers['www-authenticate'], url).toBe(insufficientScope(scope));
    }
    const response = await graphql(bearer(definitionsToken));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ status: 403, errorCode: 'FORBIDDEN' });
    expect(response.headers['www-authenticate']).toBe(insufficientScope('caregiver'));
  });

  it('answers invalid_client 401 with a Basic challenge on the token endpoint', async () => {
    const basic = `Basic ${Buffer.from(`${t.client.clientId}:wrong`).toString('base64')}`;
    const byHeader = await t.request({
      method: 'POST',
      url: '/auth/token',
      headers: { ...FORM_HEADERS, authorization: basic },
      payload: form({ grant_type: 'client_credentials' }),
    });
    expect(byHeader.statusCode).toBe(401);
    expect(byHeader.json()).toMatchObject({ error: 'invalid_client' });
    expect(byHeader.headers['www-authenticate']).toBe('Basic realm="careport"');
    // RFC 6749 §5.2 allows 401 for credentials in the body too; HTTP then needs the challenge.
    const byBody = await t.request({
      method: 'POST',
      url: '/auth/token',
      headers: FORM_HEADERS,
      payload: form({
        grant_type: 'client_credentials',
        client_id: t.client.clientId,
        client_secret: 'wrong',
      }),
    });
    expect(byBody.statusCode).toBe(401);
    expect(byBody.headers['www-authenticate']).toBe('Basic realm="careport"');
  });

  // Found by the fuzz test (issue 41): a NUL in a Basic client id reached SQL and answered 500.
  it('answers a Basic header it cannot read invalid_client, on /auth/token and /auth/revoke', async () => {
    const unreadable = [
      `Basic ${Buffer.from(`\0:${t.client.clientSecret}`).toString('base64')}`,
      `Basic ${Buffer.from(`${t.client.clientId}:\u001b`).toString('base64')}`,
      `Basic ${Buffer.from('no-colon').toString('base64')}`,
      'Basic %%%',
      'Basic',
    ];
    for (const authorization of unreadable) {
      for (const [url, fields] of [
        ['/auth/token', { grant_type: 'client_credentials' }],
        ['/auth/revoke', { token: 'unknown' }],
      ] as const) {
        const response = await t.request({
          method: 'POST',
          url,
          headers: { ...FORM_HEADERS, authorization },
          payload: form(fields),
        });
        expect(response.statusCode, `${url} ${authorization}`).toBe(401);
        expect(response.json()).toEqual({ error: 'invalid_client' });
        expect(response.headers['www-authenticate']).toBe('Basic realm="careport"');
      }
    }
  });
});
