import { and, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client.js';
import { revokedSessions } from '../db/schema/index.js';

// Issue 42 #2 (record 0069): logout and a password reset end the session's access tokens too,
// not only its refresh tokens. Every bearer check asks whether the token's session was revoked;
// the database is the truth (another instance may have revoked it), and a small cache in front
// keeps the diary's hot path at one lookup per session every few seconds.
//
// Issue 41 (record 0077): a single access token revoked through RFC 7009 is kept here too, under
// its `jti`. Session ids and token ids are both random UUIDs, so they never meet, and one lookup
// answers for a token and its session together.

/** How long "not revoked" is believed: the longest a revocation on another instance goes unseen. */
export const NOT_REVOKED_CACHE_MS = 5_000;
/** Clocks of several instances disagree a little; a revocation outlives its tokens by this much. */
const CLOCK_MARGIN_MS = 60_000;
const MAX_CACHED_SESSIONS = 10_000;

export type RevokedSessions = {
  /**
   * Whether any of `ids` (a session, a token) was revoked; cached: revoked for good, not revoked
   * for a few seconds.
   */
  isRevoked(ids: readonly string[], now: Date): Promise<boolean>;
  /**
   * Ends the sessions' access tokens, or single access tokens, written with `db` (the caller's
   * transaction, as its last statement: this instance believes it at once).
   */
  revoke(db: DbOrTx, ids: readonly string[], now: Date): Promise<void>;
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
    async isRevoked(ids, now) {
      const unknown: string[] = [];
      for (const id of ids) {
        const cached = cache.get(id);
        if (!cached || now.getTime() >= cached.untilMs) unknown.push(id);
        else if (cached.isRevoked) return true;
      }
      if (unknown.length === 0) return false;
      const rows = await options.db
        .select({ id: revokedSessions.sessionId, expiresAt: revokedSessions.expiresAt })
        .from(revokedSessions)
        .where(
          and(inArray(revokedSessions.sessionId, unknown), gt(revokedSessions.expiresAt, now)),
        );
      for (const id of unknown) {
        const row = rows.find((one) => one.id === id);
        if (row) remember(id, true, row.expiresAt.getTime());
        else remember(id, false, now.getTime() + NOT_REVOKED_CACHE_MS);
      }
      return rows.length > 0;
    },
    async revoke(db, ids, now) {
      if (ids.length === 0) return;
      const expiresAt = new Date(
        now.getTime() + options.accessTokenTtlSeconds * 1000 + CLOCK_MARGIN_MS,
      );
      // Revocations are rare, so they sweep the expired ones as they go.
      await db.delete(revokedSessions).where(lte(revokedSessions.expiresAt, now));
      await db
        .insert(revokedSessions)
        .values(ids.map((sessionId) => ({ sessionId, expiresAt })))
        .onConflictDoUpdate({
          target: revokedSessions.sessionId,
          set: { expiresAt: sql`excluded.expires_at` },
        });
      for (const id of ids) remember(id, true, expiresAt.getTime());
    },
  };
}
