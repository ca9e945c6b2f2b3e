// Issue 40: an admin invites a staff member; the mail job makes the one-time link and the TOTP
// secret (sealed with the link's token, so only the link's holder can read it); the invitee
// shows the secret in an authenticator app, proves it with a code, and sets the password.
import type { StaffDto } from '@careport/domain/back-office';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import {
  createOpaqueToken,
  hashOpaqueToken,
  sealWithToken,
  unsealWithToken,
} from '../../auth/opaque-token.js';
import { hashPassword } from '../../auth/password.js';
import {
  createRecoveryCodes,
  createTotpSecret,
  hashRecoveryCode,
  totpStep,
  totpUri,
} from '../../auth/staff/staff-totp.js';
import type { Db } from '../../db/client.js';
import {
  staffAccounts,
  staffInvitations,
  staffRecoveryCodes,
  type StaffRole,
} from '../../db/schema/index.js';
import { STAFF_INVITATION_MAIL_JOB } from '../../jobs/job-names.js';
import type { Mailer } from '../../mail/mailer.js';
import { composeStaffInvitationMail } from '../../mail/staff-invitation-mail.js';
import { OpsError } from '../ops/ops-error.js';
import { violatedConstraint } from '../ops/ops-error.js';

export const INVITATION_VALID_HOURS = 72;

export const invitationLink = (publicUrl: string, token: string) =>
  `${publicUrl}/console/invitation/${token}`;

export type { StaffDto };

/**
 * The account (not yet usable: no password, no TOTP) and its invitation, then the mail job. The
 * address is unique among staff, whatever its case.
 */
export async function inviteStaff(
  deps: Pick<AppDeps, 'db' | 'jobs' | 'now'>,
  input: { email: string; name: string; role: StaffRole },
): Promise<StaffDto> {
  const now = deps.now();
  let created: StaffDto & { invitationId: string };
  try {
    created = await deps.db.transaction(async (tx) => {
      const [staff] = await tx
        .insert(staffAccounts)
        .values({
          email: input.email.toLowerCase(),
          name: input.name,
          role: input.role,
          invitedAt: now,
        })
        .returning({
          id: staffAccounts.id,
          email: staffAccounts.email,
          name: staffAccounts.name,
          role: staffAccounts.role,
        });
      if (!staff) throw new Error('staff account not stored');
      const [invitation] = await tx
        .insert(staffInvitations)
        .values({
          staffId: staff.id,
          expiresAt: new Date(now.getTime() + INVITATION_VALID_HOURS * 3_600_000),
        })
        .returning({ id: staffInvitations.id });
      if (!invitation) throw new Error('staff invitation not stored');
      return { ...staff, invitationId: invitation.id };
    });
  } catch (error) {
    if (violatedConstraint(error) === 'staff_accounts_email_key') {
      throw new OpsError('STAFF_EMAIL_TAKEN', `${input.email} already has a staff account.`);
    }
    throw error;
  }
  // After the commit: on PGlite a job sent inside the transaction would wait for it forever.
  await deps.jobs.send(STAFF_INVITATION_MAIL_JOB, { invitationId: created.invitationId });
  const { invitationId: _invitation, ...staff } = created;
  return staff;
}

const jobDataSchema = z.object({ invitationId: z.uuid() });

/**
 * The job: a fresh token and TOTP secret each run (a retried job's unsent token is never known),
 * then the mail. An invitation used or expired meanwhile gets no mail.
 */
export async function sendStaffInvitationMail(
  deps: { db: Db; mailer: Mailer; now: () => Date; publicUrl: string },
  data: object,
): Promise<void> {
  const { invitationId } = jobDataSchema.parse(data);
  const token = createOpaqueToken();
  const [invitation] = await deps.db
    .update(staffInvitations)
    .set({
      tokenHash: hashOpaqueToken(token),
      totpSecretSealed: sealWithToken(createTotpSecret(), token),
    })
    .where(and(eq(staffInvitations.id, invitationId), isNull(staffInvitations.usedAt)))
    .returning({ staffId: staffInvitations.staffId, expiresAt: staffInvitations.expiresAt });
  if (!invitation || invitation.expiresAt.getTime() <= deps.now().getTime()) return;
  const [staff] = await deps.db
    .select({ email: staffAccounts.email, name: staffAccounts.name })
    .from(staffAccounts)
    .where(eq(staffAccounts.id, invitation.staffId));
  if (!staff) return;
  await deps.mailer.send(
    composeStaffInvitationMail({
      to: staff.email,
      name: staff.name,
      link: invitationLink(deps.publicUrl, token),
      validHours: INVITATION_VALID_HOURS,
    }),
  );
}

