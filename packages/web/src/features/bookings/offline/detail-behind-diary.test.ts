import { describe, expect, it } from 'vitest';
import type { DiaryBooking } from '../api/get-diary-bookings';
import { fakeBooking, type FakeBooking } from '../testing/booking-fixtures';
import { isDetailBehindDiary } from './detail-behind-diary';

/** The diary's entry for a booking as the server has it now. */
function entryOf(booking: FakeBooking): DiaryBooking {
  return {
    bookingId: booking.bookingId,
    contractId: booking.contractId,
    startDate: booking.startDate,
    endDate: booking.endDate,
    status: booking.status,
    isFirstBooking: booking.isFirstBooking,
    firstBookingStatus: booking.firstBookingStatus,
    surveyStatus: booking.surveyStatus,
    cgConfirmationProof: booking.hasCgConfirmationProof ? 'present' : null,
    contractIsActive: booking.contractIsActive,
    careReceiver: {
      firstName: booking.careReceiver.firstName,
      lastName: booking.careReceiver.lastName,
    },
  };
}

describe('a kept detail against the fresh diary (issue 14)', () => {
  const kept = fakeBooking();

  it('is current when the diary shows the booking as it was kept', () => {
    expect(isDetailBehindDiary(entryOf(kept), kept)).toBe(false);
  });

  it.each<[string, Partial<FakeBooking>]>([
    ['the office moved the visit', { startDate: '2030-03-10T11:00:00.000Z' }],
    ['the visit was made longer', { endDate: '2030-03-10T11:30:00.000Z' }],
    ['it was documented on another device', { status: 'FULFILLED' }],
    ['the contract ended', { contractIsActive: false }],
    ['the caregiver signed on another device', { hasCgConfirmationProof: true }],
    ['the survey is now due', { surveyStatus: 'false' }],
  ])('is behind when %s', (_change, now) => {
    expect(isDetailBehindDiary(entryOf({ ...kept, ...now }), kept)).toBe(true);
  });
});
