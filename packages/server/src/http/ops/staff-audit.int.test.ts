// Issue 40: the audit trail (a row for every back-office write, by whom, in the database for
// good) and the invitation of a staff member through the mail's one-time link.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentTotp } from '../../auth/staff/staff-totp.js';
import { auditLog, staffInvitations } from '../../db/schema/index.js';
import { sqlState } from '../../services/ops/ops-error.js';
import { opsApiFor, proposeBody } from '../../test/ops-helpers.js';
import { signedInStaff, staffSignIn, type StaffTokens } from '../../test/staff-helpers.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

type Entry = {
  action: string;
  actorLabel: string;
  role: string | null;
  recordId: string | null;
  summary: string;
};
type Invitation = {
  email: string;
  name: string;
  role: string;
  totpSecret: string;
  totpUri: string;
};

/** The token of the last invitation mail to `email`. */
function invitationTokenFor(email: string): string {
  const mail = t.mails.filter((one) => one.to === email).at(-1);
  const token = /\/console\/invitation\/([A-Za-z0-9_-]{43})/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`no invitation mail to ${email}`);
  return token;
}

const json = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
  t.request({ method, url, ...(payload === undefined ? {} : { payload: payload as object }) });

describe('the audit trail', () => {
  it('records a staff write with its author and role, and never the body’s secrets', async () => {
    const admin = await signedInStaff(t, 'admin');
    const email = `new-${Date.now()}@careport.test`;
    const invited = await admin.api.post('/ops/staff/invitations', {
      email,
      name: 'Neu',
      role: 'finance',
    });
    expect(invited.statusCode).toBe(201);
    const id = (invited.body.data as { id: string }).id;
    const trail = await admin.api.get<{ entries: Entry[] }>(`/ops/audit?recordId=${id}`);
    expect(trail.statusCode).toBe(200);
    expect(trail.body.data.entries).toEqual([
      expect.objectContaining({
        action: 'staff.invite',
        recordType: 'staff',
        actorKind: 'staff',
        actorLabel: admin.email,
        role: 'admin',
        recordId: id,
      }),
    ]);
    expect(trail.body.data.entries[0]?.summary).toContain('role=finance');
  });

  it('finds a new service request on the trail by the id the creation answered', async () => {
    const dispatcher = await signedInStaff(t, 'dispatcher');
    const caregiver = await t.createCaregiver();
    const created = await dispatcher.api.post<{ service_request_id: string }>(
      '/ops/service-requests',
      proposeBody(caregiver.email),
    );
    expect(created.statusCode).toBe(201);
    const id = created.body.data.service_request_id;
    const trail = await dispatcher.api.get<{ entries: Entry[] }>(`/ops/audit?recordId=${id}`);
    expect(trail.body.data.entries).toEqual([
      expect.objectContaining({
        action: 'service-request.create',
        recordType: 'service-request',
        actorLabel: dispatcher.email,
        role: 'dispatcher',
        recordId: id,
      }),
    ]);
  });

  it('records the machine client as such, and no row for a refused write', async () => {
    const ops = await opsApiFor(t);
    const before = await t.db.select({ n: sql<number>`count(*)::int` }).from(auditLog);
    const refused = await ops.post('/ops/invoice-runs', { month: 'nope' });
    expect(refused.statusCode).toBe(400);
    const after = await t.db.select({ n: sql<number>`count(*)::int` }).from(auditLog);
    expect(after[0]?.n).toBe(before[0]?.n);
    const run = await ops.post('/ops/jobs/idempotency-cleanup/run');
    expect(run.statusCode).toBe(202);
    const [row] = await t.db
      .select()
      .from(auditLog)
      .orderBy(sql`${auditLog.id} desc`)
      .limit(1);
    expect(row).toMatchObject({
      actorKind: 'client',
      role: null,
      action: 'job.run',
      recordId: 'idempotency-cleanup',
    });
  });

  it('filters, pages with a cursor, and exports CSV', async () => {
    const admin = await signedInStaff(t, 'admin');
    for (const name of ['A', 'B', 'C']) {
      await admin.api.post('/ops/staff/invitations', {
        email: `page-${name}-${Date.now()}@careport.test`,
        name,
        role: 'dispatcher',
      });
    }
    const first = await admin.api.get<{ entries: Entry[]; nextCursor: string | null }>(
      `/ops/audit?actor=${encodeURIComponent(admin.email)}&action=staff.&limit=2`,
    );
    expect(first.body.data.entries).toHaveLength(2);
    expect(first.body.data.nextCursor).not.toBeNull();
    const second = await admin.api.get<{ entries: Entry[]; nextCursor: string | null }>(
      `/ops/audit?actor=${encodeURIComponent(admin.email)}&action=staff.&limit=2&cursor=${first.body.data.nextCursor}`,
    );
    expect(second.body.data.entries).toHaveLength(1);
    expect(second.body.data.nextCursor).toBeNull();
    const csv = await t.request({
      method: 'GET',
      url: `/ops/audit.csv?actor=${encodeURIComponent(admin.email)}`,
      headers: { authorization: `Bearer ${admin.tokens.access_token}` },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('id,at,actorKind,actorLabel,role,action,recordType,recordId,summary');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain(admin.email);
  });

  it('answers bad filters with 400 CANNOT_DESERIALIZE_REQUEST_DATA', async () => {
    const staff = await signedInStaff(t, 'finance');
    for (const query of [
      'limit=0',
      'limit=201',
      'cursor=abc',
      'from=yesterday',
      'action=%00',
      'x=1',
    ]) {
      const answer = await staff.api.get(`/ops/audit?${query}`);
      expect(answer.statusCode, query).toBe(400);
      expect(answer.body.errorCode).toBe('CANNOT_DESERIALIZE_REQUEST_DATA');
    }
  });

  it('cannot be changed or emptied: UPDATE, DELETE and TRUNCATE are refused by the database', async () => {
    const ops = await opsApiFor(t);
    await ops.post('/ops/jobs/idempotency-cleanup/run');
    for (const statement of [
      sql`UPDATE audit_log SET summary = 'changed'`,
      sql`DELETE FROM audit_log`,
      sql`TRUNCATE audit_log`,
    ]) {
      let state: string | undefined;
      try {
        await t.db.execute(statement);
      } catch (error) {
        state = sqlState(error);
      }
      expect(state).toBe('42501');
    }
    const rows = await t.db.select().from(auditLog).where(eq(auditLog.summary, 'changed'));
    expect(rows).toEqual([]);
  });
});

describe('invitations', () => {
  it('invites by mail; the link shows the TOTP secret, and accepting with a code gives ten recovery codes', async () => {
    const admin = await signedInStaff(t, 'admin');
    const email = `invited-${Date.now()}@careport.test`;
    const invited = await admin.api.post('/ops/staff/invitations', {
      email,
      name: 'Ida',
      role: 'dispatcher',
    });
    expect(invited.statusCode).toBe(201);
    expect(invited.body.data).toMatchObject({ email, name: 'Ida', role: 'dispatcher' });
    await t.settle();
    const token = invitationTokenFor(email);
    const shown = await json('GET', `/staff-invitations/${token}`);
    expect(shown.statusCode).toBe(200);
    const invitation = shown.json<{ data: Invitation }>().data;
    expect(invitation).toMatchObject({ email, name: 'Ida', role: 'dispatcher' });
    expect(invitation.totpUri).toMatch(/^otpauth:\/\/totp\//);

    const wrongCode = await json('POST', `/staff-invitations/${token}`, {
      password: 'a-long-password',
      otp: '000000',
    });
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.json<{ errorCode: string }>().errorCode).toBe('STAFF_OTP_INVALID');
    const shortPassword = await json('POST', `/staff-invitations/${token}`, {
      password: 'short',
      otp: currentTotp(invitation.totpSecret, t.clock.now()),
    });
    expect(shortPassword.statusCode).toBe(400);

    const accepted = await json('POST', `/staff-invitations/${token}`, {
      password: 'a-long-password',
      otp: currentTotp(invitation.totpSecret, t.clock.now()),
    });
    expect(accepted.statusCode).toBe(200);
    const { recoveryCodes } = accepted.json<{ data: { recoveryCodes: string[] } }>().data;
    expect(recoveryCodes).toHaveLength(10);

    const again = await json('POST', `/staff-invitations/${token}`, {
      password: 'a-long-password',
      otp: currentTotp(invitation.totpSecret, t.clock.now()),
    });
    expect(again.statusCode).toBe(410);
    expect(again.json<{ errorCode: string }>().errorCode).toBe('STAFF_INVITATION_USED');

    const signedIn = await staffSignIn(
      t,
      {
        id: '',
        email,
        password: 'a-long-password',
        totpSecret: invitation.totpSecret,
        recoveryCode: '',
        role: 'dispatcher',
      },
      recoveryCodes[0],
    );
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json<StaffTokens>().role).toBe('dispatcher');
    const list = await admin.api.get<{ staff: { email: string; lastSignInAt: string | null }[] }>(
      '/ops/staff',
    );
    expect(list.body.data.staff.find((one) => one.email === email)?.lastSignInAt).not.toBeNull();
  });

  it('answers an unknown link 404 and an expired one 410', async () => {
    const unknown = await json('GET', `/staff-invitations/${'x'.repeat(43)}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<{ errorCode: string }>().errorCode).toBe('STAFF_INVITATION_NOT_FOUND');
    expect((await json('GET', '/staff-invitations/short')).statusCode).toBe(404);

    const admin = await signedInStaff(t, 'admin');
    const email = `late-${Date.now()}@careport.test`;
    const invited = await admin.api.post('/ops/staff/invitations', {
      email,
      name: 'Late',
      role: 'finance',
    });
    await t.settle();
    const token = invitationTokenFor(email);
    await t.db
      .update(staffInvitations)
      .set({ expiresAt: new Date(t.clock.now().getTime() - 1000) })
      .where(eq(staffInvitations.staffId, (invited.body.data as { id: string }).id));
    const expired = await json('GET', `/staff-invitations/${token}`);
    expect(expired.statusCode).toBe(410);
    expect(expired.json<{ errorCode: string }>().errorCode).toBe('STAFF_INVITATION_EXPIRED');
  });

  it('refuses a second account for the same address and bad invitation bodies', async () => {
    const admin = await signedInStaff(t, 'admin');
    const email = `twice-${Date.now()}@careport.test`;
    expect(
      (await admin.api.post('/ops/staff/invitations', { email, name: 'A', role: 'admin' }))
        .statusCode,
    ).toBe(201);
    const twice = await admin.api.post('/ops/staff/invitations', {
      email: email.toUpperCase(),
      name: 'A',
      role: 'admin',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.body.errorCode).toBe('STAFF_EMAIL_TAKEN');
    for (const body of [
      { email: 'not-an-address', name: 'A', role: 'admin' },
      { email: 'a@b.de', name: '', role: 'admin' },
      { email: 'a@b.de', name: 'A', role: 'owner' },
      { email: 'a@b.de', name: 'A\u0000', role: 'admin' },
    ]) {
      const answer = await admin.api.post('/ops/staff/invitations', body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.body.errorCode).toBe('CANNOT_DESERIALIZE_REQUEST_DATA');
    }
    expect((await admin.api.post('/ops/staff/not-a-uuid/disable')).body.errorCode).toBe(
      'STAFF_INVALID_ID',
    );
  });
});
