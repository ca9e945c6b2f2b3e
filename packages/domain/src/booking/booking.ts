import type {
  BookingStatus,
  FirstBookingStatus,
  PaymentMethod,
  ContractConfirmationStatus,
} from '../catalogue/enums.js';

// spec 1 §3 Booking, as the GraphQL layer and the app see it. Dates are ISO-8601 strings.

export type BookingPricing = {
  durationInMinutes: number;
  grossPricePerHourInCents: number;
  grossPriceInCents: number;
};

export type BookingService = { id: string; labelEn: string; labelDe: string };

export type FirstBookingConfirmationStatus = {
  reason: string | null;
  description: string | null;
};

export type Booking = {
  bookingId: string;
  contractId: string;
  startDate: string;
  endDate: string;
  status: BookingStatus;
  isFirstBooking: boolean;
  firstBookingStatus: FirstBookingStatus | null;
  firstBookingConfirmationStatus: FirstBookingConfirmationStatus | null;
  pricing: BookingPricing | null;
  services: BookingService[];
  otherServiceDescription: string | null;
  paymentMethod: PaymentMethod | null;
  surveyStatus: string | null;
  paperBookingProof: string | null;
  cgConfirmationProof: string | null;
  confirmationStatus?: ContractConfirmationStatus | null;
};

/** A plain start/end pair, as the add and edit forms and the overlap check handle it. */
export type BookingInterval = { startDate: Date; endDate: Date };
