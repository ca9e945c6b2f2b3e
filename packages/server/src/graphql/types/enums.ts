import {
  BOOKING_FREQUENCIES,
  BOOKING_STATUSES,
  BOOKING_TYPES,
  CARE_DEGREES,
  CONTRACT_CONFIRMATION_STATUSES,
  FIRST_BOOKING_STATUSES,
  GENDERS,
  PAYMENT_METHODS,
  PROPOSAL_STATUSES,
} from '@careport/domain';
import { builder } from '../builder.js';

// The closed value sets come from the domain (common.md), never redefined here. Care degrees are
// '1'..'5' as well as words, which are not valid enum names, so CareDegree is a String.
export const BookingStatusEnum = builder.enumType('BookingStatus', { values: BOOKING_STATUSES });
export const FirstBookingStatusEnum = builder.enumType('FirstBookingStatus', {
  values: FIRST_BOOKING_STATUSES,
});
export const ContractConfirmationStatusEnum = builder.enumType('ContractConfirmationStatus', {
  values: CONTRACT_CONFIRMATION_STATUSES,
});
export const PaymentMethodEnum = builder.enumType('PaymentMethod', { values: PAYMENT_METHODS });
export const ProposalStatusEnum = builder.enumType('ProposalStatus', { values: PROPOSAL_STATUSES });
export const BookingFrequencyEnum = builder.enumType('BookingFrequency', {
  values: BOOKING_FREQUENCIES,
});
export const BookingTypeEnum = builder.enumType('BookingType', { values: BOOKING_TYPES });
export const GenderEnum = builder.enumType('Gender', { values: GENDERS });
export const CARE_DEGREE_DESCRIPTION = `One of ${CARE_DEGREES.join(', ')}`;
