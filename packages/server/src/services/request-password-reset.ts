import { requestPasswordResetSchema } from '@careport/domain';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppDeps } from '../app-deps.js';
import { reserveAttempt } from '../auth/login-limit.js';
import { createOpaqueToken, hashOpaqueToken } from '../auth/opaque-token.js';
import { caregivers, passwordResetTokens } from '../db/schema/index.js';
import { parseInput } from '../errors/parse-input.js';
import { PASSWORD_RESET_MAIL_JOB } from '../jobs/job-names.js';
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

/** How long a worked reset job (and the address it carries) stays in the job table. */
export const PASSWORD_RESET_JOB_KEEP_SECONDS = 60;

const jobDataSchema = z.object({ email: z.email() });

/**
 * spec 2 §7 password reset request {email, environment}. The answer is always `OK`, so nobody
 * learns whether an address is registered; only a known caregiver gets the mail. `environment`
 * (e.g. "web") is accepted as the spec sends it; every environment opens the same web app.
 *
 * The request only checks the input and queues a durable job with the normalised address: the
 * same insert for every address, so nothing a caller can time tells a known one from an unknown
 * one (issue 42 #3, record 0070). The job (`sendPasswordResetMail`) does the rest.
 */
export async function requestPasswordReset(
  deps: Pick<AppDeps, 'jobs'>,
  input: { email: string; environment?: string | null | undefined },
): Promise<PasswordResetResult> {
  const { email } = parseInput(requestPasswordResetSchema, { email: input.email });
  await deps.jobs.send(PASSWORD_RESET_MAIL_JOB, { email: email.trim().toLowerCase() });
  return { status: 'OK' };
}

/**
 * The job: the limit (per address asked for, known or not), the lookup, the token and the mail.
 * A failed delivery throws, so the job retries with a new token (the unsent one is never known).
 */
export async function sendPasswordResetMail(
  deps: Pick<AppDeps, 'db' | 'mailer' | 'now'> & { publicUrl: string },
  data: object,
): Promise<void> {
  const { email } = jobDataSchema.parse(data);
  const now = deps.now();
  if (!(await reserveAttempt(deps.db, `reset:${email}`, PASSWORD_RESET_MAIL_LIMIT, now))) return;
  const [caregiver] = await deps.db
    .select({ id: caregivers.id, email: caregivers.email, firstName: caregivers.firstName })
    .from(caregivers)
    .where(eq(sql`lower(${caregivers.email})`, email));
  if (!caregiver) return;

  const token = createOpaqueToken();
  await deps.db.insert(passwordResetTokens).values({
    tokenHash: hashOpaqueToken(token),
    caregiverId: caregiver.id,
    expiresAt: new Date(now.getTime() + PASSWORD_RESET_TOKEN_MINUTES * 60_000),
  });
  const message = composePasswordResetMail({
    to: caregiver.email,
    firstName: caregiver.firstName,
    link: passwordResetLink(deps.publicUrl, token, caregiver.email),
    validMinutes: PASSWORD_RESET_TOKEN_MINUTES,
  });
  await deps.mailer.send(message);
}
