import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResetTokens } from '../db/schema/index.js';
import { createTestApp, form, FORM_HEADERS, type TestApp } from '../test/test-app.js';
import { createOpaqueToken, hashOpaqueToken } from './opaque-token.js';
import { NOT_REVOKED_CACHE_MS } from './revoked-sessions.js';

// Issue 42 #2: an access token kept working up to 15 minutes after logout or a password reset.
let t: TestApp;
let other: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // A second instance on the same database where there can be one (PGlite is one process's).
  other = process.env.DATABASE_URL ? await createTestApp() : t;
});
afterAll(async () => {
  if (other !== t) await other?.close();
  await t?.close();
});

/** What a client notices with `token`: the REST profile's and the GraphQL profile's status. */
async function statusesWith(app: TestApp, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  const rest = await app.request({ method: 'GET', url: '/caregiver-app/me', headers });
  const graphql = await app.request({
    method: 'POST',
    url: '/graphql',
    headers,
    payload: { query: '{ me { email } }' },
  });
  return { rest: rest.statusCode, graphql: graphql.statusCode };
}

const SIGNED_IN = { rest: 200, graphql: 200 };
const REFUSED = { rest: 401, graphql: 401 };

const logout = (refreshToken: string | undefined) =>
  t.request({
    method: 'POST',
    url: '/auth/revoke',
    headers: FORM_HEADERS,
    payload: form({ token: refreshToken ?? '' }),
  });

/** A valid reset link's token for the caregiver, without going through the mail. */
async function resetTokenFor(caregiverId: string): Promise<string> {
  const token = createOpaqueToken();
  await t.db.insert(passwordResetTokens).values({
    tokenHash: hashOpaqueToken(token),
    caregiverId,
    expiresAt: new Date(t.clock.now().getTime() + 60 * 60_000),
  });
  return token;
}

describe('revoked sessions (issue 42 #2)', () => {
  it('logout ends that session’s access token on REST and GraphQL, and only that one', async () => {
    const caregiver = await t.createCaregiver();
    const phone = await t.login(caregiver.email, caregiver.password);
    const laptop = await t.login(caregiver.email, caregiver.password);
    const someoneElse = await t.createCaregiver();
    const theirs = await t.login(someoneElse.email, someoneElse.password);
    expect(await statusesWith(t, phone.access_token)).toEqual(SIGNED_IN);

    expect((await logout(phone.refresh_token)).statusCode).toBe(200);
    expect(await statusesWith(t, phone.access_token)).toEqual(REFUSED);
    expect(await statusesWith(t, laptop.access_token)).toEqual(SIGNED_IN);
    expect(await statusesWith(t, theirs.access_token)).toEqual(SIGNED_IN);
  });

  it('a password reset ends every access token of the caregiver, no one else’s', async () => {
    const caregiver = await t.createCaregiver();
    const sessions = [
      await t.login(caregiver.email, caregiver.password),
      await t.login(caregiver.email, caregiver.password),
    ];
    const someoneElse = await t.createCaregiver();
    const theirs = await t.login(someoneElse.email, someoneElse.password);

    const reset = await t.request({
      method: 'POST',
      url: '/graphql',
      payload: {
        query: `mutation($input: ResetPasswordInput!) { resetPassword(input: $input) { status } }`,
        variables: {
          input: {
            email: caregiver.email,
            token: await resetTokenFor(caregiver.id),
            password: 'a-new-password',
          },
        },
      },
    });
    expect(reset.json()).toEqual({ data: { resetPassword: { status: 'OK' } } });

    for (const session of sessions) {
      expect(await statusesWith(t, session.access_token)).toEqual(REFUSED);
    }
    expect(await statusesWith(t, theirs.access_token)).toEqual(SIGNED_IN);
    // The new password's session is a new one.
    const fresh = await t.login(caregiver.email, 'a-new-password');
    expect(await statusesWith(t, fresh.access_token)).toEqual(SIGNED_IN);
  });

  it('another instance refuses the token too, within the cache’s few seconds', async () => {
    const caregiver = await t.createCaregiver();
    const session = await t.login(caregiver.email, caregiver.password);
    // The other instance has just believed the session alive.
    expect(await statusesWith(other, session.access_token)).toEqual(SIGNED_IN);
    await logout(session.refresh_token);
    other.clock.advance(NOT_REVOKED_CACHE_MS + 1);
    expect(await statusesWith(other, session.access_token)).toEqual(REFUSED);
  });
});
