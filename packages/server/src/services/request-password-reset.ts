import { requestPasswordResetSchema } from '@careport/domain';
import { eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../app-deps.js';
import { reserveAttempt } from '../auth/login-limit.js';
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
 *
 * Everything after the input check (the lookup, the limit, the token, the mail) runs through
 * `afterReply`, once the answer is out: a known and an unknown address then cost the request the
 * same work, so its timing tells them apart no more (issue 15 #4).
 */
export async function requestPasswordReset(
  deps: Pick<AppDeps, 'db' | 'now' | 'mailer' | 'config'>,
  input: { email: string; environment?: string | null | undefined },
  afterReply: (task: () => Promise<void>) => void,
): Promise<PasswordResetResult> {
  const { email } = parseInput(requestPasswordResetSchema, { email: input.email });
  const now = deps.now();
  afterReply(() => sendPasswordResetMail(deps, { email, now }));
  return Promise.resolve({ status: 'OK' });
}

async function sendPasswordResetMail(
  deps: Pick<AppDeps, 'db' | 'mailer' | 'config'>,
  request: { email: string; now: Date },
): Promise<void> {
  const { now } = request;
  const [caregiver] = await deps.db
    .select({ id: caregivers.id, email: caregivers.email, firstName: caregivers.firstName })
    .from(caregivers)
    .where(eq(sql`lower(${caregivers.email})`, request.email.toLowerCase()));
  if (!caregiver) return;

  const limitKey = `reset:${caregiver.email.toLowerCase()}`;
  if (!(await reserveAttempt(deps.db, limitKey, PASSWORD_RESET_MAIL_LIMIT, now))) return;

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
  // A failed delivery reaches the app's log (jobs/background-tasks.ts); the caregiver can ask again.
  await deps.mailer.send(message);
}
