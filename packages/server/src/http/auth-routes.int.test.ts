import { hash } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caregivers } from '../db/schema/index.js';
import {
  createTestApp,
  form,
  FORM_HEADERS,
  randomAddress,
  type TestApp,
  type TokenBody,
} from '../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

function tokenRequest(fields: Record<string, string>, extra: { remoteAddress?: string } = {}) {
  return t.request({
    method: 'POST',
    url: '/auth/token',
    headers: FORM_HEADERS,
    payload: form(fields),
    ...extra,
  });
}

function passwordGrant(username: string, password: string, extra: Record<string, string> = {}) {
  return {
    grant_type: 'password',
    username,
    password,
    scope: 'caregiver',
    client_id: t.client.clientId,
    client_secret: t.client.clientSecret,
    ...extra,
  };
}

describe('POST /auth/token, password grant (spec 2 §7)', () => {
  it('answers access_token, refresh_token, expires_in and token_type for the right password', async () => {
    const caregiver = await t.createCaregiver();
    const response = await tokenRequest(passwordGrant(caregiver.email, caregiver.password));
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json<TokenBody>();
    expect(body).toMatchObject({ token_type: 'Bearer', expires_in: 900, scope: 'caregiver' });
    expect(body.access_token.split('.')).toHaveLength(3);
    expect(body.refresh_token).toMatch(/^[\w-]{40,}$/);
  });

  it('moves a password hashed with an older setting to the current one at login', async () => {
    const caregiver = await t.createCaregiver();
    const older = await hash(caregiver.password, { algorithm: 2, memoryCost: 19_456, timeCost: 2 });
    await t.db
      .update(caregivers)
      .set({ passwordHash: older })
      .where(eq(caregivers.id, caregiver.id));
    const storedHash = async () =>
      (await t.db.select().from(caregivers).where(eq(caregivers.id, caregiver.id)))[0]
        ?.passwordHash;

    expect((await tokenRequest(passwordGrant(caregiver.email, 'wrong'))).statusCode).toBe(400);
    expect(await storedHash()).toBe(older);
    expect(
      (await tokenRequest(passwordGrant(caregiver.email, caregiver.password))).statusCode,
    ).toBe(200);
    expect(await storedHash()).toMatch(/^\$argon2id\$v=19\$m=7168,t=5,p=1\$/);
    expect(
      (await tokenRequest(passwordGrant(caregiver.email, caregiver.password))).statusCode,
    ).toBe(200);
  });

  it('accepts the username case-insensitively and trimmed, and JSON as well as a form', async () => {
    const caregiver = await t.createCaregiver();
    const response = await t.request({
      method: 'POST',
      url: '/auth/token',
      payload: passwordGrant(`  ${caregiver.email.toUpperCase()} `, caregiver.password),
    });
    expect(response.statusCode).toBe(200);
  });

  it('accepts the client id and secret as HTTP Basic', async () => {
    const caregiver = await t.createCaregiver();
    const basic = Buffer.from(`${t.client.clientId}:${t.client.clientSecret}`).toString('base64');
    const response = await t.request({
      method: 'POST',
      url: '/auth/token',
      headers: { ...FORM_HEADERS, authorization: `Basic ${basic}` },
      payload: form({
        grant_type: 'password',
        username: caregiver.email,
        password: caregiver.password,
      }),
    });
    expect(response.statusCode).toBe(200);
  });

  it("gives wrong password, unknown user and an applicant's wrong password the identical answer", async () => {
    const caregiver = await t.createCaregiver();
    const applicant = await t.createCaregiver({ applicationCompleted: false });
    const answers = await Promise.all([
      tokenRequest(passwordGrant(caregiver.email, 'wrong-password')),
      tokenRequest(passwordGrant(`nobody-${caregiver.id}@careport.example`, 'whatever')),
      tokenRequest(passwordGrant(applicant.email, 'wrong-password')),
    ]);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(400);
      expect(answer.body).toBe('{"error":"invalid_grant"}');
    }
  });

  it('tells an applicant with the right password that the application is not complete (issue 39)', async () => {
    const applicant = await t.createCaregiver({ applicationCompleted: false });
    const answer = await tokenRequest(passwordGrant(applicant.email, applicant.password));
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({
      error: 'invalid_grant',
      error_description: 'application_not_completed',
    });
  });

  it('refuses a wrong client secret or an unknown client with 401 invalid_client', async () => {
    const caregiver = await t.createCaregiver();
    const wrongSecret = await tokenRequest(
      passwordGrant(caregiver.email, caregiver.password, { client_secret: 'nope' }),
    );
    expect(wrongSecret.statusCode).toBe(401);
    expect(wrongSecret.json()).toEqual({ error: 'invalid_client' });
    const unknownClient = await tokenRequest(
      passwordGrant(caregiver.email, caregiver.password, { client_id: 'unknown-client' }),
    );
    expect(unknownClient.statusCode).toBe(401);
    const {
      client_id: _id,
      client_secret: _secret,
      ...withoutClient
    } = passwordGrant(caregiver.email, caregiver.password);
    const noClient = await tokenRequest(withoutClient);
    expect(noClient.json()).toEqual({ error: 'invalid_client' });
  });

  it('answers unsupported_grant_type, invalid_scope and invalid_request', async () => {
    const caregiver = await t.createCaregiver();
    const unsupported = await tokenRequest({ grant_type: 'authorization_code', code: 'x' });
    expect(unsupported.statusCode).toBe(400);
    expect(unsupported.json()).toEqual({ error: 'unsupported_grant_type' });

    const wrongScope = await tokenRequest(
      passwordGrant(caregiver.email, caregiver.password, { scope: 'definition_read' }),
    );
    expect(wrongScope.json()).toEqual({ error: 'invalid_scope' });

    for (const missing of ['username', 'password', 'grant_type'] as const) {
      const fields: Record<string, string> = passwordGrant(caregiver.email, caregiver.password);
      delete fields[missing];
      const response = await tokenRequest(fields);
      expect(response.statusCode, missing).toBe(400);
      expect(response.json(), missing).toEqual({ error: 'invalid_request' });
    }
    const repeated = await t.request({
      method: 'POST',
      url: '/auth/token',
      headers: FORM_HEADERS,
      payload: `${form(passwordGrant(caregiver.email, caregiver.password))}&username=other`,
    });
    expect(repeated.json()).toEqual({ error: 'invalid_request' });
  });

  it('answers 429 too_many_requests after 5 failures for one username, even with the right password', async () => {
    const caregiver = await t.createCaregiver();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const failure = await tokenRequest(passwordGrant(caregiver.email, 'wrong'));
      expect(failure.statusCode).toBe(400);
    }
    const blocked = await tokenRequest(passwordGrant(caregiver.email, caregiver.password));
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ error: 'too_many_requests' });

    t.clock.advance(15 * 60 * 1000 + 1000);
    const afterWindow = await tokenRequest(passwordGrant(caregiver.email, caregiver.password));
    expect(afterWindow.statusCode).toBe(200);
  });

  it('answers 429 after 20 failures from one address, whatever the username', async () => {
    const address = randomAddress();
    const caregiver = await t.createCaregiver();
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const failure = await tokenRequest(
        passwordGrant(`unknown-${attempt}-${caregiver.id}@careport.example`, 'wrong'),
        { remoteAddress: address },
      );
      expect(failure.statusCode).toBe(400);
    }
    const blocked = await tokenRequest(passwordGrant(caregiver.email, caregiver.password), {
      remoteAddress: address,
    });
    expect(blocked.statusCode).toBe(429);
    const elsewhere = await tokenRequest(passwordGrant(caregiver.email, caregiver.password));
    expect(elsewhere.statusCode).toBe(200);
  });
});

