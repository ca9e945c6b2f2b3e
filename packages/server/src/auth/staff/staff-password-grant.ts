import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.js';
import { staffAccounts, staffRecoveryCodes, type StaffRole } from '../../db/schema/index.js';
import { OAuthError } from '../../errors/app-error.js';
import {
  abandonLoginCheck,
  admitLoginCheck,
  recordLoginFailure,
  recordLoginSuccess,
} from '../login-checks.js';
import { hashPassword, needsRehash, verifyPassword } from '../password.js';
import { issueRefreshToken } from '../refresh-tokens.js';
import { createTokenResponse, type TokenResponse } from '../token-response.js';
import { CONSOLE_CLIENT_ID, ensureConsoleClient, staffLimitName } from './console-client.js';
import { hashRecoveryCode, isTotpShaped, totpStep } from './staff-totp.js';

export type StaffTokenResponse = TokenResponse & { role: StaffRole };

let dummyHash: Promise<string> | undefined;
const getDummyHash = () => (dummyHash ??= hashPassword(crypto.randomUUID()));

const wrongCredentials = () =>
  new OAuthError('invalid_grant', 400, 'The e-mail, password or code is not right.');

/**
 * Uses up the code: a TOTP of a later step than the last one used, or an unused recovery code.
 * One statement each, so two requests with the same code cannot both win.
 */
async function consumeSecondFactor(
  deps: AppDeps,
  staff: { id: string; totpSecret: string },
  otp: string,
): Promise<boolean> {
  if (isTotpShaped(otp)) {
    const step = totpStep(staff.totpSecret, otp, deps.now());
    if (step === undefined) return false;
    const rows = await deps.db
      .update(staffAccounts)
      .set({ totpLastStep: step })
      .where(
        and(
          eq(staffAccounts.id, staff.id),
          or(isNull(staffAccounts.totpLastStep), lt(staffAccounts.totpLastStep, step)),
        ),
      )
      .returning({ id: staffAccounts.id });
    return rows.length === 1;
  }
  const rows = await deps.db
    .update(staffRecoveryCodes)
    .set({ usedAt: deps.now() })
    .where(
      and(
        eq(staffRecoveryCodes.staffId, staff.id),
        eq(staffRecoveryCodes.codeHash, hashRecoveryCode(otp)),
        isNull(staffRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: staffRecoveryCodes.id });
  return rows.length === 1;
}

/**
 * Issue 40: the console's password grant, `client_id=careport-console`, with `otp` (a TOTP code
 * or a recovery code). Without `otp` the answer is `otp_required` before anything is checked, so
 * it tells nothing about the password. Unknown account, wrong password, wrong or used code and
 * a disabled account answer the same invalid_grant and count as one failure towards the same
 * lock-out as the caregivers' (auth/login-checks.ts), under a key of their own.
 */
export async function grantStaffPassword(
  deps: AppDeps,
  request: { username: string; password: string; otp?: string | undefined; address: string },
): Promise<StaffTokenResponse> {
  if (request.otp === undefined || request.otp.trim() === '') {
    throw new OAuthError(
      'invalid_grant',
      400,
      'otp_required: send the 6-digit code of the authenticator app or a recovery code as otp.',
    );
  }
  const email = request.username.trim().toLowerCase();
  const check = await admitLoginCheck(deps.db, {
    username: staffLimitName(email),
    address: request.address,
    now: deps.now,
  });
  if (!check) throw new OAuthError('too_many_requests', 429);

  let staff: typeof staffAccounts.$inferSelect | undefined;
  let isSignedIn = false;
  try {
    [staff] = await deps.db
      .select()
      .from(staffAccounts)
      .where(eq(sql`lower(${staffAccounts.email})`, email));
    const isPasswordRight = await verifyPassword(
      staff?.passwordHash ?? (await getDummyHash()),
      request.password,
    );
    if (staff?.passwordHash && staff.totpSecret && isPasswordRight && !staff.disabledAt) {
      isSignedIn = await consumeSecondFactor(
        deps,
        { id: staff.id, totpSecret: staff.totpSecret },
        request.otp.trim(),
      );
    }
  } catch (error) {
    await abandonLoginCheck(deps.db, check);
    throw error;
  }
  if (!staff?.passwordHash || !isSignedIn) {
    await recordLoginFailure(deps.db, check, deps.now());
    throw wrongCredentials();
  }
  await recordLoginSuccess(deps.db, check, staffLimitName(email));
  await deps.db
    .update(staffAccounts)
    .set({
      lastSignInAt: deps.now(),
      ...(needsRehash(staff.passwordHash)
        ? { passwordHash: await hashPassword(request.password) }
        : {}),
    })
    .where(eq(staffAccounts.id, staff.id));
  return issueStaffTokens(deps, { id: staff.id, role: staff.role });
}

/** A new session (refresh token family) for the staff member, and its first access token. */
async function issueStaffTokens(
  deps: AppDeps,
  staff: { id: string; role: StaffRole },
): Promise<StaffTokenResponse> {
  await ensureConsoleClient(deps.db);
  const session = await issueRefreshToken(deps.db, {
    caregiverId: null,
    staffId: staff.id,
    clientId: CONSOLE_CLIENT_ID,
    scope: 'staff',
    now: deps.now(),
    ttlDays: deps.config.refreshTokenTtlDays,
  });
  return staffTokenResponse(deps, staff, session);
}

export async function staffTokenResponse(
  deps: AppDeps,
  staff: { id: string; role: StaffRole },
  session: { token: string; sessionId: string },
): Promise<StaffTokenResponse> {
  const response = await createTokenResponse(
    deps,
    {
      kind: 'staff',
      staffId: staff.id,
      role: staff.role,
      clientId: CONSOLE_CLIENT_ID,
      sessionId: session.sessionId,
      scopes: ['staff'],
    },
    session.token,
  );
  return { ...response, role: staff.role };
}
