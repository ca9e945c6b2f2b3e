// Issue 40: the staff accounts an admin sees and changes, and a staff member's own session calls.
import { asc, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.js';
import type { Actor, StaffActor } from '../../auth/actor.js';
import { revokeStaffRefreshTokens } from '../../auth/refresh-tokens.js';
import { staffAccounts } from '../../db/schema/index.js';
import { OpsError } from '../ops/ops-error.js';
import type { StaffDto, StaffListEntry } from '@careport/domain/back-office';

export type { StaffListEntry };

/** Calls about one's own account: a staff member only, never the machine client. */
export function requireStaffActor(actor: Actor | undefined): StaffActor {
  if (actor?.kind !== 'staff') {
    throw new OpsError('FORBIDDEN', 'Only a staff member signed in to the console has an account.');
  }
  return actor;
}

const listColumns = {
  id: staffAccounts.id,
  email: staffAccounts.email,
  name: staffAccounts.name,
  role: staffAccounts.role,
  disabledAt: staffAccounts.disabledAt,
  invitedAt: staffAccounts.invitedAt,
  lastSignInAt: staffAccounts.lastSignInAt,
};

const toListEntry = (row: {
  id: string;
  email: string;
  name: string;
  role: StaffDto['role'];
  disabledAt: Date | null;
  invitedAt: Date;
  lastSignInAt: Date | null;
}): StaffListEntry => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: row.role,
  disabled: row.disabledAt !== null,
  invitedAt: row.invitedAt.toISOString(),
  lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
});

export async function getStaffMe(deps: Pick<AppDeps, 'db'>, actor: StaffActor): Promise<StaffDto> {
  const [row] = await deps.db
    .select({
      id: staffAccounts.id,
      email: staffAccounts.email,
      name: staffAccounts.name,
      role: staffAccounts.role,
    })
    .from(staffAccounts)
    .where(eq(staffAccounts.id, actor.staffId));
  if (!row) throw new OpsError('STAFF_NOT_FOUND', 'This staff account no longer exists.');
  return row;
}

export async function listStaff(deps: Pick<AppDeps, 'db'>): Promise<StaffListEntry[]> {
  const rows = await deps.db
    .select(listColumns)
    .from(staffAccounts)
    .orderBy(asc(staffAccounts.email));
  return rows.map(toListEntry);
}

/** Every session of the account ends: refresh tokens and the access tokens issued for them. */
export async function endStaffSessions(
  deps: Pick<AppDeps, 'db' | 'now' | 'config' | 'revokedSessions'>,
  staffId: string,
  alsoSession?: string,
): Promise<void> {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const sessions = await revokeStaffRefreshTokens(tx, {
      staffId,
      now,
      accessTokenTtlSeconds: deps.config.accessTokenTtlSeconds,
    });
    const ids =
      alsoSession && !sessions.includes(alsoSession) ? [...sessions, alsoSession] : sessions;
    await deps.revokedSessions.revoke(tx, ids, now);
  });
}

/**
 * Disabled: no sign-in, no refresh, and its live tokens stop at once (their sessions are revoked).
 * An admin cannot disable their own account, so the last admin cannot lock everyone out by a slip.
 */
export async function setStaffDisabled(
  deps: Pick<AppDeps, 'db' | 'now' | 'config' | 'revokedSessions'>,
  actor: Actor | undefined,
  staffId: string,
  disabled: boolean,
): Promise<StaffListEntry> {
  if (disabled && actor?.kind === 'staff' && actor.staffId === staffId) {
    throw new OpsError('STAFF_CANNOT_DISABLE_SELF', 'An admin cannot disable their own account.');
  }
  const [row] = await deps.db
    .update(staffAccounts)
    .set({ disabledAt: disabled ? deps.now() : null })
    .where(eq(staffAccounts.id, staffId))
    .returning(listColumns);
  if (!row) throw new OpsError('STAFF_NOT_FOUND', `There is no staff account ${staffId}.`);
  if (disabled) await endStaffSessions(deps, staffId);
  return toListEntry(row);
}
