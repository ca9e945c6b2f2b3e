import type { BookingStatus, ProposalStatus } from '../catalogue/enums.js';
import { isUndocumented } from '../booking/booking-state.js';
import { firstCallReminder } from '../first-booking/first-call-reminder.js';
import type { FirstBookingStatus } from '../catalogue/enums.js';
import { toTime } from '../format/time-zone.js';

const HOUR_MS = 3_600_000;

/** Issue 13: a visit still undocumented this long after its end gets the `document_booking` push. */
export const DOCUMENT_BOOKING_AFTER_HOURS = 2;
/** Issue 13: the first-call reminder comes after 20 of the 24 hours (spec 1 §1). */
export const FIRST_CALL_REMINDER_AFTER_HOURS = 20;
/** Issue 13: an open proposal this close to its expiry gets a reminder. */
export const PROPOSAL_EXPIRY_WARNING_HOURS = 6;
/** Older undocumented visits are left to the diary's reminder modal and the daily mail. */
export const DOCUMENT_BOOKING_LOOKBACK_DAYS = 7;

/** Whether a booking is due its first `document_booking` reminder. */
export function isDocumentBookingReminderDue(
  booking: { status: BookingStatus; endDate: string },
  now: Date,
): boolean {
  return (
    isUndocumented(booking, now) &&
    toTime(booking.endDate) + DOCUMENT_BOOKING_AFTER_HOURS * HOUR_MS <= now.getTime()
  );
}

/** Whether a new contract's first call is due a reminder: after 20 h, before the 24 h are up. */
export function isFirstCallReminderDue(
  contract: { isActive: boolean; createdAt: string; firstBookingStatus: FirstBookingStatus | null },
  actor: { isEmployee: boolean },
  now: Date,
): boolean {
  const reminder = firstCallReminder(contract, actor, now);
  if (!reminder || reminder.isOverdue) return false;
  return toTime(contract.createdAt) + FIRST_CALL_REMINDER_AFTER_HOURS * HOUR_MS <= now.getTime();
}

/** Hours left until `deadline`, rounded up, for the reminder's text. */
export function hoursLeft(deadline: Date, now: Date): number {
  return Math.max(1, Math.ceil((deadline.getTime() - now.getTime()) / HOUR_MS));
}

/** Whether an unanswered proposal is about to expire (within 6 hours, not yet expired). */
export function isProposalExpiryWarningDue(
  proposal: { status: ProposalStatus; expiresAt: string },
  now: Date,
): boolean {
  const expiresAt = toTime(proposal.expiresAt);
  return (
    proposal.status === 'OPEN' &&
    now.getTime() < expiresAt &&
    expiresAt - PROPOSAL_EXPIRY_WARNING_HOURS * HOUR_MS <= now.getTime()
  );
}
