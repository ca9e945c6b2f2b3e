import type { DiaryBooking } from '../api/get-diary-bookings';
import type { BookingDetail } from '../api/get-booking';

/**
 * Whether a kept booking's detail is older than its diary entry: the entry says otherwise on
 * something both show. The diary is asked again at every start; a detail is not (its kept copy
 * serves offline), so a time the office moved or a cancellation by the customer is caught here.
 */
export function isDetailBehindDiary(entry: DiaryBooking, detail: BookingDetail): boolean {
  return (
    detail.startDate !== entry.startDate ||
    detail.endDate !== entry.endDate ||
    detail.status !== entry.status ||
    detail.firstBookingStatus !== entry.firstBookingStatus ||
    detail.surveyStatus !== entry.surveyStatus ||
    detail.contractIsActive !== entry.contractIsActive ||
    detail.hasCgConfirmationProof !== (entry.cgConfirmationProof !== null) ||
    detail.careReceiver?.firstName !== entry.careReceiver?.firstName ||
    detail.careReceiver?.lastName !== entry.careReceiver?.lastName
  );
}
