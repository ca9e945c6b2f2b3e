// Issue 40: who did what through the back office (record 0085). Append-only: a trigger refuses
// UPDATE, DELETE and TRUNCATE (drizzle/0017_staff_accounts_audit.sql), so not even the
// application's own role can change the trail.
import { bigserial, index, pgTable, text } from 'drizzle-orm/pg-core';
import { enumCheck, instant, now } from './columns.js';
import { STAFF_ROLES, type StaffRole } from './staff.js';

export const AUDIT_ACTOR_KINDS = ['staff', 'client'] as const;
export type AuditActorKind = (typeof AUDIT_ACTOR_KINDS)[number];

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: instant('at').notNull().default(now()),
    actorKind: text('actor_kind').$type<AuditActorKind>().notNull(),
    /** A staff account's id, or the machine client's client id. */
    actorId: text('actor_id').notNull(),
    /** The staff member's e-mail, or the client id, as it was then. */
    actorLabel: text('actor_label').notNull(),
    /** Null for the machine client. */
    role: text('role').$type<StaffRole>(),
    /** e.g. `booking.create`, `care-receiver.read`. */
    action: text('action').notNull(),
    recordType: text('record_type'),
    recordId: text('record_id'),
    /** What happened, never a secret (no password, token or code). */
    summary: text('summary').notNull(),
  },
  (t) => [
    enumCheck('audit_log_actor_kind_check', t.actorKind, AUDIT_ACTOR_KINDS),
    enumCheck('audit_log_role_check', t.role, STAFF_ROLES),
    index('audit_log_at_idx').on(t.at),
    index('audit_log_record_id_idx').on(t.recordId),
  ],
);
