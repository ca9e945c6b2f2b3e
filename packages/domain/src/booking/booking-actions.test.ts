import { describe, expect, it } from 'vitest';
import type { BookingStatus } from '../catalogue/enums.js';
import {
  canAddBookings,
  documentationVariant,
  isCancelOffered,
  isDeleteOffered,
  isEditOffered,
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
    ['FULFILLED', 'false', false, false],
    ['FULFILLED', 'true', true, false],
    ['CREATED', 'false', true, false],
  ])(
    'spec 1 §6: survey button (%s, surveyStatus %s, employee %s → %s)',
    (status, surveyStatus, isEmployee, expected) => {
      expect(isSurveyButtonShown({ status, surveyStatus }, { isEmployee })).toBe(expected);
    },
  );
});
