import { and, eq, isNull } from 'drizzle-orm';
import type { CaregiverActor } from '../auth/actor.js';
import type { Db } from '../db/client.js';
import { bookings } from '../db/schema/index.js';
import { fail } from '../errors/fail.js';
import { findIndependentsChangeableBooking } from './own-booking.js';

/**
 * spec 1 §7 POST /caregiver-app/booking/delete/{id}. spec 1 §5, §6: delete is not offered for a
 * first booking (BOOKING_IS_FIRST_BOOKING) or for employees (FORBIDDEN); spec 1 §4: nor for a
 * documented or invoiced booking. The row stays, marked deleted (it no longer counts anywhere).
 */
export async function deleteBooking(options: {
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
  if (isFirstBooking) throw fail('BOOKING_IS_FIRST_BOOKING');
  const deleted = await db
    .update(bookings)
    .set({ deletedAt: now, updatedAt: now })
    .where(
      and(
        eq(bookings.id, booking.id),
        eq(bookings.status, booking.status),
        isNull(bookings.deletedAt),
      ),
    )
    .returning({ id: bookings.id });
  if (deleted.length === 0) throw fail('BOOKING_NOT_FOUND');
  return { bookingId: booking.id };
}
