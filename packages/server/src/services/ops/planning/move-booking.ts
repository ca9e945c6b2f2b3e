// Issue 40 PATCH /ops/planning/bookings/:bookingId: the provider moves an employee's visit, under
// the rules of the caregiver's own edit (services/update-booking.ts).
import { slotInterval } from '@careport/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client.js';
import { runAsCaregiver } from '../../../db/change-reach.js';
import { bookings } from '../../../db/schema/index.js';
import { isLiveBooking } from '../../list-bookings.js';
import { assertChangeable, isOverlapViolation, type BookingRow } from '../../own-booking.js';
import { OpsError } from '../ops-error.js';
import { bookingRowsByIds, type PlanningBookingRow } from './booking-rows.js';
import type { MoveBookingInput } from './planning-schemas.js';
import {
  asOpsRule,
  checkPlannedIntervals,
  findPlannableContract,
  type PlanningWarningAnswer,
} from './planning-rules.js';

/** A live booking by id (BOOKING_NOT_FOUND otherwise). */
export async function findLiveBooking(db: DbOrTx, bookingId: string): Promise<BookingRow> {
  const [row] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.id, bookingId), isLiveBooking));
  if (!row) throw new OpsError('BOOKING_NOT_FOUND', `No live booking has the id ${bookingId}.`);
  return row;
}

export type BookingMoved = { booking: PlanningBookingRow; warnings: PlanningWarningAnswer[] };

export async function moveBooking(options: {
  db: Db;
  now: Date;
  bookingId: string;
  input: MoveBookingInput;
}): Promise<BookingMoved> {
  const { db, now } = options;
  const booking = await findLiveBooking(db, options.bookingId);
  const contract = await findPlannableContract(db, booking.contractId);
  await asOpsRule(() => assertChangeable(booking), 'A documented visit cannot be moved');
  const interval = slotInterval(options.input);
  const warnings = await checkPlannedIntervals({
    db,
    contract,
    intervals: [interval],
    now,
    bookingId: booking.id,
  });
  try {
    const updated = await runAsCaregiver(booking.caregiverId, () =>
      db
        .update(bookings)
        .set({ startDate: interval.startDate, endDate: interval.endDate, updatedAt: now })
        // The status condition closes the race with a concurrent fulfil (as update-booking.ts).
        .where(
          and(
            eq(bookings.id, booking.id),
            inArray(bookings.status, ['CREATED', 'CONFIRMED']),
            isLiveBooking,
          ),
        )
        .returning({ id: bookings.id }),
    );
    if (updated.length === 0) {
      throw new OpsError(
        'BOOKING_IS_FULFILLED',
        'The visit was documented or cancelled meanwhile.',
      );
    }
  } catch (error) {
    if (isOverlapViolation(error)) {
      throw new OpsError(
        'BOOKING_IS_OVERLAPPING',
        'The visit overlaps a booking written meanwhile.',
      );
    }
    throw error;
  }
  const [row] = await bookingRowsByIds(db, [booking.id]);
  if (!row) throw new Error('moved booking not found');
  return { booking: row, warnings };
}
