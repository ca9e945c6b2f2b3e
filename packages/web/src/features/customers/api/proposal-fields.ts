import type { CareDegree, Gender, ProposalStatus } from '@careport/domain';

// spec 1 §3 Proposal and Schedule, as the GraphQL Proposal answers them.

export type Schedule = {
  date: string | null;
  durationInMinutes: number | null;
  frequency: string | null;
  bookingType: string;
  isFlexible: boolean;
  isAllDay: boolean;
  expectedAppointmentSchedule: { isFlexible: boolean; preferences: string | null } | null;
};

export type SubService = { subServiceId: string; labelDe: string; labelEn: string };

export type ProposalItem = {
  serviceRequestId: string;
  status: ProposalStatus;
  expiresAt: string;
  isNewCustomer: boolean;
  description: string | null;
  careReceiver: {
    gender: Gender | null;
    name: { firstName: string; lastName: string };
    age: number | null;
    careDegree: CareDegree;
    address: { street: string; postalCode: string; city: string };
  } | null;
  schedule: Schedule | null;
  subServices: SubService[];
  /** spec 1 §6: null for employees, who see no prices. */
  pricing: { grossPricePerHourInCents: number } | null;
};

export const scheduleFields = `
  date
  durationInMinutes
  frequency
  bookingType
  isFlexible
  isAllDay
  expectedAppointmentSchedule {
    isFlexible
    preferences
  }
`;

export const proposalFields = `
  serviceRequestId
  status
  expiresAt
  isNewCustomer
  description
  careReceiver {
    gender
    name {
      firstName
      lastName
    }
    age
    careDegree
    address {
      street
      postalCode
      city
    }
  }
  schedule {
    ${scheduleFields}
  }
  subServices {
    subServiceId
    labelDe
    labelEn
  }
  pricing {
    grossPricePerHourInCents
  }
`;
