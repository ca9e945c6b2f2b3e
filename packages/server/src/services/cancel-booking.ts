import { cancelBookingBodySchema, type DefinitionKind } from '@careport/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { CaregiverActor } from '../auth/actor.js';
import type { Db } from '../db/client.js';
import { bookings, definitions } from '../db/schema/index.js';
import { fail } from '../errors/fail.js';
import { getCaller } from './caller.js';
import { assertChangeable, findOwnBooking } from './own-booking.js';
import { parseBookingBody } from './parse-booking-body.js';

/** spec 1 §3: cancellation reasons are fetched per party under these kinds. */
const REASON_KIND: Record<'caregiver' | 'customer', DefinitionKind> = {
  caregiver: 'caregiver_cancelled_booking',
  customer: 'customer_cancelled_booking',
};

/**
 * spec 1 §7 POST /caregiver-app/booking/cancel/{id} {cancellation_type, cancellation_reason,
 * cancellation_extra_reason}. spec 1 §2, §6: cancel is the employee's action (FORBIDDEN for
 * independents, who delete). The reason must be one of the party's definitions; an 'other' reason
 * needs a text of at most 100 characters (spec 1 §5; CANCELLATION_REASON_INVALID otherwise).
 */
export async function cancelBooking(options: {
  db: Db;
  actor: CaregiverActor;
  now: Date;
  bookingId: string;
  body: unknown;
}): Promise<{ bookingId: string }> {
  const { db, actor, now } = options;
  const booking = await findOwnBooking(db, actor, options.bookingId);
  if (!(await getCaller(db, actor)).isEmployee) throw fail('FORBIDDEN');
  const input = parseBookingBody(cancelBookingBodySchema, options.body);
  assertChangeable(booking);
  const [reason] = await db
    .select({ key: definitions.key })
    .from(definitions)
    .where(
      and(
        eq(definitions.kind, REASON_KIND[input.cancellation_type]),
        eq(definitions.key, input.cancellation_reason),
        isNull(definitions.parentKey),
      ),
    );
  if (!reason) throw fail('CANCELLATION_REASON_INVALID');
  const cancelled = await db
    .update(bookings)
    .set({
      cancellationType: input.cancellation_type,
      cancellationReason: reason.key,
      cancellationExtraReason: input.cancellation_extra_reason || null,
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
    .returning({ id: bookings.id });
  if (cancelled.length === 0) throw fail('BOOKING_NOT_FOUND');
  return { bookingId: booking.id };
}
