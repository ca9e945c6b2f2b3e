import type { CareDegree, Gender, ProposalStatus } from '../catalogue/enums.js';
import type { PersonName } from '../contract/contract.js';

// spec 1 §3 Proposal (service request). Dates are ISO-8601 strings.

export type Proposal = {
  serviceRequestId: string;
  status: ProposalStatus;
  expiresAt: string;
  isNewCustomer: boolean;
  description: string | null;
  careReceiver: {
    gender: Gender | null;
    name: PersonName;
    age: number | null;
    careDegree: CareDegree | null;
    address: { street: string; postalCode: string; city: string };
  };
  pricing: { grossPricePerHourInCents: number } | null;
};
