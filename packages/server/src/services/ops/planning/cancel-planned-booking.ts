// Issue 40 POST /ops/planning/bookings/:bookingId/cancel: the provider cancels an employee's visit
// with the reason it was given; stored as the employee's own cancel stores it (spec 1 §3
// cancellation payload, services/cancel-booking.ts), so the answers list shows it alike.
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { runAsCaregiver } from '../../../db/change-reach.js';
import { bookings } from '../../../db/schema/index.js';
import { assertChangeable, type BookingRow } from '../../own-booking.js';
import { OpsError } from '../ops-error.js';
import { bookingRowsByIds, type PlanningBookingRow } from './booking-rows.js';
import { findLiveBooking } from './move-booking.js';
import type { CancelPlannedBookingInput } from './planning-schemas.js';
import { asOpsRule, findPlannableContract } from './planning-rules.js';

export async function cancelPlannedBooking(options: {
  db: Db;
  now: Date;
  bookingId: string;
  input: CancelPlannedBookingInput;
}): Promise<{ booking: PlanningBookingRow; cancelled: BookingRow }> {
  const { db, now, input } = options;
  const booking = await findLiveBooking(db, options.bookingId);
  await findPlannableContract(db, booking.contractId);
  await asOpsRule(() => assertChangeable(booking), 'A documented visit cannot be cancelled');
  const cancelled = await runAsCaregiver(booking.caregiverId, () =>
    db
      .update(bookings)
      .set({
        cancellationType: input.party,
        cancellationReason: input.reasonKey ?? `${input.party}_andere`,
        cancellationExtraReason: input.reason,
        cancelledAt: now,
        updatedAt: now,
      })
      .where(
        and(
          eq(bookings.id, booking.id),
          eq(bookings.status, booking.status),
          isNull(bookings.cancelledAt),
          isNull(bookings.deletedAt),
        ),
      )
      .returning({ id: bookings.id }),
  );
  if (cancelled.length === 0) {
    throw new OpsError('BOOKING_NOT_FOUND', 'The visit was documented or cancelled meanwhile.');
  }
  const [row] = await bookingRowsByIds(db, [booking.id]);
  if (!row) throw new Error('cancelled booking not found');
  return { booking: row, cancelled: booking };
}
