import type {
  BookingStatus,
  CareDegree,
  ContractConfirmationStatus,
  FirstBookingStatus,
  Gender,
  PaymentMethod,
} from '../catalogue/enums.js';
import type { FirstBookingConfirmationStatus } from '../booking/booking.js';

// spec 1 §3 Contract and the entities it carries. Dates are ISO-8601 strings.

export type PersonName = { firstName: string; lastName: string };

export type Address = {
  street: string;
  houseNumber: string | null;
  postalCode: string;
  city: string;
  additionalInformation: string | null;
};

export type CareReceiver = {
  name: PersonName;
  gender: Gender | null;
  age: number | null;
  email: string | null;
  phoneNumber: string | null;
  careDegree: CareDegree | null;
  address: Address;
  isSelfBooker: boolean;
  paymentMethod: PaymentMethod | null;
};

export type ContractPricing = {
  grossCustomerPricePerHourInCents: number;
  grossCaregiverPricePerHourInCents: number;
  commissionRate: number;
};

export type ContractStats = {
  bookingCount: number;
  minuteCount: number;
  grossEarningsInCents: number;
};

/** spec 1 §3 Contract firstBooking (bookingId, endDate, status). */
export type ContractFirstBooking = { bookingId: string; endDate: string; status: BookingStatus };

export type ContractState = {
  contractId: string;
  isActive: boolean;
  cancelationInitiatedAt: string | null;
  cancelationScheduledFor: string | null;
  confirmationStatus: ContractConfirmationStatus;
  firstBooking: ContractFirstBooking | null;
  firstBookingStatus: FirstBookingStatus | null;
  firstBookingConfirmationStatus: FirstBookingConfirmationStatus | null;
};
