import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { bookings } from '../db/schema/index.js';
import { fail } from '../errors/fail.js';

// Issue 42: a cap on bookings created per caregiver, far above what a person plans by hand
// (docs/decisions/0076-bookings-created-per-caregiver-capped.md). Planning a new caregiver's whole
// month (15 customers, one 4-week recurring series each) is 60 bookings in an hour; a quarter of
// them (15 × 13 weeks) is 195 in a day. Each booking is at most 8.5 h and none overlaps (spec 1
// §5, §9), so a working day holds a handful of visits: 300 a day plans more than a month of work.

const HOUR_MS = 60 * 60 * 1000;

/** Bookings one caregiver may create in any 60 minutes. */
export const BOOKINGS_CREATED_PER_HOUR_LIMIT = 100;
/** Bookings one caregiver may create in any 24 hours. */
export const BOOKINGS_CREATED_PER_DAY_LIMIT = 300;

/**
 * Refuses (429 BOOKING_RATE_LIMIT) a create past either limit. Counts the caregiver's booking rows
 * by `created_at`, deleted and cancelled ones too (deleting gives nothing back). Call inside the
 * create's transaction: the caregiver's advisory lock makes concurrent creates, on any instance,
 * count one after another.
 */
export async function assertBookingCreateAllowed(
  tx: DbOrTx,
  caregiverId: string,
  now: Date,
): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${caregiverId}, 42))`);
  const dayAgo = new Date(now.getTime() - 24 * HOUR_MS);
  const hourAgo = new Date(now.getTime() - HOUR_MS);
  const [row] = await tx
    .select({
      day: count(),
      hour: sql<number>`count(*) FILTER (WHERE ${bookings.createdAt} > ${hourAgo.toISOString()}::timestamptz)`.mapWith(
        Number,
      ),
    })
    .from(bookings)
    .where(and(eq(bookings.caregiverId, caregiverId), gt(bookings.createdAt, dayAgo)));
  const day = row?.day ?? 0;
  const hour = row?.hour ?? 0;
  if (hour >= BOOKINGS_CREATED_PER_HOUR_LIMIT || day >= BOOKINGS_CREATED_PER_DAY_LIMIT) {
    throw fail('BOOKING_RATE_LIMIT');
  }
}
