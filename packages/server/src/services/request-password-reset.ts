import { requestPasswordResetSchema } from '@careport/domain';
import { eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../app-deps.js';
import { countAttempt, isAnyKeyLocked } from '../auth/login-limit.js';
import { createOpaqueToken, hashOpaqueToken } from '../auth/opaque-token.js';
import { caregivers, passwordResetTokens } from '../db/schema/index.js';
import { parseInput } from '../errors/parse-input.js';
import { composePasswordResetMail } from '../mail/password-reset-mail.js';

/** DESIGN.md Auth: a single-use reset token that expires after 60 minutes. */
export const PASSWORD_RESET_TOKEN_MINUTES = 60;
/** At most this many reset mails per address and window, so nobody can flood a mailbox. */
export const PASSWORD_RESET_MAIL_LIMIT = 5;

export type PasswordResetResult = { status: 'OK' };

/** The link the mail carries: the app's `/new-password` screen (spec 2 §2). */
export function passwordResetLink(publicUrl: string, token: string, email: string): string {
  const query = new URLSearchParams({ token, email });
  return `${publicUrl}/new-password?${query.toString()}`;
}

/**
 * spec 2 §7 password reset request {email, environment}. The answer is always `OK`, so nobody
 * learns whether an address is registered; only a known caregiver gets the mail. `environment`
 * (e.g. "web") is accepted as the spec sends it; every environment opens the same web app.
 */
export async function requestPasswordReset(
  deps: Pick<AppDeps, 'db' | 'now' | 'mailer' | 'config' | 'log'>,
  input: { email: string; environment?: string | null | undefined },
): Promise<PasswordResetResult> {
  const { email } = parseInput(requestPasswordResetSchema, { email: input.email });
  const [caregiver] = await deps.db
    .select({ id: caregivers.id, email: caregivers.email, firstName: caregivers.firstName })
    .from(caregivers)
    .where(eq(sql`lower(${caregivers.email})`, email.toLowerCase()));
  if (!caregiver) return { status: 'OK' };

  const now = deps.now();
  const limitKey = `reset:${caregiver.email.toLowerCase()}`;
  if (await isAnyKeyLocked(deps.db, [limitKey], now)) return { status: 'OK' };
  await countAttempt(deps.db, limitKey, PASSWORD_RESET_MAIL_LIMIT, now);

  const token = createOpaqueToken();
  await deps.db.insert(passwordResetTokens).values({
    tokenHash: hashOpaqueToken(token),
    caregiverId: caregiver.id,
    expiresAt: new Date(now.getTime() + PASSWORD_RESET_TOKEN_MINUTES * 60_000),
  });
  const message = composePasswordResetMail({
    to: caregiver.email,
    firstName: caregiver.firstName,
    link: passwordResetLink(deps.config.publicUrl, token, caregiver.email),
    validMinutes: PASSWORD_RESET_TOKEN_MINUTES,
  });
  // Not awaited: waiting for SMTP would make a known address answer measurably slower than an
  // unknown one. A failed delivery is logged; the caregiver can ask again.
  deps.mailer.send(message).catch((error: unknown) => {
    deps.log.error({ err: error }, 'password reset mail could not be sent');
  });
  return { status: 'OK' };
}
