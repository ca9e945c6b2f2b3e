// Issue 40: the demo's staff users sign in with the demo password and the public TOTP secret;
// in production they are not seeded, and an account holding that secret is disabled.
import { eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STAFF_TOTP_SECRET } from '../auth/staff/demo-staff-secret.js';
import { currentTotp } from '../auth/staff/staff-totp.js';
import { loginAttempts, staffAccounts } from '../db/schema/index.js';
import { staffTokenRequest } from '../test/staff-helpers.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { DEMO_PASSWORD } from './demo.js';
import { DEMO_STAFF, seedDemoStaff } from './demo-staff.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('the demo staff', () => {
  it('are seeded once, one of each role, and sign in with the demo password and TOTP', async () => {
    // Their addresses are fixed, so on a kept PostgreSQL an earlier run's production case below
    // has disabled them, and its sign-in used this half-minute's code: start from fresh accounts.
    await t.db
      .update(staffAccounts)
      .set({ disabledAt: null, totpLastStep: null })
      .where(
        inArray(
          staffAccounts.email,
          DEMO_STAFF.map((staff) => staff.email),
        ),
      );
    await seedDemoStaff(t.db, { now: t.clock.now(), isProduction: false });
    await seedDemoStaff(t.db, { now: t.clock.now(), isProduction: false });
    const emails = DEMO_STAFF.map((staff) => staff.email);
    const rows = await t.db
      .select()
      .from(staffAccounts)
      .where(inArray(staffAccounts.email, emails));
    expect(rows.map((row) => row.role).sort()).toEqual(['admin', 'dispatcher', 'finance']);
    const response = await staffTokenRequest(t, {
      grant_type: 'password',
      username: 'dispo@careport.example',
      password: DEMO_PASSWORD,
      otp: currentTotp(DEMO_STAFF_TOTP_SECRET, t.clock.now()),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ role: string }>().role).toBe('dispatcher');
  });

  it('are disabled, not seeded, when NODE_ENV=production', async () => {
    await seedDemoStaff(t.db, { now: t.clock.now(), isProduction: true });
    const [row] = await t.db
      .select()
      .from(staffAccounts)
      .where(eq(staffAccounts.email, 'finanzen@careport.example'));
    expect(row?.disabledAt).not.toBeNull();
    // The refusals of earlier runs on a kept PostgreSQL would answer the lock-out's 429 instead.
    await t.db.delete(loginAttempts).where(like(loginAttempts.key, '%finanzen@careport.example%'));
    t.clock.advance(60_000);
    const response = await staffTokenRequest(t, {
      grant_type: 'password',
      username: 'finanzen@careport.example',
      password: DEMO_PASSWORD,
      otp: currentTotp(DEMO_STAFF_TOTP_SECRET, t.clock.now()),
    });
    expect(response.statusCode).toBe(400);
  });
});
