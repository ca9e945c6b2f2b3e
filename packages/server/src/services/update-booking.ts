import { updateBookingBodySchema } from '@careport/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { CaregiverActor } from '../auth/actor.js';
import type { Db } from '../db/client.js';
import { bookings } from '../db/schema/index.js';
import { assertContractTakesAppointment } from './create-booking.js';
import { getBooking, type BookingView } from './list-bookings.js';
import {
  assertChangeable,
  findOwnBooking,
  findOwnContract,
  isOverlapViolation,
} from './own-booking.js';
import { parseBookingBody } from './parse-booking-body.js';
import { fail } from '../errors/fail.js';

/**
 * spec 1 §7 POST /caregiver-app/booking/{id} {start_date, end_date}: moves an appointment. Both
 * roles may edit (spec 1 §2: the signature flow offers 'edit the booking'); documented and
 * invoiced bookings cannot change; the contract rules and the overlap rule of create apply.
 */
export async function updateBooking(options: {
  db: Db;
  actor: CaregiverActor;
  bookingId: string;
  now: Date;
  body: unknown;
}): Promise<BookingView> {
  const { db, actor } = options;
  const booking = await findOwnBooking(db, actor, options.bookingId);
  const input = parseBookingBody(updateBookingBodySchema, options.body, { now: options.now });
  assertChangeable(booking);
  const contract = await findOwnContract(db, actor, booking.contractId);
  assertContractTakesAppointment(contract, input.start_date);
  try {
    // The status condition closes the race with a concurrent fulfil.
    const updated = await db
      .update(bookings)
      .set({
        startDate: new Date(input.start_date),
        endDate: new Date(input.end_date),
        updatedAt: options.now,
      })
      .where(and(eq(bookings.id, booking.id), inArray(bookings.status, ['CREATED', 'CONFIRMED'])))
      .returning({ id: bookings.id });
    if (updated.length === 0) {
      assertChangeable(await findOwnBooking(db, actor, booking.id));
      throw fail('BOOKING_NOT_FOUND');
    }
  } catch (error) {
    if (isOverlapViolation(error)) throw fail('BOOKING_IS_OVERLAPPING');
    throw error;
  }
  return getBooking({ db, actor, bookingId: booking.id });
}