/** The live invitation of `token` with its account and TOTP secret, or the code why not. */
async function findInvitation(db: Db, token: string, now: Date) {
  const [row] = await db
    .select({
      invitationId: staffInvitations.id,
      sealed: staffInvitations.totpSecretSealed,
      expiresAt: staffInvitations.expiresAt,
      usedAt: staffInvitations.usedAt,
      staffId: staffAccounts.id,
      email: staffAccounts.email,
      name: staffAccounts.name,
      role: staffAccounts.role,
      disabledAt: staffAccounts.disabledAt,
    })
    .from(staffInvitations)
    .innerJoin(staffAccounts, eq(staffAccounts.id, staffInvitations.staffId))
    .where(eq(staffInvitations.tokenHash, hashOpaqueToken(token)));
  const secret = row?.sealed ? unsealWithToken(row.sealed, token) : undefined;
  if (!row || secret === undefined) {
    throw new OpsError('STAFF_INVITATION_NOT_FOUND', 'There is no such invitation.');
  }
  if (row.usedAt) throw new OpsError('STAFF_INVITATION_USED', 'This invitation was used already.');
  if (row.expiresAt.getTime() <= now.getTime() || row.disabledAt) {
    throw new OpsError(
      'STAFF_INVITATION_EXPIRED',
      'This invitation has expired; ask for a new one.',
    );
  }
  return { ...row, secret };
}

export async function showInvitation(deps: Pick<AppDeps, 'db' | 'now'>, token: string) {
  const invitation = await findInvitation(deps.db, token, deps.now());
  return {
    email: invitation.email,
    name: invitation.name,
    role: invitation.role,
    totpSecret: invitation.secret,
    totpUri: totpUri(invitation.secret, invitation.email),
  };
}

/**
 * The password and the authenticator (proved by a code of it) become the account's; ten
 * recovery codes are made and shown this once. The invitation is used in the same statement that
 * checks it is unused, so two requests with one link cannot both set a password.
 */
export async function acceptInvitation(
  deps: Pick<AppDeps, 'db' | 'now'>,
  token: string,
  input: { password: string; otp: string },
): Promise<{ recoveryCodes: string[] }> {
  const now = deps.now();
  const invitation = await findInvitation(deps.db, token, now);
  const step = totpStep(invitation.secret, input.otp, now);
  if (step === undefined) {
    throw new OpsError(
      'STAFF_OTP_INVALID',
      'The code does not match: check the authenticator app and the phone’s clock.',
      { otp: 'does not match' },
    );
  }
  const passwordHash = await hashPassword(input.password);
  const recoveryCodes = createRecoveryCodes();
  await deps.db.transaction(async (tx) => {
    const used = await tx
      .update(staffInvitations)
      .set({ usedAt: now })
      .where(and(eq(staffInvitations.id, invitation.invitationId), isNull(staffInvitations.usedAt)))
      .returning({ id: staffInvitations.id });
    if (used.length === 0) {
      throw new OpsError('STAFF_INVITATION_USED', 'This invitation was used already.');
    }
    await tx
      .update(staffAccounts)
      .set({
        passwordHash,
        totpSecret: invitation.secret,
        totpLastStep: step,
        activatedAt: sql`coalesce(${staffAccounts.activatedAt}, ${now.toISOString()}::timestamptz)`,
      })
      .where(eq(staffAccounts.id, invitation.staffId));
    // Codes of an earlier invitation of the same account end with it.
    await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, invitation.staffId));
    await tx.insert(staffRecoveryCodes).values(
      recoveryCodes.map((code) => ({
        staffId: invitation.staffId,
        codeHash: hashRecoveryCode(code),
      })),
    );
  });
  return { recoveryCodes };
}
