import type { BookingStatus } from '../catalogue/enums.js';
import { isFulfilled, isSurveyPending } from './booking-state.js';

type Actor = { isEmployee: boolean };

/** spec 1 §2 Diary, §6: the add-booking button is hidden for employees. */
export function canAddBookings(actor: Actor): boolean {
  return !actor.isEmployee;
}

/** spec 1 §4: documented and invoiced bookings cannot be changed, so no edit is offered. */
export function isEditOffered(booking: { status: BookingStatus }): boolean {
  return !isFulfilled(booking);
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

/** spec 1 §2 Fulfil booking: employees document through the signature flow, others a form. */
export function documentationVariant(actor: Actor): 'signatureFlow' | 'servicesForm' {
  return actor.isEmployee ? 'signatureFlow' : 'servicesForm';
}