describe('POST /auth/token, refresh grant (spec 2 §7)', () => {
  it('rotates: the new refresh token works, the old one is refused and revokes the family', async () => {
    const caregiver = await t.createCaregiver();
    const first = await t.login(caregiver.email, caregiver.password);
    const refresh = (token: string) =>
      tokenRequest({ grant_type: 'refresh_token', refresh_token: token, scope: 'caregiver' });

    const second = await refresh(first.refresh_token ?? '');
    expect(second.statusCode).toBe(200);
    const secondBody = second.json<TokenBody>();
    expect(secondBody.refresh_token).not.toBe(first.refresh_token);
    expect(secondBody).toMatchObject({ token_type: 'Bearer', scope: 'caregiver' });

    // Reuse of the rotated token after the grace window (auth/refresh-grace.int.test.ts):
    // refused, and the whole family (the new token too) ends.
    t.clock.advance(t.config.refreshReuseGraceSeconds * 1000 + 1000);
    const reused = await refresh(first.refresh_token ?? '');
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({ error: 'invalid_grant' });
    const afterReuse = await refresh(secondBody.refresh_token ?? '');
    expect(afterReuse.json()).toEqual({ error: 'invalid_grant' });

    // Another login (another family) is unaffected.
    const other = await t.login(caregiver.email, caregiver.password);
    expect((await refresh(other.refresh_token ?? '')).statusCode).toBe(200);
  });

  it('refuses an unknown or expired refresh token', async () => {
    const unknown = await tokenRequest({ grant_type: 'refresh_token', refresh_token: 'nope' });
    expect(unknown.json()).toEqual({ error: 'invalid_grant' });

    const caregiver = await t.createCaregiver();
    const tokens = await t.login(caregiver.email, caregiver.password);
    t.clock.advance(31 * 24 * 60 * 60 * 1000);
    const expired = await tokenRequest({
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token ?? '',
    });
    expect(expired.json()).toEqual({ error: 'invalid_grant' });
  });

  it('POST /auth/revoke ends the family (logout)', async () => {
    const caregiver = await t.createCaregiver();
    const tokens = await t.login(caregiver.email, caregiver.password);
    const revoke = await t.request({
      method: 'POST',
      url: '/auth/revoke',
      headers: FORM_HEADERS,
      payload: form({ token: tokens.refresh_token ?? '' }),
    });
    expect(revoke.statusCode).toBe(200);
    expect(revoke.json()).toEqual({ status: 200, data: { revoked: true } });
    const refreshed = await tokenRequest({
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token ?? '',
    });
    expect(refreshed.json()).toEqual({ error: 'invalid_grant' });
    const unknown = await t.request({
      method: 'POST',
      url: '/auth/revoke',
      headers: FORM_HEADERS,
      payload: form({ token: 'unknown' }),
    });
    expect(unknown.statusCode).toBe(200);
  });
});

describe('POST /auth/token, client credentials (spec 2 §7)', () => {
  it('answers a definition_read token without a refresh token', async () => {
    const response = await tokenRequest({
      grant_type: 'client_credentials',
      scope: 'definition_read',
      client_id: t.client.clientId,
      client_secret: t.client.clientSecret,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<TokenBody>();
    expect(body).toMatchObject({ token_type: 'Bearer', scope: 'definition_read', expires_in: 900 });
    expect(body.refresh_token).toBeUndefined();
  });

  it('refuses a wrong secret and the caregiver scope', async () => {
    const wrong = await tokenRequest({
      grant_type: 'client_credentials',
      client_id: t.client.clientId,
      client_secret: 'wrong',
    });
    expect(wrong.statusCode).toBe(401);
    const scope = await tokenRequest({
      grant_type: 'client_credentials',
      scope: 'caregiver',
      client_id: t.client.clientId,
      client_secret: t.client.clientSecret,
    });
    expect(scope.json()).toEqual({ error: 'invalid_scope' });
  });
});
