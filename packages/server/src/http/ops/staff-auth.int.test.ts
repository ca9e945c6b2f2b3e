// Issue 40: the console's sign-in (password + TOTP or a recovery code), its sessions, and the
// staff roles on the /ops routes, allowed and refused; tokens of one kind never pass as another.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentTotp } from '../../auth/staff/staff-totp.js';
import { staffAccounts } from '../../db/schema/index.js';
import { signIn } from '../../test/booking-helpers.js';
import { opsApiFor, opsApiWithToken } from '../../test/ops-helpers.js';
import {
  createStaff,
  signedInStaff,
  staffSignIn,
  staffTokenRequest,
  type StaffTokens,
} from '../../test/staff-helpers.js';
import { createTestApp, form, FORM_HEADERS, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const oauthError = (body: string) =>
  JSON.parse(body) as { error: string; error_description?: string };

describe('staff sign-in', () => {
  it('signs in with password and TOTP, answering the role, and GET /ops/staff/me names the account', async () => {
    const staff = await createStaff(t, 'finance');
    const response = await staffSignIn(t, staff);
    expect(response.statusCode).toBe(200);
    const tokens = response.json<StaffTokens & { token_type: string }>();
    expect(tokens).toMatchObject({ token_type: 'Bearer', role: 'finance' });
    expect(tokens.refresh_token).toEqual(expect.any(String));
    const me = await opsApiWithToken(t, tokens.access_token).get('/ops/staff/me');
    expect(me.statusCode).toBe(200);
    expect(me.body.data).toEqual({
      id: staff.id,
      email: staff.email,
      name: 'Staff finance',
      role: 'finance',
    });
    const [row] = await t.db.select().from(staffAccounts).where(eq(staffAccounts.id, staff.id));
    expect(row?.lastSignInAt).not.toBeNull();
  });

  it('answers otp_required without an otp, and invalid_grant for a wrong password or code', async () => {
    const staff = await createStaff(t, 'dispatcher');
    const missing = await staffTokenRequest(t, {
      grant_type: 'password',
      username: staff.email,
      password: staff.password,
    });
    expect(missing.statusCode).toBe(400);
    expect(oauthError(missing.body).error).toBe('invalid_grant');
    expect(oauthError(missing.body).error_description).toMatch(/^otp_required/);
    const wrongCode = await staffSignIn(t, staff, '000000');
    expect(wrongCode.statusCode).toBe(400);
    expect(oauthError(wrongCode.body).error).toBe('invalid_grant');
    const wrongPassword = await staffTokenRequest(t, {
      grant_type: 'password',
      username: staff.email,
      password: 'not-the-password',
      otp: currentTotp(staff.totpSecret, t.clock.now()),
    });
    expect(oauthError(wrongPassword.body).error).toBe('invalid_grant');
    const unknown = await staffTokenRequest(t, {
      grant_type: 'password',
      username: 'nobody@careport.test',
      password: staff.password,
      otp: '123456',
    });
    expect(oauthError(unknown.body).error).toBe('invalid_grant');
  });

  it('takes a TOTP code once: the same code again is refused', async () => {
    const staff = await createStaff(t, 'dispatcher');
    const code = currentTotp(staff.totpSecret, t.clock.now());
    expect((await staffSignIn(t, staff, code)).statusCode).toBe(200);
    const again = await staffSignIn(t, staff, code);
    expect(again.statusCode).toBe(400);
    expect(oauthError(again.body).error).toBe('invalid_grant');
  });

  it('takes a recovery code instead of a TOTP, once', async () => {
    const staff = await createStaff(t, 'admin');
    const first = await staffSignIn(t, staff, staff.recoveryCode.toUpperCase());
    expect(first.statusCode).toBe(200);
    expect((await staffSignIn(t, staff, staff.recoveryCode)).statusCode).toBe(400);
  });

  it('locks the account after five failures (429), even for the right credentials', async () => {
    const staff = await createStaff(t, 'dispatcher');
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await staffSignIn(t, staff, '999999')).statusCode).toBe(400);
    }
    const locked = await staffSignIn(t, staff);
    expect(locked.statusCode).toBe(429);
    expect(oauthError(locked.body).error).toBe('too_many_requests');
  });

  it('refuses a console client that sends a secret, and a caregiver grant for a staff member', async () => {
    const staff = await createStaff(t, 'dispatcher');
    const withSecret = await staffTokenRequest(t, {
      grant_type: 'password',
      client_secret: 'x',
      username: staff.email,
      password: staff.password,
      otp: currentTotp(staff.totpSecret, t.clock.now()),
    });
    expect(withSecret.statusCode).toBe(401);
    const asCaregiver = await t.request({
      method: 'POST',
      url: '/auth/token',
      headers: FORM_HEADERS,
      payload: form({
        grant_type: 'password',
        username: staff.email,
        password: staff.password,
        client_id: t.client.clientId,
        client_secret: t.client.clientSecret,
      }),
    });
    expect(oauthError(asCaregiver.body).error).toBe('invalid_grant');
  });

  it('refuses a disabled account', async () => {
    const staff = await createStaff(t, 'dispatcher');
    await t.db
      .update(staffAccounts)
      .set({ disabledAt: t.clock.now() })
      .where(eq(staffAccounts.id, staff.id));
    expect((await staffSignIn(t, staff)).statusCode).toBe(400);
  });
});

