import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, count, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { loginAttempts, loginChecks } from '../db/schema/index.js';
import {
  ACCOUNT_FAILURE_LIMIT,
  ADDRESS_FAILURE_LIMIT,
  accountKey,
  addressKey,
  clearAccountFailures,
  LOGIN_WINDOW_MS,
} from './login-limit.js';

// Issue 42 #1 (record 0068): only failures count towards a lock, so correct sign-ins are never
// refused for arriving together. What bounds parallel guessing is admission: a key lets a
// password check start only while its failures plus the checks still running stay under its
// limit; a request over that waits for a check to end instead of being counted or refused. The
// failures that can still happen therefore never exceed what the limit allows.

/** A check whose server died holds its slot this long at most. */
const CHECK_EXPIRY_MS = 60_000;
/** Longer than a burst of argon2 checks on a busy machine; then the answer is 429 after all. */
const MAX_WAIT_MS = 10_000;
const FIRST_RETRY_MS = 5;
const LAST_RETRY_MS = 100;

export type LoginCheck = { id: string; keys: readonly [string, string] };

type Admission = 'admitted' | 'locked' | 'busy';

const limitOf = (key: string) =>
  key.startsWith('ip:') ? ADDRESS_FAILURE_LIMIT : ACCOUNT_FAILURE_LIMIT;

/** One try, in one transaction that holds both keys' rows: admitted, locked, or busy for now. */
async function tryAdmit(db: Db, check: LoginCheck, now: Date): Promise<Admission> {
  const keys = [...check.keys];
  return db.transaction(async (tx) => {
    // Rows to lock even for a key that has never failed. Always in the order of `keys` (account
    // before address), and locked in key order, so concurrent admissions cannot deadlock.
    await tx
      .insert(loginAttempts)
      .values(keys.map((key) => ({ key, failedCount: 0, windowStart: now })))
      .onConflictDoNothing();
    const rows = await tx
      .select()
      .from(loginAttempts)
      .where(inArray(loginAttempts.key, keys))
      .orderBy(loginAttempts.key)
      .for('update');
    if (rows.some((row) => row.lockedUntil !== null && row.lockedUntil > now)) return 'locked';
    await tx
      .delete(loginChecks)
      .where(and(inArray(loginChecks.key, keys), lte(loginChecks.expiresAt, now)));
    const running = await tx
      .select({ key: loginChecks.key, count: count() })
      .from(loginChecks)
      .where(inArray(loginChecks.key, keys))
      .groupBy(loginChecks.key);
    const windowOpenedAfter = now.getTime() - LOGIN_WINDOW_MS;
    const isFull = rows.some((row) => {
      const failures = row.windowStart.getTime() <= windowOpenedAfter ? 0 : row.failedCount;
      const inFlight = running.find((entry) => entry.key === row.key)?.count ?? 0;
      return failures + inFlight >= limitOf(row.key);
    });
    if (isFull) return 'busy';
    const expiresAt = new Date(now.getTime() + CHECK_EXPIRY_MS);
    await tx.insert(loginChecks).values(keys.map((key) => ({ key, checkId: check.id, expiresAt })));
    return 'admitted';
  });
}

/**
 * Admits one password check for the account and the address: undefined (answer 429) while either
 * is locked, or when no slot came free within MAX_WAIT_MS. Nothing is counted yet; the caller
 * ends the check with exactly one of recordLoginFailure, recordLoginSuccess or abandonLoginCheck.
 */
export async function admitLoginCheck(
  db: Db,
  attempt: { username: string; address: string; now: () => Date },
): Promise<LoginCheck | undefined> {
  const check: LoginCheck = {
    id: randomUUID(),
    keys: [accountKey(attempt.username), addressKey(attempt.address)],
  };
  // Real time, not the app's clock: tests hold that still.
  const deadline = performance.now() + MAX_WAIT_MS;
  for (let delay = FIRST_RETRY_MS; ; delay = Math.min(delay * 2, LAST_RETRY_MS)) {
    const admission = await tryAdmit(db, check, attempt.now());
    if (admission === 'admitted') return check;
    if (admission === 'locked' || performance.now() > deadline) return undefined;
    // Jitter, so that waiters on one key do not all retry in the same moment.
    await sleep(delay / 2 + Math.random() * delay);
  }
}

const endCheck = (db: Db, check: LoginCheck) =>
  db.delete(loginChecks).where(eq(loginChecks.checkId, check.id));

/**
 * A wrong password (or an unknown account, or an incomplete application): one failure for each
 * key, the one that reaches the limit locks the key for a window. Counted before the check's
 * slot is given back, so failures plus checks running never dip and no waiter slips in between.
 */
export async function recordLoginFailure(db: Db, check: LoginCheck, now: Date): Promise<void> {
  const windowOpenedAfter = new Date(now.getTime() - LOGIN_WINDOW_MS).toISOString();
  const lockedUntil = new Date(now.getTime() + LOGIN_WINDOW_MS).toISOString();
  const isNewWindow = sql`(${loginAttempts.failedCount} = 0 OR ${loginAttempts.windowStart} <= ${windowOpenedAfter}::timestamptz)`;
  const nextCount = sql`CASE WHEN ${isNewWindow} THEN 1 ELSE ${loginAttempts.failedCount} + 1 END`;
  for (const key of check.keys) {
    const limit = limitOf(key);
    await db
      .insert(loginAttempts)
      .values({
        key,
        failedCount: 1,
        windowStart: now,
        lockedUntil: limit <= 1 ? new Date(lockedUntil) : null,
      })
      .onConflictDoUpdate({
        target: loginAttempts.key,
        set: {
          failedCount: nextCount,
          windowStart: sql`CASE WHEN ${isNewWindow} THEN ${now.toISOString()}::timestamptz ELSE ${loginAttempts.windowStart} END`,
          lockedUntil: sql`CASE WHEN ${nextCount} >= ${limit} THEN ${lockedUntil}::timestamptz ELSE ${loginAttempts.lockedUntil} END`,
        },
      });
  }
  await endCheck(db, check);
}

/** A successful sign-in forgets the account's failures; the address's stay as they are. */
export async function recordLoginSuccess(
  db: Db,
  check: LoginCheck,
  username: string,
): Promise<void> {
  await clearAccountFailures(db, username);
  await endCheck(db, check);
}

/** The check could not finish (the database or argon2 failed): it counts for nothing. */
export async function abandonLoginCheck(db: Db, check: LoginCheck): Promise<void> {
  await endCheck(db, check);
}
