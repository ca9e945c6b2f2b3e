// Issue 40: the back office's caregiver reads as they travel (GET /ops/caregivers, …/:id,
// …/service-requests/:id/candidates). Types only: the server's services return them and the
// console reads them, so a field renamed on one side fails the other's typecheck.

/** spec 2 §6: the employee flag; an incomplete application is an applicant. */
export type CaregiverKind = 'employed' | 'independent' | 'applicant';

export type CaregiverListItem = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  kind: CaregiverKind;
  postalCode: string | null;
  city: string | null;
  services: string[];
  languages: string[];
};

export type CaregiverPage = { caregivers: CaregiverListItem[]; nextCursor: string | null };

/** spec 1 §3: an ended contract, or one whose end is scheduled (cancelationScheduledFor). */
export type ContractStatus = 'active' | 'ending' | 'ended';

/** The care receiver beside a contract (health data's neighbour: the server logs the read). */
export type ContractCareReceiver = {
  id: string;
  firstName: string;
  lastName: string;
  postalCode: string;
  city: string;
};

export type CaregiverContract = {
  id: string;
  careReceiver: ContractCareReceiver;
  status: ContractStatus;
  startDate: string;
  endDate: string | null;
};

/** spec 2 §2 /account/availability: the switch (stored inverted) and the travel distance. */
export type CaregiverAvailability = { availableForNewCustomers: boolean; travelDistanceKm: number };

export type CaregiverDetail = {
  caregiver: CaregiverListItem & { phone: string | null };
  contracts: CaregiverContract[];
  absences: { id: string; from: string; to: string }[];
  availability: CaregiverAvailability;
  devices: { id: string; createdAt: string }[];
};

/** A caregiver ranked for a service request. */
export type Candidate = {
  caregiverId: string;
  firstName: string;
  lastName: string;
  /** What a proposal names its caregiver by (`POST …/proposals {caregiver_email}`). */
  email: string;
  kind: CaregiverKind;
  distanceKm: number | null;
  matchingServices: string[];
  languages: string[];
  freeOnRequestedDay: boolean;
  absent: boolean;
  score: number;
};