describe('staff sessions', () => {
  const refresh = (token: string, clientId?: string) =>
    staffTokenRequest(t, {
      grant_type: 'refresh_token',
      refresh_token: token,
      ...(clientId ? { client_id: clientId } : {}),
    });

  it('rotates the refresh token and answers the role again', async () => {
    const staff = await signedInStaff(t, 'finance');
    const response = await refresh(staff.tokens.refresh_token);
    expect(response.statusCode).toBe(200);
    const next = response.json<StaffTokens>();
    expect(next.role).toBe('finance');
    expect(next.refresh_token).not.toBe(staff.tokens.refresh_token);
    const me = await opsApiWithToken(t, next.access_token).get('/ops/staff/me');
    expect(me.statusCode).toBe(200);
  });

  it('does not refresh a staff session through the caregiver client, nor a caregiver’s through the console', async () => {
    const staff = await signedInStaff(t, 'finance');
    const asCaregiverApp = await t.request({
      method: 'POST',
      url: '/auth/token',
      headers: FORM_HEADERS,
      payload: form({ grant_type: 'refresh_token', refresh_token: staff.tokens.refresh_token }),
    });
    expect(oauthError(asCaregiverApp.body).error).toBe('invalid_grant');
    const caregiver = await t.createCaregiver();
    const session = await t.login(caregiver.email, caregiver.password);
    const asConsole = await refresh(session.refresh_token ?? '');
    expect(oauthError(asConsole.body).error).toBe('invalid_grant');
  });

  it('revokes a session through POST /auth/revoke', async () => {
    const staff = await signedInStaff(t, 'dispatcher');
    const revoked = await t.request({
      method: 'POST',
      url: '/auth/revoke',
      headers: FORM_HEADERS,
      payload: form({ token: staff.tokens.refresh_token, client_id: 'careport-console' }),
    });
    expect(revoked.statusCode).toBe(200);
    expect((await staff.api.get('/ops/staff/me')).statusCode).toBe(401);
    expect(oauthError((await refresh(staff.tokens.refresh_token)).body).error).toBe(
      'invalid_grant',
    );
  });

  it('signs out everywhere: every session’s tokens stop', async () => {
    const staff = await createStaff(t, 'dispatcher');
    const first = (await staffSignIn(t, staff)).json<StaffTokens>();
    const second = (await staffSignIn(t, staff, staff.recoveryCode)).json<StaffTokens>();
    const out = await t.request({
      method: 'POST',
      url: '/ops/staff/me/sign-out-everywhere',
      headers: { authorization: `Bearer ${first.access_token}` },
      payload: {},
    });
    expect(out.statusCode).toBe(204);
    for (const tokens of [first, second]) {
      expect((await opsApiWithToken(t, tokens.access_token).get('/ops/staff/me')).statusCode).toBe(
        401,
      );
      expect((await refresh(tokens.refresh_token)).statusCode).toBe(400);
    }
  });

  it('ends a disabled account’s live tokens at once, and an enabled one signs in again', async () => {
    const admin = await signedInStaff(t, 'admin');
    const staff = await signedInStaff(t, 'dispatcher');
    const disabled = await admin.api.post(`/ops/staff/${staff.id}/disable`);
    expect(disabled.statusCode).toBe(200);
    expect(disabled.body.data).toMatchObject({ id: staff.id, disabled: true });
    expect((await staff.api.get('/ops/staff/me')).statusCode).toBe(401);
    expect((await refresh(staff.tokens.refresh_token)).statusCode).toBe(400);
    const enabled = await admin.api.post(`/ops/staff/${staff.id}/enable`);
    expect(enabled.body.data).toMatchObject({ disabled: false });
    expect((await staffSignIn(t, staff, staff.recoveryCode)).statusCode).toBe(200);
  });

  it('does not let an admin disable their own account', async () => {
    const admin = await signedInStaff(t, 'admin');
    const answer = await admin.api.post(`/ops/staff/${admin.id}/disable`);
    expect(answer.statusCode).toBe(409);
    expect(answer.body.errorCode).toBe('STAFF_CANNOT_DISABLE_SELF');
  });
});

