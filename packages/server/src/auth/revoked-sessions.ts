import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client.js';
import { revokedSessions } from '../db/schema/index.js';

// Issue 42 #2 (record 0069): logout and a password reset end the session's access tokens too,
// not only its refresh tokens. Every bearer check asks whether the token's session was revoked;
// the database is the truth (another instance may have revoked it), and a small cache in front
// keeps the diary's hot path at one lookup per session every few seconds.

/** How long "not revoked" is believed: the longest a revocation on another instance goes unseen. */
export const NOT_REVOKED_CACHE_MS = 5_000;
/** Clocks of several instances disagree a little; a revocation outlives its tokens by this much. */
const CLOCK_MARGIN_MS = 60_000;
const MAX_CACHED_SESSIONS = 10_000;

export type RevokedSessions = {
  /** Whether `sessionId` was ended; cached: revoked for good, not revoked for a few seconds. */
  isRevoked(sessionId: string, now: Date): Promise<boolean>;
  /**
   * Ends the sessions' access tokens, written with `db` (the caller's transaction, as its last
   * statement: this instance believes it at once).
   */
  revoke(db: DbOrTx, sessionIds: readonly string[], now: Date): Promise<void>;
};

export function createRevokedSessions(options: {
  db: Db;
  accessTokenTtlSeconds: number;
}): RevokedSessions {
  const cache = new Map<string, { isRevoked: boolean; untilMs: number }>();
  const remember = (sessionId: string, isRevoked: boolean, untilMs: number) => {
    cache.delete(sessionId);
    // Oldest first in a Map: drop it to stay bounded.
    if (cache.size >= MAX_CACHED_SESSIONS) {
      const oldest = cache.keys().next();
      if (!oldest.done) cache.delete(oldest.value);
    }
    cache.set(sessionId, { isRevoked, untilMs });
  };
  return {
    async isRevoked(sessionId, now) {
      const cached = cache.get(sessionId);
      if (cached && now.getTime() < cached.untilMs) return cached.isRevoked;
      const [row] = await options.db
        .select({ expiresAt: revokedSessions.expiresAt })
        .from(revokedSessions)
        .where(and(eq(revokedSessions.sessionId, sessionId), gt(revokedSessions.expiresAt, now)));
      if (row) remember(sessionId, true, row.expiresAt.getTime());
      else remember(sessionId, false, now.getTime() + NOT_REVOKED_CACHE_MS);
      return row !== undefined;
    },
    async revoke(db, sessionIds, now) {
      if (sessionIds.length === 0) return;
      const expiresAt = new Date(
        now.getTime() + options.accessTokenTtlSeconds * 1000 + CLOCK_MARGIN_MS,
      );
      // Revocations are rare, so they sweep the expired ones as they go.
      await db.delete(revokedSessions).where(lte(revokedSessions.expiresAt, now));
      await db
        .insert(revokedSessions)
        .values(sessionIds.map((sessionId) => ({ sessionId, expiresAt })))
        .onConflictDoUpdate({
          target: revokedSessions.sessionId,
          set: { expiresAt: sql`excluded.expires_at` },
        });
      for (const sessionId of sessionIds) remember(sessionId, true, expiresAt.getTime());
    },
  };
}
