import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOAuthClient } from '../seed/factories.js';
import { clientToken } from '../test/ops-helpers.js';
import { createTestApp, form, FORM_HEADERS, type TestApp } from '../test/test-app.js';

// Issue 41: POST /auth/revoke as RFC 7009. Before, `token` was bounded at 200 characters (an
// access token is longer) and only refresh tokens were looked up.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const revoke = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
  t.request({
    method: 'POST',
    url: '/auth/revoke',
    headers: { ...FORM_HEADERS, ...headers },
    payload: form(fields),
  });

/** What a client notices with `token`: the REST profile's and the GraphQL profile's status. */
async function statusesWith(token: string) {
  const headers = { authorization: `Bearer ${token}` };
  const rest = await t.request({ method: 'GET', url: '/caregiver-app/me', headers });
  const graphql = await t.request({
    method: 'POST',
    url: '/graphql',
    headers,
    payload: { query: '{ me { email } }' },
  });
  return { rest: rest.statusCode, graphql: graphql.statusCode };
}

const refresh = (refreshToken: string | undefined) =>
  t.request({
    method: 'POST',
    url: '/auth/token',
    headers: FORM_HEADERS,
    payload: form({ grant_type: 'refresh_token', refresh_token: refreshToken ?? '' }),
  });

async function session() {
  const caregiver = await t.createCaregiver();
  return t.login(caregiver.email, caregiver.password);
}

describe('POST /auth/revoke (RFC 7009, issue 41)', () => {
  it('revokes an access token for the rest of its lifetime, with or without a hint', async () => {
    for (const hint of [undefined, 'access_token', 'refresh_token', 'something_else']) {
      const tokens = await session();
      const answer = await revoke({
        token: tokens.access_token,
        ...(hint === undefined ? {} : { token_type_hint: hint }),
      });
      expect(answer.statusCode, hint).toBe(200);
      expect(await statusesWith(tokens.access_token), hint).toEqual({ rest: 401, graphql: 401 });
      // Only that token: the session goes on with a new one (RFC 7009 §2.1 leaves this open).
      const next = await refresh(tokens.refresh_token);
      expect(next.statusCode, hint).toBe(200);
      const { access_token: fresh } = next.json<{ access_token: string }>();
      expect(await statusesWith(fresh), hint).toEqual({ rest: 200, graphql: 200 });
    }
  });

  it('revokes a refresh token and its session, also under the wrong hint', async () => {
    for (const hint of ['refresh_token', 'access_token']) {
      const tokens = await session();
      const answer = await revoke({ token: tokens.refresh_token ?? '', token_type_hint: hint });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['cache-control']).toBe('no-store');
      expect((await refresh(tokens.refresh_token)).json()).toEqual({ error: 'invalid_grant' });
      expect(await statusesWith(tokens.access_token)).toEqual({ rest: 401, graphql: 401 });
    }
  });

  it('revokes a client-credentials token', async () => {
    const response = await clientToken(t, t.client, 'definition_read');
    const { access_token: token } = response.json<{ access_token: string }>();
    const definitions = () =>
      t.request({
        method: 'GET',
        url: '/definition/booking/cancellation-reasons',
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await definitions()).statusCode).toBe(200);
    expect((await revoke({ token, token_type_hint: 'access_token' })).statusCode).toBe(200);
    expect((await definitions()).statusCode).toBe(401);
  });

  it('answers 200 for an unknown, already revoked, forged or expired token', async () => {
    const tokens = await session();
    await revoke({ token: tokens.refresh_token ?? '' });
    const forged = `${tokens.access_token.slice(0, -4)}AAAA`;
    for (const token of [
      'unknown',
      'x'.repeat(3000),
      tokens.refresh_token ?? '',
      tokens.access_token,
      forged,
    ]) {
      const answer = await revoke({ token });
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ status: 200, data: { revoked: true } });
    }
    const later = await session();
    t.clock.advance(16 * 60_000);
    try {
      expect((await revoke({ token: later.access_token })).statusCode).toBe(200);
    } finally {
      t.clock.advance(-16 * 60_000);
    }
  });

  it('checks the client when it authenticates, and refuses another client’s token', async () => {
    const tokens = await session();
    const wrong = await revoke({
      token: tokens.refresh_token ?? '',
      client_id: t.client.clientId,
      client_secret: 'wrong',
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: 'invalid_client' });
    expect(wrong.headers['www-authenticate']).toBe('Basic realm="careport"');

    const other = await createOAuthClient(t.db, { clientSecret: 'other-secret' });
    const basic = `Basic ${Buffer.from(`${other.clientId}:other-secret`).toString('base64')}`;
    for (const token of [tokens.refresh_token ?? '', tokens.access_token]) {
      const foreign = await revoke({ token }, { authorization: basic });
      expect(foreign.statusCode).toBe(400);
      expect(foreign.json()).toEqual({ error: 'unauthorized_client' });
    }
    expect(await statusesWith(tokens.access_token)).toEqual({ rest: 200, graphql: 200 });

    // The web app's logout (packages/web/src/lib/http-client.ts): its own client in the body.
    const own = await revoke({
      token: tokens.refresh_token ?? '',
      token_type_hint: 'refresh_token',
      client_id: t.client.clientId,
      client_secret: t.client.clientSecret,
    });
    expect(own.statusCode).toBe(200);
    expect(await statusesWith(tokens.access_token)).toEqual({ rest: 401, graphql: 401 });
  });

  it('answers a request without a token invalid_request, changing nothing', async () => {
    const requests: Record<string, string>[] = [
      {},
      { token: '' },
      { token_type_hint: 'access_token' },
    ];
    for (const fields of requests) {
      const answer = await revoke(fields);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({ error: 'invalid_request' });
    }
  });
});