describe('cross-scope tokens', () => {
  it('refuses a staff token on every caregiver call with 403 insufficient_scope', async () => {
    const staff = await signedInStaff(t, 'admin');
    const headers = { authorization: `Bearer ${staff.tokens.access_token}` };
    for (const url of ['/caregiver-app/me', '/caregiver-app/booking']) {
      const response = await t.request({ method: 'GET', url, headers });
      expect(response.statusCode, url).toBe(403);
      expect(response.headers['www-authenticate']).toMatch(/insufficient_scope/);
    }
    const graphql = await t.request({
      method: 'POST',
      url: '/graphql',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ query: '{ me { email } }' }),
    });
    expect(graphql.statusCode).toBe(403);
  });

  it('refuses a caregiver token on the staff calls with 403', async () => {
    const caregiver = await signIn(t);
    const api = opsApiWithToken(t, caregiver.token);
    expect((await api.get('/ops/staff/me')).statusCode).toBe(403);
    expect((await api.get('/ops/audit')).statusCode).toBe(403);
  });

  it('answers the machine client on the admin calls, but not as a staff member', async () => {
    const ops = await opsApiFor(t);
    expect((await ops.get('/ops/staff')).statusCode).toBe(200);
    const me = await ops.get('/ops/staff/me');
    expect(me.statusCode).toBe(403);
  });
});

describe('roles on the /ops routes', () => {
  // A 400 for an empty body means the role passed the door: the route read the body.
  const cases: [string, 'GET' | 'POST', string, ('dispatcher' | 'finance' | 'admin')[]][] = [
    ['proposals', 'GET', '/ops/proposals', ['dispatcher']],
    ['propose', 'POST', '/ops/service-requests', ['dispatcher']],
    ['contract cancel', 'POST', '/ops/contracts/not-an-id/cancel', ['dispatcher']],
    ['invoice run', 'POST', '/ops/invoice-runs', ['finance']],
    ['invoice runs', 'GET', '/ops/invoice-runs', ['finance']],
    ['invoice corrections', 'GET', '/ops/invoice-corrections', ['finance']],
    ['invoice run progress', 'GET', '/ops/invoice-runs/not-an-id', ['finance']],
    ['verify proof', 'POST', '/ops/proofs/verify', ['finance']],
    ['anonymise', 'POST', '/ops/care-receivers/not-an-id/anonymize', ['admin']],
    ['care receivers', 'GET', '/ops/care-receivers', ['admin']],
    ['contracts', 'GET', '/ops/contracts', ['dispatcher', 'finance']],
    ['contract', 'GET', '/ops/contracts/not-an-id', ['dispatcher', 'finance']],
    [
      'service documentation file',
      'GET',
      '/ops/service-documentation/files/not-an-id',
      ['dispatcher', 'finance'],
    ],
    ['demo caregivers', 'POST', '/ops/demo-caregivers', ['admin']],
    ['staff list', 'GET', '/ops/staff', ['admin']],
    ['invite', 'POST', '/ops/staff/invitations', ['admin']],
    ['audit', 'GET', '/ops/audit', ['dispatcher', 'finance', 'admin']],
  ];
  let byRole: Record<'dispatcher' | 'finance' | 'admin', Awaited<ReturnType<typeof signedInStaff>>>;
  beforeAll(async () => {
    byRole = {
      dispatcher: await signedInStaff(t, 'dispatcher'),
      finance: await signedInStaff(t, 'finance'),
      admin: await signedInStaff(t, 'admin'),
    };
  });

  it.each(cases)(
    '%s: allowed for its roles, 403 FORBIDDEN for the others',
    async (_name, method, url, allowed) => {
      for (const role of ['dispatcher', 'finance', 'admin'] as const) {
        const api = byRole[role].api;
        const answer = method === 'GET' ? await api.get(url) : await api.post(url, {});
        if (allowed.includes(role)) {
          expect([200, 400], `${role} ${url}: ${JSON.stringify(answer.body)}`).toContain(
            answer.statusCode,
          );
        } else {
          expect(answer.statusCode, `${role} ${url}`).toBe(403);
          expect(answer.body.errorCode).toBe('FORBIDDEN');
        }
      }
    },
  );
});
