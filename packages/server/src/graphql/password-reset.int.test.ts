import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, form, FORM_HEADERS, type TestApp } from '../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

type ResultBody = {
  data: Record<string, { status: string } | null> | null;
  errors?: { extensions?: { code?: string; details?: Record<string, string> } }[];
};

const REQUEST = `mutation($input: RequestPasswordResetInput!) { requestPasswordReset(input: $input) { status } }`;
const RESET = `mutation($input: ResetPasswordInput!) { resetPassword(input: $input) { status } }`;

async function mutate(query: string, input: object): Promise<ResultBody> {
  const response = await t.request({
    method: 'POST',
    url: '/graphql',
    payload: { query, variables: { input } },
  });
  expect(response.statusCode).toBeLessThan(500);
  await t.settle(); // the reset mail goes out after the answer
  return response.json<ResultBody>();
}

async function tokenStatus(email: string, password: string): Promise<number> {
  const response = await t.request({
    method: 'POST',
    url: '/auth/token',
    headers: FORM_HEADERS,
    payload: form({
      grant_type: 'password',
      username: email,
      password,
      client_id: t.client.clientId,
      client_secret: t.client.clientSecret,
    }),
  });
  return response.statusCode;
}

/** Asks for a reset mail for `email` and returns the link's token and e-mail. */
async function requestLink(email: string): Promise<{ token: string; email: string; text: string }> {
  const before = t.mails.length;
  const body = await mutate(REQUEST, { email, environment: 'web' });
  expect(body.data?.requestPasswordReset).toEqual({ status: 'OK' });
  expect(t.mails).toHaveLength(before + 1);
  const mail = t.mails[t.mails.length - 1];
  const link = /https?:\/\/\S+\/new-password\?\S+/.exec(mail?.text ?? '')?.[0] ?? '';
  const url = new URL(link);
  expect(url.origin).toBe('http://careport.test');
  return {
    token: url.searchParams.get('token') ?? '',
    email: url.searchParams.get('email') ?? '',
    text: mail?.text ?? '',
  };
}

describe('password reset (spec 2 §5, §7)', () => {
  it('works end to end: mail, link, new password works, old fails, link single-use, sessions end', async () => {
    const caregiver = await t.createCaregiver({
      firstName: 'Jörg',
      email: `Joerg.${Date.now()}@careport.example`,
    });
    const session = await t.login(caregiver.email, caregiver.password);

    const link = await requestLink(caregiver.email);
    expect(link.email).toBe(caregiver.email);
    expect(link.text).toContain('Hallo Jörg,');
    expect(link.text).toContain('60 Minuten');
    expect(t.mails.at(-1)).toMatchObject({
      to: caregiver.email,
      subject: 'Careport: Passwort zurücksetzen',
    });

    const reset = await mutate(RESET, {
      email: link.email,
      token: link.token,
      password: 'neues-passwort',
    });
    expect(reset.errors).toBeUndefined();
    expect(reset.data?.resetPassword).toEqual({ status: 'OK' });

    expect(await tokenStatus(caregiver.email, 'neues-passwort')).toBe(200);
    expect(await tokenStatus(caregiver.email, caregiver.password)).toBe(400);

    const again = await mutate(RESET, {
      email: link.email,
      token: link.token,
      password: 'drittes-passwort',
    });
    expect(again.errors?.[0]?.extensions?.code).toBe('PASSWORD_RESET_TOKEN_INVALID');
    expect(await tokenStatus(caregiver.email, 'drittes-passwort')).toBe(400);

    // The session from before the reset can no longer be refreshed.
    const refreshed = await t.request({
      method: 'POST',
      url: '/auth/token',
      headers: FORM_HEADERS,
      payload: form({ grant_type: 'refresh_token', refresh_token: session.refresh_token ?? '' }),
    });
    expect(refreshed.json()).toEqual({ error: 'invalid_grant' });
  });

  it('lifts a login lock-out once the password is reset', async () => {
    const caregiver = await t.createCaregiver();
    for (let attempt = 0; attempt < 5; attempt += 1) await tokenStatus(caregiver.email, 'guess');
    expect(await tokenStatus(caregiver.email, caregiver.password)).toBe(429);
    const link = await requestLink(caregiver.email);
    await mutate(RESET, { email: link.email, token: link.token, password: 'endlich-neu' });
    expect(await tokenStatus(caregiver.email, 'endlich-neu')).toBe(200);
  });

  it('answers OK for an unknown address and sends no mail', async () => {
    const before = t.mails.length;
    const body = await mutate(REQUEST, {
      email: `nobody-${Date.now()}@careport.example`,
      environment: 'web',
    });
    expect(body.data?.requestPasswordReset).toEqual({ status: 'OK' });
    expect(t.mails).toHaveLength(before);
  });

  it('sends at most 5 mails per address in 15 minutes, still answering OK', async () => {
    const caregiver = await t.createCaregiver();
    for (let mail = 0; mail < 5; mail += 1) await requestLink(caregiver.email);
    const before = t.mails.length;
    const body = await mutate(REQUEST, { email: caregiver.email, environment: 'web' });
    expect(body.data?.requestPasswordReset).toEqual({ status: 'OK' });
    expect(t.mails).toHaveLength(before);
    t.clock.advance(15 * 60 * 1000 + 1000);
    await requestLink(caregiver.email);
  });

  it('refuses an address that is not an e-mail with a validation code', async () => {
    const body = await mutate(REQUEST, { email: 'not-an-email' });
    expect(body.errors?.[0]?.extensions).toMatchObject({
      code: 'CANNOT_DESERIALIZE_REQUEST_DATA',
      details: { email: 'VALIDATION_EMAIL' },
    });
  });

  it('refuses an expired link (after 60 minutes) and a wrong token or address', async () => {
    const caregiver = await t.createCaregiver();
    const link = await requestLink(caregiver.email);
    const other = await t.createCaregiver();

    const wrongToken = await mutate(RESET, {
      email: link.email,
      token: 'x'.repeat(43),
      password: 'secret1',
    });
    expect(wrongToken.errors?.[0]?.extensions?.code).toBe('PASSWORD_RESET_TOKEN_INVALID');
    const wrongAddress = await mutate(RESET, {
      email: other.email,
      token: link.token,
      password: 'secret1',
    });
    expect(wrongAddress.errors?.[0]?.extensions?.code).toBe('PASSWORD_RESET_TOKEN_INVALID');

    t.clock.advance(60 * 60 * 1000 + 1000);
    const expired = await mutate(RESET, {
      email: link.email,
      token: link.token,
      password: 'secret1',
    });
    expect(expired.errors?.[0]?.extensions?.code).toBe('PASSWORD_RESET_TOKEN_INVALID');
    expect(await tokenStatus(caregiver.email, caregiver.password)).toBe(200);
  });

  it('refuses a password under 6 characters with the domain key and keeps the link usable', async () => {
    const caregiver = await t.createCaregiver();
    const link = await requestLink(caregiver.email);
    const short = await mutate(RESET, { email: link.email, token: link.token, password: '12345' });
    expect(short.errors?.[0]?.extensions).toMatchObject({
      code: 'CANNOT_DESERIALIZE_REQUEST_DATA',
      details: { password: 'VALIDATION_PASSWORD_MIN_LENGTH' },
    });
    const ok = await mutate(RESET, { email: link.email, token: link.token, password: '123456' });
    expect(ok.data?.resetPassword).toEqual({ status: 'OK' });
  });
});
