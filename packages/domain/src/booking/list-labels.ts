import type { BookingStatus, FirstBookingStatus } from '../catalogue/enums.js';
import { isFulfilled, isSurveyPending, isUndocumented } from './booking-state.js';

// spec 1 §4 List labels: which labels a diary entry carries, per role.

export const BOOKING_LIST_LABELS = [
  'INVOICED',
  'SURVEY_NEEDED',
  'MISSING_SURVEY_AND_BOOKING_ON_PAPER',
  'SIGNED_VIA_PAPER',
  'UNDOCUMENTED',
  'FIRST_BOOKING_UNCONFIRMED',
  'FIRST_BOOKING_CONFIRMED',
  'FIRST_BOOKING_DECLINED',
  'WAITING_TO_SEND',
] as const;
export type BookingListLabel = (typeof BOOKING_LIST_LABELS)[number];

/** The colour family of a label; spec 1 §4 names green for 'invoiced', the rest is ours. */
export type LabelTone = 'green' | 'orange' | 'red' | 'blue' | 'gray';

export const BOOKING_LIST_LABEL_TONES: Record<BookingListLabel, LabelTone> = {
  INVOICED: 'green',
  SURVEY_NEEDED: 'orange',
  MISSING_SURVEY_AND_BOOKING_ON_PAPER: 'red',
  SIGNED_VIA_PAPER: 'blue',
  UNDOCUMENTED: 'red',
  FIRST_BOOKING_UNCONFIRMED: 'orange',
  FIRST_BOOKING_CONFIRMED: 'green',
  FIRST_BOOKING_DECLINED: 'gray',
  WAITING_TO_SEND: 'blue',
};

export type LabelledBooking = {
  status: BookingStatus;
  endDate: string;
  isFirstBooking: boolean;
  firstBookingStatus: FirstBookingStatus | null;
  surveyStatus?: string | null;
  cgConfirmationProof?: string | null;
  /**
   * Issue 39: documented on this device and still in its outbox. The server has not seen it, so
   * the labels that read its proofs and survey would be guesses.
   */
  isWaitingToSend?: boolean;
};

function hasProof(value: string | null | undefined): boolean {
  return value !== null && value !== undefined && value.trim() !== '';
}

const FIRST_BOOKING_LABELS: Record<FirstBookingStatus, BookingListLabel> = {
  CREATED: 'FIRST_BOOKING_UNCONFIRMED',
  CONFIRMED: 'FIRST_BOOKING_CONFIRMED',
  DECLINED: 'FIRST_BOOKING_DECLINED',
};

/** spec 1 §4 List labels, in display order. The i18n key is `bookings.LABEL_<label>`. */
export function bookingListLabels(
  booking: LabelledBooking,
  actor: { isEmployee: boolean },
  now: Date,
): BookingListLabel[] {
  const labels: BookingListLabel[] = [];
  if (booking.isWaitingToSend === true) {
    labels.push('WAITING_TO_SEND');
  } else {
    labels.push(...documentationLabels(booking, actor, now));
  }
  if (!actor.isEmployee && booking.isFirstBooking && booking.firstBookingStatus !== null) {
    labels.push(FIRST_BOOKING_LABELS[booking.firstBookingStatus]);
  }
  return labels;
}

/** What the server's copy says of the documentation: invoiced, the employee's proofs, undocumented. */
function documentationLabels(
  booking: LabelledBooking,
  actor: { isEmployee: boolean },
  now: Date,
): BookingListLabel[] {
  const labels: BookingListLabel[] = [];
  if (!actor.isEmployee && booking.status === 'INVOICED') labels.push('INVOICED');
  if (actor.isEmployee && isFulfilled(booking)) {
    const isSurveyMissing = isSurveyPending(booking);
    const hasConfirmationProof = hasProof(booking.cgConfirmationProof);
    if (isSurveyMissing && hasConfirmationProof) labels.push('SURVEY_NEEDED');
    else if (isSurveyMissing) labels.push('MISSING_SURVEY_AND_BOOKING_ON_PAPER');
    else if (!hasConfirmationProof) labels.push('SIGNED_VIA_PAPER');
  }
  if (isUndocumented(booking, now)) labels.push('UNDOCUMENTED');
  return labels;
}

/** spec 1 §4: a declined first booking on an inactive contract is hidden from the list. */
export function isHiddenInBookingList(
  booking: { isFirstBooking: boolean; firstBookingStatus: FirstBookingStatus | null },
  contract: { isActive: boolean } | null | undefined,
): boolean {
  return (
    booking.isFirstBooking &&
    booking.firstBookingStatus === 'DECLINED' &&
    contract !== null &&
    contract !== undefined &&
    !contract.isActive
  );
}
