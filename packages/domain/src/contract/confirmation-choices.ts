import type { ContractConfirmationStatus } from '../catalogue/enums.js';
import { isTodayInBerlin } from '../booking/diary.js';
import { toTime } from '../format/time-zone.js';
import type { ContractState } from './contract.js';

/** spec 1 §4: the choices the caregiver is offered for a pending contract. */
export const CONFIRMATION_CHOICES = ['CONFIRMED', 'DEFERRED', 'REJECTED'] as const;
export type ConfirmationChoice = (typeof CONFIRMATION_CHOICES)[number];

/** spec 1 §4: the follow-up answers (yes, maybe, no) and the status each one sets. */
export const FOLLOW_UP_ANSWERS = ['yes', 'maybe', 'no'] as const;
export type FollowUpAnswer = (typeof FOLLOW_UP_ANSWERS)[number];

export const FOLLOW_UP_CONFIRMATION_STATUS: Record<FollowUpAnswer, ConfirmationChoice> = {
  yes: 'CONFIRMED',
  maybe: 'DEFERRED',
  // spec 1 §4: no means the collaboration is assumed over.
  no: 'REJECTED',
};

/**
 * spec 1 §4 Contract confirmationStatus: while pending, once the first confirmed appointment has
 * passed or is today and only one booking exists, CONFIRMED, DEFERRED and REJECTED are offered.
 * spec 1 §6: employees see no first-appointment action boxes.
 */
export function confirmationChoices(
  contract: Pick<ContractState, 'confirmationStatus' | 'firstBooking' | 'firstBookingStatus'>,
  bookingCount: number,
  actor: { isEmployee: boolean },
  now: Date,
): readonly ConfirmationChoice[] {
  const firstBooking = contract.firstBooking;
  if (actor.isEmployee || contract.confirmationStatus !== 'PENDING') return [];
  if (firstBooking === null || contract.firstBookingStatus !== 'CONFIRMED') return [];
  if (bookingCount !== 1) return [];
  const hasPassed = toTime(firstBooking.endDate) <= now.getTime();
  return hasPassed || isTodayInBerlin(firstBooking.endDate, now) ? CONFIRMATION_CHOICES : [];
}

/** spec 1 §4: after CONFIRMED, add-appointment opens for a second appointment. */
export function opensAddAppointmentAfter(status: ContractConfirmationStatus): boolean {
  return status === 'CONFIRMED';
}
