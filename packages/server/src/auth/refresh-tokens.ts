import { and, eq, isNull } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client.js';
import { refreshTokens } from '../db/schema/index.js';
import { createOpaqueToken, hashOpaqueToken } from './opaque-token.js';

const DAY_MS = 24 * 60 * 60 * 1000;

export type RefreshTokenOwner = { caregiverId: string; clientId: string; scope: string };

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

/** A new family's first token (a login). */
export async function issueRefreshToken(
  db: DbOrTx,
  owner: RefreshTokenOwner & { now: Date; ttlDays: number },
): Promise<string> {
  const absoluteExpiresAt = new Date(owner.now.getTime() + owner.ttlDays * DAY_MS);
  const { token } = await insertRefreshToken(db, {
    ...owner,
    familyId: crypto.randomUUID(),
    absoluteExpiresAt,
  });
  return token;
}

async function revokeFamily(db: DbOrTx, familyId: string, now: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

export type RotationResult =
  { outcome: 'rotated'; owner: RefreshTokenOwner; token: string } | { outcome: 'invalid' };

/**
 * Exchanges a refresh token for its successor (DESIGN.md Auth: rotated on use). A token used a
 * second time means it leaked: the whole family is revoked, so neither the thief nor the owner can
 * go on without logging in again.
 */
export async function rotateRefreshToken(
  db: Db,
  options: { token: string; now: Date },
): Promise<RotationResult> {
  const { now } = options;
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashOpaqueToken(options.token)))
      .for('update');
    if (!current) return { outcome: 'invalid' };
    if (current.revokedAt !== null) {
      await revokeFamily(tx, current.familyId, now);
      return { outcome: 'invalid' };
    }
    if (current.expiresAt.getTime() <= now.getTime()) return { outcome: 'invalid' };
    const owner = {
      caregiverId: current.caregiverId,
      clientId: current.clientId,
      scope: current.scope,
    };
    const next = await insertRefreshToken(tx, {
      ...owner,
      familyId: current.familyId,
      absoluteExpiresAt: current.absoluteExpiresAt,
    });
    await tx
      .update(refreshTokens)
      .set({ revokedAt: now, replacedBy: next.id })
      .where(eq(refreshTokens.id, current.id));
    return { outcome: 'rotated', owner, token: next.token };
  });
}

/** Logout (POST /auth/revoke): the token's whole family ends; an unknown token is no error. */
export async function revokeRefreshToken(
  db: Db,
  options: { token: string; now: Date },
): Promise<void> {
  const [row] = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashOpaqueToken(options.token)));
  if (row) await revokeFamily(db, row.familyId, options.now);
}

/** After a password change every session of the caregiver ends. */
export async function revokeCaregiverRefreshTokens(
  db: DbOrTx,
  options: { caregiverId: string; now: Date },
): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: options.now })
    .where(
      and(eq(refreshTokens.caregiverId, options.caregiverId), isNull(refreshTokens.revokedAt)),
    );
}
