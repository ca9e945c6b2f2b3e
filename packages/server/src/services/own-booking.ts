import type { BookingStatus } from '@careport/domain';
import { and, eq } from 'drizzle-orm';
import type { CaregiverActor } from '../auth/actor.js';
import type { DbOrTx } from '../db/client.js';
import { bookings, contracts } from '../db/schema/index.js';
import { fail } from '../errors/fail.js';
import { isUuid } from './ids.js';
import { getCaller } from './caller.js';
import { findFirstBookingIds, isLiveBooking } from './list-bookings.js';

export type BookingRow = typeof bookings.$inferSelect;
export type ContractRow = typeof contracts.$inferSelect;

/**
 * One of the caller's live bookings, for a use case that changes it: BOOKING_INVALID_ID for a
 * malformed id, BOOKING_NOT_FOUND for anything the caller does not own (STYLE.md: another
 * caregiver's id answers as not found).
 */
export async function findOwnBooking(
  db: DbOrTx,
  actor: CaregiverActor,
  bookingId: string,
): Promise<BookingRow> {
  if (!isUuid(bookingId)) throw fail('BOOKING_INVALID_ID');
  const [row] = await db
    .select()
    .from(bookings)
    .where(
      and(eq(bookings.id, bookingId), eq(bookings.caregiverId, actor.caregiverId), isLiveBooking),
    );
  if (!row) throw fail('BOOKING_NOT_FOUND');
  return row;
}

/** The caller's contract: CONTRACT_INVALID_ID for a malformed id, else CONTRACT_NOT_FOUND. */
export async function findOwnContract(
  db: DbOrTx,
  actor: CaregiverActor,
  contractId: string,
): Promise<ContractRow> {
  if (!isUuid(contractId)) throw fail('CONTRACT_INVALID_ID');
  const [row] = await db
    .select()
    .from(contracts)
    .where(and(eq(contracts.id, contractId), eq(contracts.caregiverId, actor.caregiverId)));
  if (!row) throw fail('CONTRACT_NOT_FOUND');
  return row;
}

/** spec 1 §4: documented and invoiced bookings cannot be changed. */
export function assertChangeable(booking: { status: string }): void {
  const status = booking.status as BookingStatus;
  if (status === 'FULFILLED') throw fail('BOOKING_IS_FULFILLED');
  if (status === 'INVOICED') throw fail('BOOKING_IS_INVOICED');
}

/**
 * An independent caregiver's own booking that can still change (spec 1 §6: FORBIDDEN for
 * employees; spec 1 §4: not documented or invoiced), and whether it is its contract's first.
 */
export async function findIndependentsChangeableBooking(
  db: DbOrTx,
  actor: CaregiverActor,
  bookingId: string,
): Promise<{ booking: BookingRow; isFirstBooking: boolean }> {
  const booking = await findOwnBooking(db, actor, bookingId);
  if ((await getCaller(db, actor)).isEmployee) throw fail('FORBIDDEN');
  assertChangeable(booking);
  const firstIds = await findFirstBookingIds({ db, actor, contractIds: [booking.contractId] });
  return { booking, isFirstBooking: firstIds.get(booking.contractId) === booking.id };
}

/** SQLSTATE 23P01: the `bookings_no_overlap` exclusion constraint (drizzle/0001). */
export function isOverlapViolation(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (code === '23P01') return true;
    current = cause;
  }
  return false;
}
