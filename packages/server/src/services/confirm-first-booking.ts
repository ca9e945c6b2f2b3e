import { and, eq } from 'drizzle-orm';
import type { CaregiverActor } from '../auth/actor.js';
import type { Db } from '../db/client.js';
import { bookings } from '../db/schema/index.js';
import { fail } from '../errors/fail.js';
import { findIndependentsChangeableBooking, findOwnContract } from './own-booking.js';

/**
 * spec 1 §7 POST /caregiver-app/first-booking/confirm/{id}, "called after a booking update": the
 * caregiver stands by the first appointment's (new) time, so it is confirmed and an earlier
 * 'maybe' answer (reason and description) is settled. Only an independent caregiver answers for a
 * first appointment (spec 1 §6: employees see no first-appointment actions), only for the
 * contract's first live booking, while it can still change and the contract is active. Confirming
 * a confirmed booking again changes nothing, so a retried call is harmless.
 */
export async function confirmFirstBooking(options: {
  db: Db;
  actor: CaregiverActor;
  now: Date;
  bookingId: string;
}): Promise<{ bookingId: string }> {
  const { db, actor, now } = options;
  const { booking, isFirstBooking } = await findIndependentsChangeableBooking(
    db,
    actor,
    options.bookingId,
  );
  if (!isFirstBooking) throw fail('BOOKING_IS_NOT_FIRST_BOOKING');
  const contract = await findOwnContract(db, actor, booking.contractId);
  if (!contract.isActive) throw fail('CONTRACT_INACTIVE');
  const confirmed = await db
    .update(bookings)
    .set({
      firstBookingStatus: 'CONFIRMED',
      firstBookingConfirmationReason: null,
      firstBookingConfirmationDescription: null,
      updatedAt: now,
    })
    // Guarded by the status read above: a booking documented in between is not confirmed.
    .where(and(eq(bookings.id, booking.id), eq(bookings.status, booking.status)))
    .returning({ id: bookings.id });
  if (confirmed.length === 0) throw fail('BOOKING_IS_FULFILLED');
  return { bookingId: booking.id };
}
