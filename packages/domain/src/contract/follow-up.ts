import { isFulfilled } from '../booking/booking-state.js';
import type { BookingStatus } from '../catalogue/enums.js';
import { toTime } from '../format/time-zone.js';
import type { ContractState } from './contract.js';

/**
 * spec 1 §4: follow-up appointments can be added only if the first booking is fulfilled and no
 * cancellation is scheduled. The contract must also still be active.
 */
export function canAddFollowUpAppointments(
  contract: Pick<ContractState, 'isActive' | 'cancelationScheduledFor'> & {
    firstBooking: { status: BookingStatus } | null;
  },
): boolean {
  return (
    contract.isActive &&
    contract.firstBooking !== null &&
    isFulfilled(contract.firstBooking) &&
    contract.cancelationScheduledFor === null
  );
}

/**
 * spec 1 §4: a contract takes another appointment only once its first booking is fulfilled; one
 * without any live booking takes its first. (The cancellation date is checked per appointment:
 * isAppointmentAfterCancelation.)
 */
export function isFirstBookingDoneForFollowUps(
  firstBooking: { status: BookingStatus } | null,
): boolean {
  return firstBooking === null || isFulfilled(firstBooking);
}

/**
 * spec 1 §4: after cancelationScheduledFor no appointments can be added: an appointment starting
 * at or after that instant is refused (the server checks this on create too).
 */
export function isAppointmentAfterCancelation(
  contract: Pick<ContractState, 'cancelationScheduledFor'>,
  startDate: Date | string,
): boolean {
  return (
    contract.cancelationScheduledFor !== null &&
    toTime(startDate) >= toTime(contract.cancelationScheduledFor)
  );
}

/** spec 1 §2 Customer detail: the 'collaboration ends on {date}' hint, or null when none. */
export function collaborationEndsOn(
  contract: Pick<ContractState, 'cancelationScheduledFor'>,
): string | null {
  return contract.cancelationScheduledFor;
}

/** Why an active contract takes no follow-up appointment (issue 39: said, not left out silently). */
export type FollowUpBlock = 'COLLABORATION_ENDING' | 'FIRST_VISIT_NOT_DOCUMENTED';

/**
 * spec 1 §4, issue 39: the reason canAddFollowUpAppointments refuses an active contract, or null
 * when it takes follow-ups (or is inactive, which no picker lists at all).
 */
export function followUpBlockOf(
  contract: Pick<ContractState, 'isActive' | 'cancelationScheduledFor'> & {
    firstBooking: { status: BookingStatus } | null;
  },
): FollowUpBlock | null {
  if (!contract.isActive || canAddFollowUpAppointments(contract)) return null;
  return contract.cancelationScheduledFor !== null
    ? 'COLLABORATION_ENDING'
    : 'FIRST_VISIT_NOT_DOCUMENTED';
}
