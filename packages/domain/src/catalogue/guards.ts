import {
  ABSENCE_REASONS,
  BOOKING_STATUSES,
  CARE_DEGREES,
  LANGUAGES,
  PAYMENT_METHODS,
  type AbsenceReason,
  type BookingStatus,
  type CareDegree,
  type Language,
  type PaymentMethod,
} from './enums.js';

function isOneOf<T extends string>(values: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (values as readonly string[]).includes(value);
}

export const isPaymentMethod = (value: unknown): value is PaymentMethod =>
  isOneOf(PAYMENT_METHODS, value);
export const isCareDegree = (value: unknown): value is CareDegree => isOneOf(CARE_DEGREES, value);
export const isBookingStatus = (value: unknown): value is BookingStatus =>
  isOneOf(BOOKING_STATUSES, value);
export const isLanguage = (value: unknown): value is Language => isOneOf(LANGUAGES, value);
export const isAbsenceReason = (value: unknown): value is AbsenceReason =>
  isOneOf(ABSENCE_REASONS, value);
