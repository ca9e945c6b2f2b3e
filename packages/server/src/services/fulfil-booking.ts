import {
  fulfilBookingBodySchema,
  isDocumentingAllowed,
  type BookingStatus,
} from '@careport/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { CaregiverActor } from '../auth/actor.js';
import type { Db, DbOrTx } from '../db/client.js';
import { bookingServices, bookings, mainServices } from '../db/schema/index.js';
import { fail } from '../errors/fail.js';
import { getCaller } from './caller.js';
import { isUuid } from './ids.js';
import { getBooking, type BookingView } from './list-bookings.js';
import {
  assertChangeable,
  findOwnBooking,
  isOverlapViolation,
  type BookingRow,
} from './own-booking.js';
import { parseBookingBody } from './parse-booking-body.js';
import { recordDocumentation } from './proof-of-service/record-documentation.js';

/** spec 1 §4: documenting is allowed only while created and once the start has passed. */
export function assertDocumentable(booking: BookingRow, now: Date): void {
  assertChangeable(booking);
  const status = booking.status as BookingStatus;
  if (!isDocumentingAllowed({ status, startDate: booking.startDate.toISOString() }, now)) {
    throw fail('BOOKING_NOT_STARTED');
  }
}

/** spec 1 §7: the main services done must be the definitions' (BOOKING_INVALID_SERVICE). */
async function assertKnownServices(db: DbOrTx, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  if (!ids.every(isUuid)) throw fail('BOOKING_INVALID_SERVICE');
  const known = await db
    .select({ id: mainServices.id })
    .from(mainServices)
    .where(inArray(mainServices.id, [...ids]));
  if (known.length !== ids.length) throw fail('BOOKING_INVALID_SERVICE');
}

/**
 * Issue 39, record 0100: an employee documents through the signature flow (spec 1 §6), whose
 * last step stores the caregiver's signature, or the paper way, whose photo is the proof (spec 1
 * §1 'documents must be uploaded or signed'). Without either, the visit would be billed to the
 * insurance with no proof at all.
 */
function assertEmployeeProof(booking: BookingRow): void {
  if (booking.paperBookingProof === null && booking.cgConfirmationProof === null) {
    throw fail('BOOKING_PROOF_MISSING');
  }
}

/**
 * spec 1 §7 POST /caregiver-app/booking/fulfill/{id}: documents the booking. It becomes FULFILLED
 * with the services done, the other-services text, the payment method (kept when the feedback
 * variant leaves it out) and the start and end, which may be corrected within the rules (end
 * after start, at most 8.5 h, started, no overlap: BOOKING_VALIDATION_OVERLAPS). The survey is
 * then pending (surveyStatus 'false', spec 1 §4) unless it was answered already.
 */
export async function fulfilBooking(options: {
  db: Db;
  actor: CaregiverActor;
  now: Date;
  bookingId: string;
  body: unknown;
}): Promise<BookingView> {
  const { db, actor, now } = options;
  const booking = await findOwnBooking(db, actor, options.bookingId);
  const input = parseBookingBody(fulfilBookingBodySchema, options.body, { now });
  assertDocumentable(booking, now);
  // A corrected start must have passed too: nothing is documented ahead of time.
  assertDocumentable({ ...booking, startDate: new Date(input.start_date) }, now);
  if ((await getCaller(db, actor)).isEmployee) assertEmployeeProof(booking);
  const serviceIds = [...new Set(input.main_service_ids)];
  await assertKnownServices(db, serviceIds);
  try {
    await db.transaction(async (tx) => {
      const updated = await tx
        .update(bookings)
        .set({
          status: 'FULFILLED',
          startDate: new Date(input.start_date),
          endDate: new Date(input.end_date),
          otherServiceDescription: input.other_service_description || null,
          paymentMethod: input.payment_method ?? booking.paymentMethod,
          surveyStatus: booking.surveyStatus === 'true' ? 'true' : 'false',
          fulfilledAt: now,
          updatedAt: now,
        })
        .where(and(eq(bookings.id, booking.id), eq(bookings.status, 'CREATED')))
        .returning({ id: bookings.id });
      // Someone documented it in the meantime.
      if (updated.length === 0) throw fail('BOOKING_IS_FULFILLED');
      await tx.delete(bookingServices).where(eq(bookingServices.bookingId, booking.id));
      if (serviceIds.length > 0) {
        await tx
          .insert(bookingServices)
          .values(serviceIds.map((mainServiceId) => ({ bookingId: booking.id, mainServiceId })));
      }
      // Issue 14: who signed, for the proof of service.
      await recordDocumentation(tx, {
        bookingId: booking.id,
        caregiverId: actor.caregiverId,
        input,
        now,
      });
    });
  } catch (error) {
    if (isOverlapViolation(error)) throw fail('BOOKING_VALIDATION_OVERLAPS');
    throw error;
  }
  return getBooking({ db, actor, bookingId: booking.id });
}
