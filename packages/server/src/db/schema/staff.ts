// Issue 40: the provider's staff, who sign in to the console (record 0083): personal accounts with
// a role, a TOTP second factor and one-time recovery codes, invited by an admin and disabled,
// never deleted (their names stay on the audit trail).
import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, enumCheck, instant, now, primaryId } from './columns.js';

export const STAFF_ROLES = ['dispatcher', 'finance', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const staffAccounts = pgTable(
  'staff_accounts',
  {
    id: primaryId(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: text('role').$type<StaffRole>().notNull(),
    /** argon2id (auth/password.ts); null until the invitation is accepted. */
    passwordHash: text('password_hash'),
    /** Base32 TOTP secret (RFC 6238, SHA1, 6 digits, 30 s); null until the invitation is accepted. */
    totpSecret: text('totp_secret'),
    /** The last TOTP time step that signed in: a code is good once (auth/staff-totp.ts). */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    invitedAt: instant('invited_at').notNull().default(now()),
    activatedAt: instant('activated_at'),
    lastSignInAt: instant('last_sign_in_at'),
    disabledAt: instant('disabled_at'),
  },
  (t) => [
    uniqueIndex('staff_accounts_email_key').on(sql`lower(${t.email})`),
    enumCheck('staff_accounts_role_check', t.role, STAFF_ROLES),
  ],
);

/**
 * An admin's invitation: a one-time link (only its SHA-256 stored) and the TOTP secret the new
 * account will have, sealed with that link's token, so a database dump reveals neither.
 */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: primaryId(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffAccounts.id),
    /** Null until the mail job made the token (services/staff/invitation-mail.ts). */
    tokenHash: text('token_hash').unique(),
    totpSecretSealed: text('totp_secret_sealed'),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('staff_invitations_staff_id_idx').on(t.staffId)],
);

/** Ten per account, made when the invitation is accepted; each signs in once instead of a TOTP. */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: primaryId(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffAccounts.id),
    /** SHA-256 of the normalised code: 80 random bits need no slow hash. */
    codeHash: text('code_hash').notNull().unique(),
    usedAt: instant('used_at'),
  },
  (t) => [index('staff_recovery_codes_staff_id_idx').on(t.staffId)],
);
