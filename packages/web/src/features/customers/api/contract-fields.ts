import type {
  BookingStatus,
  CareDegree,
  ContractConfirmationStatus,
  FirstBookingStatus,
  Gender,
  PaymentMethod,
} from '@careport/domain';
import type { Schedule, SubService } from './proposal-fields';
import { scheduleFields } from './proposal-fields';

// spec 1 §3 Contract with its care receiver, customer, service request, pricing and stats, as the
// GraphQL Contract answers them.

export type PersonName = { firstName: string; lastName: string };

export type ContractListItem = {
  contractId: string;
  isActive: boolean;
  isNewCustomer: boolean;
  cancelationScheduledFor: string | null;
  firstBookingStatus: FirstBookingStatus | null;
  careReceiver: {
    name: PersonName;
    careDegree: CareDegree;
    address: { street: string; houseNumber: string | null; postalCode: string; city: string };
  };
  /** Issue 12, spec 2 §4: the months the check on the 3rd found without a file. */
  serviceDocumentation: { periods: { isOverdue: boolean }[] } | null;
};

export type ContractDetail = {
  contractId: string;
  createdAt: string;
  isActive: boolean;
  isNewCustomer: boolean;
  hasFulfilledBooking: boolean;
  paymentMethod: PaymentMethod | null;
  cancelationInitiatedAt: string | null;
  cancelationScheduledFor: string | null;
  confirmationStatus: ContractConfirmationStatus;
  firstBooking: {
    bookingId: string;
    startDate: string;
    endDate: string;
    status: BookingStatus;
  } | null;
  firstBookingStatus: FirstBookingStatus | null;
  firstBookingConfirmationStatus: { reason: string | null; description: string | null } | null;
  careReceiver: {
    name: PersonName;
    gender: Gender | null;
    age: number | null;
    email: string | null;
    phoneNumber: string | null;
    careDegree: CareDegree;
    isSelfBooker: boolean;
    address: {
      street: string;
      houseNumber: string | null;
      postalCode: string;
      city: string;
      additionalInformation: string | null;
    };
  };
  /** The additional contact; null for a self-booker. */
  customer: { name: PersonName; email: string | null; phoneNumber: string | null } | null;
  serviceRequest: {
    description: string | null;
    schedule: Schedule | null;
    subServices: SubService[];
  } | null;
  /** spec 1 §6: null for employees. */
  pricing: {
    grossCustomerPricePerHourInCents: number;
    grossCaregiverPricePerHourInCents: number;
    commissionRate: number;
  } | null;
  /** Live bookings; spec 1 §4: the confirmation choice needs exactly one. */
  liveBookingCount: number;
  /** spec 1 §3 Contract stats, over the documented bookings. */
  stats: {
    bookingCount: number;
    minuteCount: number;
    /** spec 1 §6: null for employees. */
    grossEarningsInCents: number | null;
  };
  /** spec 2 §3: the months with a service documentation, newest first. */
  serviceDocumentation: { periods: { month: number; year: number; isOverdue: boolean }[] } | null;
};

export const contractListFields = `
  contractId
  isActive
  isNewCustomer
  cancelationScheduledFor
  firstBookingStatus
  careReceiver {
    name {
      firstName
      lastName
    }
    careDegree
    address {
      street
      houseNumber
      postalCode
      city
    }
  }
  serviceDocumentation {
    periods {
      isOverdue
    }
  }
`;

export const contractDetailFields = `
  contractId
  createdAt
  isActive
  isNewCustomer
  hasFulfilledBooking
  paymentMethod
  cancelationInitiatedAt
  cancelationScheduledFor
  confirmationStatus
  firstBooking {
    bookingId
    startDate
    endDate
    status
  }
  firstBookingStatus
  firstBookingConfirmationStatus {
    reason
    description
  }
  careReceiver {
    name {
      firstName
      lastName
    }
    gender
    age
    email
    phoneNumber
    careDegree
    isSelfBooker
    address {
      street
      houseNumber
      postalCode
      city
      additionalInformation
    }
  }
  customer {
    name {
      firstName
      lastName
    }
    email
    phoneNumber
  }
  serviceRequest {
    description
    schedule {
      ${scheduleFields}
    }
    subServices {
      subServiceId
      labelDe
      labelEn
    }
  }
  pricing {
    grossCustomerPricePerHourInCents
    grossCaregiverPricePerHourInCents
    commissionRate
  }
  liveBookingCount
  stats {
    bookingCount
    minuteCount
    grossEarningsInCents
  }
  serviceDocumentation {
    periods {
      month
      year
      isOverdue
    }
  }
`;
