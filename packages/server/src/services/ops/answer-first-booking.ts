// The back office's `first-booking`: the customer's answer to the first appointment (spec 1 §4
// First booking): confirm, maybe (pending, with an unsure reason and a comment), or decline, which
// ends the contract and removes the customer from the caregiver's list.
import type { FirstBookingStatus } from '@careport/domain';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { bookings, contracts } from '../../db/schema/index.js';
import { findContractForUpdate, findFirstBooking } from './find-contract.js';
import { OpsError } from './ops-error.js';
import type { FirstBookingAnswerInput } from './ops-schemas.js';

export type FirstBookingAnswered = {
  contract_id: string;
  first_booking_id: string;
  first_booking_status: FirstBookingStatus;
  /** The pending 'maybe' (spec 1 §3 firstBookingConfirmationStatus), else null. */
  first_booking_confirmation_status: { reason: string; description: string | null } | null;
  contract_is_active: boolean;
};

function bookingChange(input: FirstBookingAnswerInput) {
  switch (input.answer) {
    case 'confirm':
      return {
        firstBookingStatus: 'CONFIRMED' as const,
        firstBookingConfirmationReason: null,
        firstBookingConfirmationDescription: null,
      };
    case 'maybe':
      // spec 1 §4: 'maybe' leaves the first booking pending (created), with reason and comment.
      return {
        firstBookingStatus: 'CREATED' as const,
        firstBookingConfirmationReason: input.reason,
        firstBookingConfirmationDescription: input.comment || null,
      };
    case 'decline':
      return {
        firstBookingStatus: 'DECLINED' as const,
        firstBookingConfirmationReason: null,
        firstBookingConfirmationDescription: null,
        declineReason: input.reason ?? null,
        declineSubReason: input.sub_reason ?? null,
        declineDescription: input.comment || null,
      };
  }
}

export async function answerFirstBooking(options: {
  db: DbOrTx;
  now: Date;
  contractId: string;
  input: FirstBookingAnswerInput;
}): Promise<FirstBookingAnswered> {
  const { db, now, contractId, input } = options;
  return db.transaction(async (tx) => {
    const contract = await findContractForUpdate(tx, contractId);
    if (!contract.isActive) {
      throw new OpsError('CONTRACT_INACTIVE', 'This contract has ended.');
    }
    const booking = await findFirstBooking(tx, contractId);
    // spec 1 §4: documented and invoiced bookings cannot change; the appointment took place.
    if (booking.status === 'FULFILLED' || booking.status === 'INVOICED') {
      throw new OpsError(
        'BOOKING_IS_FULFILLED',
        'The first appointment has been documented; the customer can no longer answer for it.',
      );
    }
    if (booking.firstBookingStatus === 'DECLINED') {
      throw new OpsError('FIRST_BOOKING_DECLINED', 'The customer has declined this appointment.');
    }
    const change = bookingChange(input);
    const changed = await tx
      .update(bookings)
      .set({ ...change, updatedAt: now })
      // Guarded by the status read above: documented in between, it is not answered.
      .where(and(eq(bookings.id, booking.id), eq(bookings.status, booking.status)))
      .returning({ id: bookings.id });
    if (changed.length === 0) {
      throw new OpsError('BOOKING_IS_FULFILLED', 'The first appointment has just been documented.');
    }
    const isDecline = input.answer === 'decline';
    if (isDecline) {
      // spec 1 §4: declining ends the contract and removes the customer (as the caregiver's
      // own decline does, services/answer-first-booking.ts).
      await tx
        .update(contracts)
        .set({ isActive: false, endedAt: now })
        .where(eq(contracts.id, contract.id));
    }
    return {
      contract_id: contract.id,
      first_booking_id: booking.id,
      first_booking_status: change.firstBookingStatus,
      first_booking_confirmation_status:
        change.firstBookingConfirmationReason === null
          ? null
          : {
              reason: change.firstBookingConfirmationReason,
              description: change.firstBookingConfirmationDescription,
            },
      contract_is_active: !isDecline,
    };
  });
}
