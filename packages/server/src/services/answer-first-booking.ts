import {
  confirmationStatusUpdateBodySchema,
  firstBookingDeclineBodySchema,
  isFirstBookingCancelationOffered,
  type FeatureFlags,
} from '@careport/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { CaregiverActor } from '../auth/actor.js';
import type { Db } from '../db/client.js';
import { bookings, contracts } from '../db/schema/index.js';
import { fail } from '../errors/fail.js';
import { parseInput } from '../errors/parse-input.js';
import {
  findIndependentsChangeableBooking,
  findOwnContract,
  type BookingRow,
} from './own-booking.js';

/**
 * The first appointment an independent caregiver may still answer for (spec 1 §4, §6): their own
 * contract's first live booking, not documented, on an active contract. Employees: FORBIDDEN.
 * The body is parsed before anything is read further, so bad input changes nothing.
 */
async function findAnswerableFirstBooking<T>(
  db: Db,
  actor: CaregiverActor,
  bookingId: string,
  parseBody: () => T,
): Promise<{ booking: BookingRow; input: T }> {
  const { booking, isFirstBooking } = await findIndependentsChangeableBooking(db, actor, bookingId);
  const input = parseBody();
  if (!isFirstBooking) throw fail('BOOKING_IS_NOT_FIRST_BOOKING');
  const contract = await findOwnContract(db, actor, booking.contractId);
  // A declined first appointment has ended its contract (spec 1 §4), whoever declined it.
  if (!contract.isActive || booking.firstBookingStatus === 'DECLINED') {
    throw fail('CONTRACT_INACTIVE');
  }
  return { booking, input };
}

/**
 * spec 1 §7 POST /caregiver-app/first-booking/decline/{bookingId} {decline_reason,
 * decline_sub_reason, decline_description}: the sub-reason in a field of its own, also when an old
 * client sends it as the reason (record 0110). spec 1 §4: declining ends the contract and removes the customer, so the
 * first booking is marked DECLINED and the contract inactive, in one transaction. A confirmed
 * first appointment may be declined too, only while the feature flag
 * firstBookingConfirmationCancelation is on (spec 1 §4): the screen's rule, held here as well, so
 * no client can cancel what the operator has not offered (issue 39).
 */
export async function declineFirstBooking(options: {
  db: Db;
  actor: CaregiverActor;
  now: Date;
  bookingId: string;
  body: unknown;
  featureFlags: FeatureFlags;
}): Promise<{ bookingId: string; contractId: string }> {
  const { db, actor, now } = options;
  const { booking, input } = await findAnswerableFirstBooking(db, actor, options.bookingId, () =>
    parseInput(firstBookingDeclineBodySchema, options.body),
  );
  // Employees are refused above, so this is the domain's rule for an independent.
  const independent = { isEmployee: false };
  if (
    booking.firstBookingStatus === 'CONFIRMED' &&
    !isFirstBookingCancelationOffered('CONFIRMED', independent, options.featureFlags)
  ) {
    throw fail('FORBIDDEN');
  }
  await db.transaction(async (tx) => {
    const declined = await tx
      .update(bookings)
      .set({
        firstBookingStatus: 'DECLINED',
        declineReason: input.decline_reason,
        declineSubReason: input.decline_sub_reason,
        declineDescription: input.decline_description,
        updatedAt: now,
      })
      // Guarded by the status read above: a booking documented in between is not declined.
      .where(and(eq(bookings.id, booking.id), eq(bookings.status, booking.status)))
      .returning({ id: bookings.id });
    if (declined.length === 0) throw fail('BOOKING_IS_FULFILLED');
    const ended = await tx
      .update(contracts)
      .set({ isActive: false, endedAt: now })
      .where(and(eq(contracts.id, booking.contractId), eq(contracts.isActive, true)))
      .returning({ id: contracts.id });
    if (ended.length === 0) throw fail('CONTRACT_INACTIVE');
  });
  return { bookingId: booking.id, contractId: booking.contractId };
}

/**
 * spec 1 §7 POST /caregiver-app/first-booking/update-confirmation-status/{bookingId} {reason,
 * description}: the 'maybe' answer (spec 1 §4: pending, with reason and comment). The first
 * appointment is unconfirmed again until it is confirmed or declined; 'Reason cannot be blank'
 * and, for 'other', 'Description cannot be blank' (spec 1 §5) answer 400 with those keys.
 */
export async function updateFirstBookingConfirmationStatus(options: {
  db: Db;
  actor: CaregiverActor;
  now: Date;
  bookingId: string;
  body: unknown;
}): Promise<{ bookingId: string }> {
  const { db, actor, now } = options;
  const { booking, input } = await findAnswerableFirstBooking(db, actor, options.bookingId, () =>
    parseInput(confirmationStatusUpdateBodySchema, options.body),
  );
  const updated = await db
    .update(bookings)
    .set({
      firstBookingStatus: 'CREATED',
      firstBookingConfirmationReason: input.reason,
      firstBookingConfirmationDescription: input.description || null,
      updatedAt: now,
    })
    .where(
      and(
        eq(bookings.id, booking.id),
        eq(bookings.status, booking.status),
        inArray(bookings.firstBookingStatus, ['CREATED', 'CONFIRMED']),
      ),
    )
    .returning({ id: bookings.id });
  if (updated.length === 0) throw fail('BOOKING_IS_FULFILLED');
  return { bookingId: booking.id };
}
