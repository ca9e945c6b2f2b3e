import { describe, expect, it } from 'vitest';
import type { BookingStatus } from '../catalogue/enums.js';
import { bookingListLabels } from './list-labels.js';
import {
  canAddBookings,
  documentationVariant,
  isCancelOffered,
  isDeleteOffered,
  isEditOffered,
  isPaperProofUploadOffered,
  isPaperProofViewOffered,
  isSurveyButtonShown,
} from './booking-actions.js';

describe('booking actions per role', () => {
  it.each<[BookingStatus, boolean, boolean, boolean]>([
    ['CREATED', false, false, true],
    ['CREATED', true, false, false],
    ['CREATED', false, true, false],
    ['CREATED', true, true, false],
    ['FULFILLED', false, false, false],
    ['INVOICED', false, false, false],
  ])(
    'spec 1 §5: delete offered (%s, first %s, employee %s → %s): not for a first booking or employees',
    (status, isFirstBooking, isEmployee, expected) => {
      expect(isDeleteOffered({ status, isFirstBooking }, { isEmployee })).toBe(expected);
    },
  );

  it.each<[BookingStatus, boolean]>([
    ['CREATED', true],
    ['CONFIRMED', true],
    ['FULFILLED', false],
    ['INVOICED', false],
  ])(
    'spec 1 §4: documented and invoiced bookings cannot be changed (%s → edit %s)',
    (status, expected) => {
      expect(isEditOffered({ status })).toBe(expected);
      expect(isCancelOffered({ status }, { isEmployee: true })).toBe(expected);
      expect(isCancelOffered({ status }, { isEmployee: false })).toBe(false);
    },
  );

  it.each<[BookingStatus, boolean, 'CREATED' | 'CONFIRMED' | 'DECLINED' | null, boolean]>([
    ['CREATED', true, 'DECLINED', false],
    ['CREATED', true, 'CONFIRMED', true],
    ['CREATED', true, 'CREATED', true],
    ['CREATED', false, null, true],
    ['FULFILLED', true, 'DECLINED', false],
  ])(
    'issue 16 §8: edit offered (%s, first %s, first-booking status %s → %s): not for a declined first booking',
    (status, isFirstBooking, firstBookingStatus, expected) => {
      expect(isEditOffered({ status, isFirstBooking, firstBookingStatus })).toBe(expected);
    },
  );

  it.each([
    [false, true, 'servicesForm'],
    [true, false, 'signatureFlow'],
  ] as const)(
    'spec 1 §2, §6: employee %s → add bookings %s, documents via %s',
    (isEmployee, canAdd, variant) => {
      expect(canAddBookings({ isEmployee })).toBe(canAdd);
      expect(documentationVariant({ isEmployee })).toBe(variant);
    },
  );

  it.each<[BookingStatus, string | null, boolean, boolean]>([
    ['FULFILLED', 'false', true, true],
    ['INVOICED', 'false', true, true],
    ['INVOICED', 'true', true, false],
    ['FULFILLED', 'false', false, false],
    ['FULFILLED', 'true', true, false],
    ['CREATED', 'false', true, false],
  ])(
    'spec 1 §6: survey button (%s, surveyStatus %s, employee %s → %s)',
    (status, surveyStatus, isEmployee, expected) => {
      expect(isSurveyButtonShown({ status, surveyStatus }, { isEmployee })).toBe(expected);
    },
  );

  it.each<[BookingStatus, string | null, string | null]>([
    ['FULFILLED', 'false', 'proof.png'],
    ['FULFILLED', 'false', null],
    ['INVOICED', 'false', 'proof.png'],
    ['INVOICED', 'false', null],
    ['FULFILLED', 'true', 'proof.png'],
    ['INVOICED', 'true', null],
    ['CREATED', 'false', null],
  ])(
    'issue 16 §4: an employee is offered the survey exactly when the list says it is missing (%s, %s, proof %s)',
    (status, surveyStatus, cgConfirmationProof) => {
      const employee = { isEmployee: true };
      const labels = bookingListLabels(
        {
          status,
          surveyStatus,
          cgConfirmationProof,
          endDate: '2020-01-01T10:00:00.000Z',
          isFirstBooking: false,
          firstBookingStatus: null,
        },
        employee,
        new Date('2026-01-01T00:00:00.000Z'),
      );
      const saysSurveyMissing =
        labels.includes('SURVEY_NEEDED') || labels.includes('MISSING_SURVEY_AND_BOOKING_ON_PAPER');
      expect(isSurveyButtonShown({ status, surveyStatus }, employee)).toBe(saysSurveyMissing);
    },
  );

  it.each<[BookingStatus, string, boolean, boolean, boolean]>([
    ['CREATED', '2026-01-01T09:00:00.000Z', false, true, true],
    ['CREATED', '2026-01-01T09:00:00.000Z', true, true, false],
    ['CREATED', '2026-01-01T09:00:00.000Z', false, false, false],
    ['CREATED', '2026-03-01T09:00:00.000Z', false, true, false],
    ['FULFILLED', '2026-01-01T09:00:00.000Z', false, true, false],
    ['INVOICED', '2026-01-01T09:00:00.000Z', false, true, false],
  ])(
    'issue 16 §5: paper proof upload (%s, start %s, signature %s, employee %s → %s)',
    (status, startDate, hasCgConfirmationProof, isEmployee, expected) => {
      const now = new Date('2026-02-01T00:00:00.000Z');
      expect(
        isPaperProofUploadOffered(
          { status, startDate, hasCgConfirmationProof },
          { isEmployee },
          now,
        ),
      ).toBe(expected);
    },
  );

  it('issue 16 §5: a stored paper proof can be viewed by employees', () => {
    expect(isPaperProofViewOffered({ hasPaperBookingProof: true }, { isEmployee: true })).toBe(
      true,
    );
    expect(isPaperProofViewOffered({ hasPaperBookingProof: true }, { isEmployee: false })).toBe(
      false,
    );
    expect(isPaperProofViewOffered({ hasPaperBookingProof: false }, { isEmployee: true })).toBe(
      false,
    );
  });
});
