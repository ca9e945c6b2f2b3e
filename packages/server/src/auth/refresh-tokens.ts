import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client.js';
import { refreshTokens } from '../db/schema/index.js';
import {
  createOpaqueToken,
  hashOpaqueToken,
  sealWithToken,
  unsealWithToken,
} from './opaque-token.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A caregiver's session or (issue 40, record 0083) a staff member's: exactly one id is set. */
export type RefreshTokenOwner = {
  caregiverId: string | null;
  staffId: string | null;
  clientId: string;
  scope: string;
};

async function insertRefreshToken(
  db: DbOrTx,
  owner: RefreshTokenOwner & { familyId: string; absoluteExpiresAt: Date },
): Promise<{ id: string; token: string }> {
  const token = createOpaqueToken();
  const [row] = await db
    .insert(refreshTokens)
    .values({
      tokenHash: hashOpaqueToken(token),
      familyId: owner.familyId,
      caregiverId: owner.caregiverId,
      staffId: owner.staffId,
      clientId: owner.clientId,
      scope: owner.scope,
      // DESIGN.md Auth: an absolute expiry, counted from the login, that rotation never extends.
      expiresAt: owner.absoluteExpiresAt,
      absoluteExpiresAt: owner.absoluteExpiresAt,
    })
    .returning({ id: refreshTokens.id });
  if (!row) throw new Error('refresh token not stored');
  return { id: row.id, token };
}

/** A new family's first token (a login); the family is the session its access tokens name. */
export async function issueRefreshToken(
  db: DbOrTx,
  owner: RefreshTokenOwner & { now: Date; ttlDays: number },
): Promise<{ token: string; sessionId: string }> {
  const absoluteExpiresAt = new Date(owner.now.getTime() + owner.ttlDays * DAY_MS);
  const familyId = crypto.randomUUID();
  const { token } = await insertRefreshToken(db, { ...owner, familyId, absoluteExpiresAt });
  return { token, sessionId: familyId };
}

/** Every token of a family (a session) ends: reuse of a rotated token, logout. */
export async function revokeFamily(db: DbOrTx, familyId: string, now: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

export type RotationResult =
  | { outcome: 'rotated'; owner: RefreshTokenOwner; sessionId: string; token: string }
  | { outcome: 'invalid' };

type RefreshTokenRow = typeof refreshTokens.$inferSelect;

/**
 * The successor a token was rotated to, when the same token comes again within the grace window
 * (two tabs refreshing at once, a retry after a lost answer) and the successor is still live.
 */
async function findGraceSuccessor(
  tx: DbOrTx,
  current: RefreshTokenRow,
  options: { token: string; now: Date; graceMs: number },
): Promise<string | undefined> {
  const { revokedAt, replacedBy, successorSealed } = current;
  if (!revokedAt || !replacedBy || !successorSealed) return undefined;
  if (options.now.getTime() - revokedAt.getTime() > options.graceMs) return undefined;
  const [successor] = await tx
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.id, replacedBy))
    .for('update');
  if (!successor || successor.revokedAt !== null) return undefined;
  if (successor.expiresAt.getTime() <= options.now.getTime()) return undefined;
  const token = unsealWithToken(successorSealed, options.token);
  return token !== undefined && hashOpaqueToken(token) === successor.tokenHash ? token : undefined;
}

/**
 * Exchanges a refresh token for its successor (DESIGN.md Auth: rotated on use). A token used a
 * second time means it leaked: the whole family is revoked, so neither the thief nor the owner can
 * go on without logging in again. Except within `graceMs` of its rotation, while its successor is
 * unused: then it answers that same successor (issue 15 #3), so two tabs or a retried request do
 * not end the session, and a thief gains nothing the owner's own use did not already hand out.
 */
export async function rotateRefreshToken(
  db: Db,
  options: { token: string; now: Date; graceMs: number },
): Promise<RotationResult> {
  const { now } = options;
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashOpaqueToken(options.token)))
      .for('update');
    if (!current) return { outcome: 'invalid' };
    const owner = {
      caregiverId: current.caregiverId,
      staffId: current.staffId,
      clientId: current.clientId,
      scope: current.scope,
    };
    if (current.revokedAt !== null) {
      const successor = await findGraceSuccessor(tx, current, options);
      if (successor !== undefined) {
        return { outcome: 'rotated', owner, sessionId: current.familyId, token: successor };
      }
      await revokeFamily(tx, current.familyId, now);
      return { outcome: 'invalid' };
    }
    if (current.expiresAt.getTime() <= now.getTime()) return { outcome: 'invalid' };
    const next = await insertRefreshToken(tx, {
      ...owner,
      familyId: current.familyId,
      absoluteExpiresAt: current.absoluteExpiresAt,
    });
    await tx
      .update(refreshTokens)
      .set({
        revokedAt: now,
        replacedBy: next.id,
        successorSealed: sealWithToken(next.token, options.token),
      })
      .where(eq(refreshTokens.id, current.id));
    return { outcome: 'rotated', owner, sessionId: current.familyId, token: next.token };
  });
}

export type RefreshTokenFamily = {
  familyId: string;
  caregiverId: string | null;
  staffId: string | null;
  clientId: string;
};

/** The family (session) a refresh token belongs to, live or not; undefined when unknown. */
export async function findRefreshTokenFamily(
  db: DbOrTx,
  token: string,
): Promise<RefreshTokenFamily | undefined> {
  const [row] = await db
    .select({
      familyId: refreshTokens.familyId,
      caregiverId: refreshTokens.caregiverId,
      staffId: refreshTokens.staffId,
      clientId: refreshTokens.clientId,
    })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashOpaqueToken(token)));
  return row;
}

/**
 * After a password change every session of the caregiver ends. Answers the sessions that may
 * still have live access tokens (their family outlived the last access token lifetime), for
 * revoked-sessions.ts.
 */
export async function revokeCaregiverRefreshTokens(
  db: DbOrTx,
  options: { caregiverId: string; now: Date; accessTokenTtlSeconds: number },
): Promise<string[]> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: options.now })
    .where(
      and(eq(refreshTokens.caregiverId, options.caregiverId), isNull(refreshTokens.revokedAt)),
    );
  const oldestLive = new Date(options.now.getTime() - options.accessTokenTtlSeconds * 1000);
  const families = await db
    .selectDistinct({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.caregiverId, options.caregiverId),
        gt(refreshTokens.absoluteExpiresAt, oldestLive),
      ),
    );
  return families.map((family) => family.familyId);
}

/**
 * Issue 40: sign-out everywhere, a disabled account. Every session of the staff member ends; answers
 * the sessions whose access tokens may still be live, for revoked-sessions.ts.
 */
export async function revokeStaffRefreshTokens(
  db: DbOrTx,
  options: { staffId: string; now: Date; accessTokenTtlSeconds: number },
): Promise<string[]> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: options.now })
    .where(and(eq(refreshTokens.staffId, options.staffId), isNull(refreshTokens.revokedAt)));
  const oldestLive = new Date(options.now.getTime() - options.accessTokenTtlSeconds * 1000);
  const families = await db
    .selectDistinct({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.staffId, options.staffId),
        gt(refreshTokens.absoluteExpiresAt, oldestLive),
      ),
    );
  return families.map((family) => family.familyId);
}
