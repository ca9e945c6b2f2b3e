import { eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
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

/**
 * Reserves one attempt (a login about to be checked, a reset mail about to be sent) for `key`, in
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

/** Gives back a reservation whose attempt turned out not to count (a login that succeeded). */
async function releaseAttempt(db: Db, key: string, limit: number): Promise<void> {
  await db
    .update(loginAttempts)
    .set({
      failedCount: sql`greatest(${loginAttempts.failedCount} - 1, 0)`,
      lockedUntil: sql`CASE WHEN ${loginAttempts.failedCount} - 1 >= ${limit} THEN ${loginAttempts.lockedUntil} ELSE NULL END`,
    })
    .where(eq(loginAttempts.key, key));
}

/**
 * Reserves a login attempt for the account and for the address before the password is checked:
 * false (nothing counted) while either is locked. A reservation stands as the failure it will be
 * unless `releaseLoginAttempt` gives it back after a success.
 */
export async function reserveLoginAttempt(db: Db, attempt: Attempt): Promise<boolean> {
  // Always the account first, then the address: concurrent requests take the rows' locks in one
  // order, so they cannot deadlock on PostgreSQL.
  const account = accountKey(attempt.username);
  if (!(await reserveAttempt(db, account, ACCOUNT_FAILURE_LIMIT, attempt.now))) return false;
  const address = addressKey(attempt.address);
  if (await reserveAttempt(db, address, ADDRESS_FAILURE_LIMIT, attempt.now)) return true;
  // The address is locked: this request is refused, so its account reservation is given back.
  await releaseAttempt(db, account, ACCOUNT_FAILURE_LIMIT);
  return false;
}

/** A successful login forgets the account's failures and gives back the address's reservation. */
export async function releaseLoginAttempt(db: Db, attempt: Attempt): Promise<void> {
  await clearAccountFailures(db, attempt.username);
  await releaseAttempt(db, addressKey(attempt.address), ADDRESS_FAILURE_LIMIT);
}

/** Forgets the account's failures (a login or a password reset succeeded). */
export async function clearAccountFailures(db: Db, username: string): Promise<void> {
  await db.delete(loginAttempts).where(inArray(loginAttempts.key, [accountKey(username)]));
}
