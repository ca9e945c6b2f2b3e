import type { BookingStatus } from '../catalogue/enums.js';

// spec 1 §3 Booking "Derived" flags and spec 1 §4 Booking states. Dates are ISO strings on the
// entity; `now` is passed in so the same answer comes out on the server and in the app.

type Timed = { status: BookingStatus; startDate: string; endDate: string };

/** Whether `instant` has been reached: an end exactly at `now` counts as passed. */
function hasPassed(instant: string, now: Date): boolean {
  return new Date(instant).getTime() <= now.getTime();
}

/** spec 1 §3 hasNotEnded: the end is still ahead. */
export function hasNotEnded(booking: { endDate: string }, now: Date): boolean {
  return !hasPassed(booking.endDate, now);
}

/** spec 1 §4: undocumented means ended and still created. */
export function isUndocumented(
  booking: { status: BookingStatus; endDate: string },
  now: Date,
): boolean {
  return booking.status === 'CREATED' && hasPassed(booking.endDate, now);
}

/** spec 1 §4: fulfilled means status fulfilled or invoiced. */
export function isFulfilled(booking: { status: BookingStatus }): boolean {
  return booking.status === 'FULFILLED' || booking.status === 'INVOICED';
}

/** spec 1 §4: documenting is allowed only while created and the start has passed. */
export function isDocumentingAllowed(
  booking: Pick<Timed, 'status' | 'startDate'>,
  now: Date,
): boolean {
  return booking.status === 'CREATED' && hasPassed(booking.startDate, now);
}

/**
 * spec 1 §2 Booking detail, §5 Other: the 'document now' button shows only when the end has
 * passed. A documented or invoiced booking cannot be changed (§4), so it needs CREATED too.
 */
export function isDocumentNowShown(
  booking: { status: BookingStatus; endDate: string },
  now: Date,
): boolean {
  return isUndocumented(booking, now);
}

/** spec 1 §4: documented and invoiced bookings cannot be changed. */
export function isBookingChangeable(booking: { status: BookingStatus }): boolean {
  return !isFulfilled(booking);
}

function isEmpty(value: string | null | undefined): boolean {
  return value === null || value === undefined || value.trim() === '';
}

/**
 * spec 1 §4: signed via paper when both proofs are empty, or the paper proof is present and the
 * caregiver proof is empty. Both cases share an empty caregiver proof; written as the spec says.
 */
export function isSignedViaPaper(booking: {
  paperBookingProof?: string | null;
  cgConfirmationProof?: string | null;
}): boolean {
  const paperEmpty = isEmpty(booking.paperBookingProof);
  const caregiverEmpty = isEmpty(booking.cgConfirmationProof);
  return (paperEmpty && caregiverEmpty) || (!paperEmpty && caregiverEmpty);
}

/**
 * spec 1 §4: a survey is pending when fulfilled and surveyStatus is the text 'false'. "Fulfilled"
 * as §4 defines it (fulfilled or invoiced): a booking invoiced before its survey was answered
 * still carries 'survey needed' and must still offer the survey (issue 16 §4). The list label,
 * the detail's button and the survey screen all ask this one rule.
 */
export function isSurveyPending(booking: {
  status: BookingStatus;
  surveyStatus?: string | null;
}): boolean {
  return isFulfilled(booking) && booking.surveyStatus === 'false';
}
