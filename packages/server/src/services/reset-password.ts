import {
  requiredText,
  cleanText,
  PASSWORD_MIN_LENGTH,
  VALIDATION_PASSWORD_MIN_LENGTH,
  VALIDATION_REQUIRED,
} from '@careport/domain';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppDeps } from '../app-deps.js';
import { clearAccountFailures } from '../auth/login-limit.js';
import { hashOpaqueToken } from '../auth/opaque-token.js';
import { hashPassword } from '../auth/password.js';
import { revokeCaregiverRefreshTokens } from '../auth/refresh-tokens.js';
import { caregivers, passwordResetTokens } from '../db/schema/index.js';
import { AppError } from '../errors/app-error.js';
import { parseInput } from '../errors/parse-input.js';
import type { PasswordResetResult } from './request-password-reset.js';

// spec 2 §5 New password: at least 6 characters (the confirmation is the form's concern). The
// upper bound keeps argon2 work bounded.
const resetPasswordSchema = z.object({
  email: requiredText().max(320),
  token: requiredText().max(200),
  password: cleanText()
    .min(1, VALIDATION_REQUIRED)
    .min(PASSWORD_MIN_LENGTH, VALIDATION_PASSWORD_MIN_LENGTH)
    .max(1000),
});

const invalidToken = () => new AppError('PASSWORD_RESET_TOKEN_INVALID', 400);

/**
 * spec 2 §7 password reset {email, token, password}. The token is single-use and expires after
 * 60 minutes; a wrong, used or expired one (or one for another address) answers
 * PASSWORD_RESET_TOKEN_INVALID. Success ends every session of the caregiver, access tokens included.
 */
export async function resetPassword(
  deps: Pick<AppDeps, 'db' | 'now' | 'config' | 'revokedSessions'>,
  input: { email: string; token: string; password: string },
): Promise<PasswordResetResult> {
  const { email, token, password } = parseInput(resetPasswordSchema, input);
  const now = deps.now();
  // Hash before the transaction: argon2 is slow, and PGlite has one connection to hold.
  const passwordHash = await hashPassword(password);
  await deps.db.transaction(async (tx) => {
    // Claiming the token with one UPDATE makes a second, concurrent use find nothing.
    const [claimed] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, hashOpaqueToken(token)),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, now),
          sql`${passwordResetTokens.caregiverId} = (SELECT ${caregivers.id} FROM ${caregivers} WHERE lower(${caregivers.email}) = ${email.toLowerCase()})`,
        ),
      )
      .returning({ caregiverId: passwordResetTokens.caregiverId });
    if (!claimed) throw invalidToken();
    await tx
      .update(caregivers)
      .set({ passwordHash, updatedAt: now })
      .where(eq(caregivers.id, claimed.caregiverId));
    // Older links of the same caregiver die with this one.
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResetTokens.caregiverId, claimed.caregiverId),
          isNull(passwordResetTokens.usedAt),
        ),
      );
    const sessions = await revokeCaregiverRefreshTokens(tx, {
      caregiverId: claimed.caregiverId,
      now,
      accessTokenTtlSeconds: deps.config.accessTokenTtlSeconds,
    });
    // Issue 42 #2: their access tokens too, in the same transaction as the new password.
    await deps.revokedSessions.revoke(tx, sessions, now);
  });
  // Whoever locked themselves out by guessing can sign in with the new password right away.
  await clearAccountFailures(deps.db, email);
  return { status: 'OK' };
}
