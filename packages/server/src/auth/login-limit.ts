import { inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { loginAttempts } from '../db/schema/index.js';

// DESIGN.md Auth: login is rate-limited per account and per address. The counters live in the
// database, so the limit holds across server instances. Sign-ins count only their failures
// (auth/login-checks.ts); the reservation below is for work that counts whatever its outcome.
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const ACCOUNT_FAILURE_LIMIT = 5;
export const ADDRESS_FAILURE_LIMIT = 20;

export const accountKey = (username: string) => `account:${username.trim().toLowerCase()}`;
export const addressKey = (address: string) => `ip:${address}`;

/**
 * Reserves one attempt (a reset mail about to be sent, a calendar feed read) for `key`, in
 * one statement, before the work it guards starts: true when the attempt may go ahead. The
 * reservation that reaches `limit` in one window locks the key for one more window, so concurrent
 * requests cannot all pass a check that runs before any of them has been counted (issue 15 #1).
 * The upsert takes the row's lock, so this holds on PostgreSQL across instances as on PGlite.
 */
export async function reserveAttempt(
  db: Db,
  key: string,
  limit: number,
  now: Date,
): Promise<boolean> {
  const windowOpenedAfter = new Date(now.getTime() - LOGIN_WINDOW_MS).toISOString();
  const lockedUntil = new Date(now.getTime() + LOGIN_WINDOW_MS);
  const nowText = now.toISOString();
  // An attempt after the window closed starts a new window.
  const isWindowOver = sql`${loginAttempts.windowStart} <= ${windowOpenedAfter}::timestamptz`;
  const nextCount = sql`CASE WHEN ${isWindowOver} THEN 1 ELSE ${loginAttempts.failedCount} + 1 END`;
  const rows = await db
    .insert(loginAttempts)
    .values({ key, failedCount: 1, windowStart: now, lockedUntil: limit <= 1 ? lockedUntil : null })
    .onConflictDoUpdate({
      target: loginAttempts.key,
      set: {
        failedCount: nextCount,
        windowStart: sql`CASE WHEN ${isWindowOver} THEN ${nowText}::timestamptz ELSE ${loginAttempts.windowStart} END`,
        lockedUntil: sql`CASE WHEN ${nextCount} >= ${limit} THEN ${lockedUntil.toISOString()}::timestamptz ELSE NULL END`,
      },
      // A locked key is left as it is and returns no row: the attempt is refused uncounted.
      setWhere: or(isNull(loginAttempts.lockedUntil), lte(loginAttempts.lockedUntil, now)),
    })
    .returning({ count: loginAttempts.failedCount });
  return rows.length > 0;
}

/** Forgets the account's failures (a login or a password reset succeeded). */
export async function clearAccountFailures(db: Db, username: string): Promise<void> {
  await db.delete(loginAttempts).where(inArray(loginAttempts.key, [accountKey(username)]));
}
