// Issue 40: staff accounts for the tests: one per sign-in (a TOTP code signs in once per 30 s),
// and a JSON client with its bearer token (test/ops-helpers.ts).
import { randomUUID } from 'node:crypto';
import { hashPassword } from '../auth/password.js';
import { CONSOLE_CLIENT_ID } from '../auth/staff/console-client.js';
import { createTotpSecret, currentTotp, hashRecoveryCode } from '../auth/staff/staff-totp.js';
import { staffAccounts, staffRecoveryCodes, type StaffRole } from '../db/schema/index.js';
import { opsApiWithToken, type OpsApi } from './ops-helpers.js';
import { form, FORM_HEADERS, type TestApp } from './test-app.js';

export type TestStaff = {
  id: string;
  email: string;
  password: string;
  totpSecret: string;
  recoveryCode: string;
  role: StaffRole;
};

let passwordHash: Promise<string> | undefined;
export const STAFF_TEST_PASSWORD = 'staff-test-password-1';

export async function createStaff(t: TestApp, role: StaffRole): Promise<TestStaff> {
  passwordHash ??= hashPassword(STAFF_TEST_PASSWORD);
  const totpSecret = createTotpSecret();
  const recoveryCode = `${randomUUID().slice(0, 4)}-${randomUUID().slice(0, 4)}`;
  const [row] = await t.db
    .insert(staffAccounts)
    .values({
      email: `staff-${randomUUID()}@careport.test`,
      name: `Staff ${role}`,
      role,
      passwordHash: await passwordHash,
      totpSecret,
      activatedAt: t.clock.now(),
    })
    .returning();
  if (!row) throw new Error('staff not stored');
  await t.db
    .insert(staffRecoveryCodes)
    .values({ staffId: row.id, codeHash: hashRecoveryCode(recoveryCode) });
  return {
    id: row.id,
    email: row.email,
    password: STAFF_TEST_PASSWORD,
    totpSecret,
    recoveryCode,
    role,
  };
}

export function staffTokenRequest(t: TestApp, fields: Record<string, string>) {
  return t.request({
    method: 'POST',
    url: '/auth/token',
    headers: FORM_HEADERS,
    payload: form({ client_id: CONSOLE_CLIENT_ID, ...fields }),
  });
}

export type StaffTokens = {
  access_token: string;
  refresh_token: string;
  role: StaffRole;
  expires_in: number;
};

export async function staffSignIn(
  t: TestApp,
  staff: TestStaff,
  otp = currentTotp(staff.totpSecret, t.clock.now()),
) {
  return staffTokenRequest(t, {
    grant_type: 'password',
    username: staff.email,
    password: staff.password,
    otp,
  });
}

/** A new staff member of `role`, signed in: their account, tokens and a JSON client. */
export async function signedInStaff(
  t: TestApp,
  role: StaffRole,
): Promise<TestStaff & { tokens: StaffTokens; api: OpsApi }> {
  const staff = await createStaff(t, role);
  const response = await staffSignIn(t, staff);
  if (response.statusCode !== 200) throw new Error(`staff sign-in: ${response.body}`);
  const tokens = response.json<StaffTokens>();
  return { ...staff, tokens, api: opsApiWithToken(t, tokens.access_token) };
}
