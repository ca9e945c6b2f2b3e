import type { BookingStatus, FirstBookingStatus } from '../catalogue/enums.js';
import { isDocumentingAllowed, isFulfilled, isSurveyPending } from './booking-state.js';

type Actor = { isEmployee: boolean };

/** spec 1 §2 Diary, §6: the add-booking button is hidden for employees. */
export function canAddBookings(actor: Actor): boolean {
  return !actor.isEmployee;
}

/**
 * spec 1 §4: documented and invoiced bookings cannot be changed, so no edit is offered; nor for a
 * first booking the customer declined (issue 16 §8): moving it would not bring it back, and the
 * contract may stay active for follow-ups that are planned as new bookings.
 */
export function isEditOffered(booking: {
  status: BookingStatus;
  isFirstBooking?: boolean;
  firstBookingStatus?: FirstBookingStatus | null;
}): boolean {
  const isDeclinedFirstBooking =
    booking.isFirstBooking === true && booking.firstBookingStatus === 'DECLINED';
  return !isFulfilled(booking) && !isDeclinedFirstBooking;
}

/**
 * spec 1 §5, §6: delete is not offered for a first booking or for employees; spec 1 §4: nor for
 * a documented or invoiced booking, which cannot be changed.
 */
export function isDeleteOffered(
  booking: { status: BookingStatus; isFirstBooking: boolean },
  actor: Actor,
): boolean {
  return !actor.isEmployee && !booking.isFirstBooking && !isFulfilled(booking);
}

/** spec 1 §2 Booking detail, §6: cancel is an employee-only button, for a changeable booking. */
export function isCancelOffered(booking: { status: BookingStatus }, actor: Actor): boolean {
  return actor.isEmployee && !isFulfilled(booking);
}

/** spec 1 §2, §6: employees complete the survey when surveyStatus is 'false'. */
export function isSurveyButtonShown(
  booking: { status: BookingStatus; surveyStatus?: string | null },
  actor: Actor,
): boolean {
  return actor.isEmployee && isSurveyPending(booking);
}

/**
 * spec 1 §6: employees handle paper-signed documentation upload and view (issue 16 §5). A stored
 * paper proof can be viewed. Its photo can be uploaded where the server takes it: while the
 * booking can be documented (spec 1 §4: created, started) and no caregiver signature makes it
 * digitally signed; a documented booking keeps its proof as it is.
 */
export function isPaperProofViewOffered(
  booking: { hasPaperBookingProof: boolean },
  actor: Actor,
): boolean {
  return actor.isEmployee && booking.hasPaperBookingProof;
}

export function isPaperProofUploadOffered(
  booking: { status: BookingStatus; startDate: string; hasCgConfirmationProof: boolean },
  actor: Actor,
  now: Date,
): boolean {
  return actor.isEmployee && isDocumentingAllowed(booking, now) && !booking.hasCgConfirmationProof;
}

/** spec 1 §2 Fulfil booking: employees document through the signature flow, others a form. */
export function documentationVariant(actor: Actor): 'signatureFlow' | 'servicesForm' {
  return actor.isEmployee ? 'signatureFlow' : 'servicesForm';
}
