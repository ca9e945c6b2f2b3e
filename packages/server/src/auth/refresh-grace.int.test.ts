import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  form,
  FORM_HEADERS,
  type TestApp,
  type TokenBody,
} from '../test/test-app.js';

// Issue 15 #3: two tabs refreshing at once, or a retry after a lost answer, present one refresh
// token twice. Within the grace window (REFRESH_REUSE_GRACE_SECONDS, 10 s by default) the second
// gets the same successor; later, reuse still revokes the whole family.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const refresh = (token: string) =>
  t.request({
    method: 'POST',
    url: '/auth/token',
    headers: FORM_HEADERS,
    payload: form({ grant_type: 'refresh_token', refresh_token: token, scope: 'caregiver' }),
  });

const me = (accessToken: string) =>
  t.request({
    method: 'GET',
    url: '/caregiver-app/me',
    headers: { authorization: `Bearer ${accessToken}` },
  });

async function signIn(): Promise<string> {
  const caregiver = await t.createCaregiver();
  const tokens = await t.login(caregiver.email, caregiver.password);
  return tokens.refresh_token ?? '';
}

describe('refresh token grace window (issue 15 #3)', () => {
  it('answers two concurrent refreshes of one token with the same working successor', async () => {
    const first = await signIn();
    const answers = await Promise.all([refresh(first), refresh(first)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const [one, two] = answers.map((answer) => answer.json<TokenBody>());
    expect(one?.refresh_token).toBeDefined();
    expect(two?.refresh_token).toBe(one?.refresh_token);
    expect((await me(two?.access_token ?? '')).statusCode).toBe(200);

    // The session goes on: the successor rotates normally.
    const next = await refresh(one?.refresh_token ?? '');
    expect(next.statusCode).toBe(200);
    expect(next.json<TokenBody>().refresh_token).not.toBe(one?.refresh_token);
  });

  it('answers a retry a few seconds later with the same successor', async () => {
    const first = await signIn();
    const answer = (await refresh(first)).json<TokenBody>();
    t.clock.advance(9_000);
    const retry = await refresh(first);
    expect(retry.statusCode).toBe(200);
    expect(retry.json<TokenBody>().refresh_token).toBe(answer.refresh_token);
  });

  it('still revokes the family when the token comes again after the window', async () => {
    const first = await signIn();
    const second = (await refresh(first)).json<TokenBody>().refresh_token ?? '';
    t.clock.advance(11_000);
    const reused = await refresh(first);
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({ error: 'invalid_grant' });
    expect((await refresh(second)).json()).toEqual({ error: 'invalid_grant' });
  });

  it('revokes when the successor was already used, even within the window', async () => {
    const first = await signIn();
    const second = (await refresh(first)).json<TokenBody>().refresh_token ?? '';
    const third = (await refresh(second)).json<TokenBody>().refresh_token ?? '';
    const reused = await refresh(first);
    expect(reused.json()).toEqual({ error: 'invalid_grant' });
    expect((await refresh(third)).json()).toEqual({ error: 'invalid_grant' });
  });

  it('gives nothing after a logout, within the window too', async () => {
    const first = await signIn();
    const second = (await refresh(first)).json<TokenBody>().refresh_token ?? '';
    await t.request({
      method: 'POST',
      url: '/auth/revoke',
      headers: FORM_HEADERS,
      payload: form({ token: second }),
    });
    expect((await refresh(first)).json()).toEqual({ error: 'invalid_grant' });
  });
});
