import { and, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { loginAttempts } from '../db/schema/index.js';

// DESIGN.md Auth: login is rate-limited per account and per address. The counters live in the
// database, so the limit holds across server instances.
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const ACCOUNT_FAILURE_LIMIT = 5;
export const ADDRESS_FAILURE_LIMIT = 20;

type Attempt = { username: string; address: string; now: Date };

const accountKey = (username: string) => `account:${username.trim().toLowerCase()}`;
const addressKey = (address: string) => `ip:${address}`;

/** True while one of `keys` is locked. */
export async function isAnyKeyLocked(db: Db, keys: string[], now: Date): Promise<boolean> {
  const rows = await db
    .select({ key: loginAttempts.key })
    .from(loginAttempts)
    .where(and(inArray(loginAttempts.key, keys), gt(loginAttempts.lockedUntil, now)));
  return rows.length > 0;
}

/** True while the account or the address is locked after too many failures. */
export async function isLoginBlocked(db: Db, attempt: Attempt): Promise<boolean> {
  return isAnyKeyLocked(
    db,
    [accountKey(attempt.username), addressKey(attempt.address)],
    attempt.now,
  );
}

/**
 * Counts one event for `key` (a failed login, a reset mail) and locks the key for a window once
 * `limit` events fell into one window.
 */
export async function countAttempt(db: Db, key: string, limit: number, now: Date): Promise<void> {
  const windowOpenedAfter = new Date(now.getTime() - LOGIN_WINDOW_MS).toISOString();
  const lockedUntil = new Date(now.getTime() + LOGIN_WINDOW_MS);
  const nowText = now.toISOString();
  // One statement: a failure after the window closed starts a new window; the failure that reaches
  // the limit locks the key for one more window.
  const isWindowOver = sql`${loginAttempts.windowStart} <= ${windowOpenedAfter}::timestamptz`;
  const nextCount = sql`CASE WHEN ${isWindowOver} THEN 1 ELSE ${loginAttempts.failedCount} + 1 END`;
  await db
    .insert(loginAttempts)
    .values({ key, failedCount: 1, windowStart: now, lockedUntil: limit <= 1 ? lockedUntil : null })
    .onConflictDoUpdate({
      target: loginAttempts.key,
      set: {
        failedCount: nextCount,
        windowStart: sql`CASE WHEN ${isWindowOver} THEN ${nowText}::timestamptz ELSE ${loginAttempts.windowStart} END`,
        lockedUntil: sql`CASE WHEN ${nextCount} >= ${limit} THEN ${lockedUntil.toISOString()}::timestamptz ELSE NULL END`,
      },
    });
}

export async function recordLoginFailure(db: Db, attempt: Attempt): Promise<void> {
  await countAttempt(db, accountKey(attempt.username), ACCOUNT_FAILURE_LIMIT, attempt.now);
  await countAttempt(db, addressKey(attempt.address), ADDRESS_FAILURE_LIMIT, attempt.now);
}

/** A successful login forgets the account's failures (the address keeps its count). */
export async function clearAccountFailures(db: Db, username: string): Promise<void> {
  await db.delete(loginAttempts).where(inArray(loginAttempts.key, [accountKey(username)]));
}
