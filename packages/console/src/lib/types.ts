// The console's reads, as the issue 40 contract writes them (the server's answer schemas are
// under packages/server/src/http/ops; the console does not import the server).
export type CaregiverKind = 'employed' | 'independent' | 'applicant';
export const CAREGIVER_KINDS: readonly CaregiverKind[] = ['employed', 'independent', 'applicant'];

export type CaregiverRow = {
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

export type CaregiverPage = { caregivers: CaregiverRow[]; nextCursor: string | null };

/** The server's contract status (ops/console/get-caregiver-detail.ts). */
export type ContractStatus = 'active' | 'ending' | 'ended';

export type ContractRow = {
  id: string;
  careReceiver: {
    id: string;
    firstName: string;
    lastName: string;
    postalCode: string | null;
    city: string | null;
  };
  status: ContractStatus;
  startDate: string;
  endDate: string | null;
};

/** What the app's availability screen has (spec 2 §2); absences are listed beside it. */
export type Availability = { availableForNewCustomers: boolean; travelDistanceKm: number };

export type CaregiverDetail = {
  caregiver: CaregiverRow & { phone: string | null };
  contracts: ContractRow[];
  absences: { id: string; from: string; to: string }[];
  availability: Availability;
  devices: { id: string; createdAt: string }[];
};

export type BookingRow = {
  id: string;
  caregiverId: string;
  caregiverName: string;
  contractId: string;
  careReceiverName: string;
  date: string;
  start: string;
  end: string;
  status: string;
  seriesId: string | null;
};

export type Week = { from: string; to: string; bookings: BookingRow[] };
export type Warning = { code: string; message: string };

export type Candidate = {
  caregiverId: string;
  firstName: string;
  lastName: string;
  /** What a proposal names its caregiver by. */
  email: string;
  kind: CaregiverKind;
  distanceKm: number | null;
  matchingServices: string[];
  languages: string[];
  freeOnRequestedDay: boolean;
  absent: boolean;
  score: number;
};

export const ANSWER_KINDS = [
  'survey',
  'first-booking-decline',
  'cancellation',
  'proposal-decline',
] as const;
export type AnswerKind = (typeof ANSWER_KINDS)[number];

export type AnswerRow = {
  kind: AnswerKind;
  at: string;
  caregiverId: string;
  caregiverName: string;
  careReceiverName: string | null;
  reason: string | null;
  subReason: string | null;
  text: string | null;
};

export type ProposalAnswer = {
  proposal_id: string;
  service_request_id: string;
  state: string;
  status: string;
  expires_at: string;
  accepted_at: string | null;
  declined_at: string | null;
  caregiver: {
    id: string;
    email: string;
    first_name: string;
    last_name: string;
    is_employee: boolean;
  };
  care_receiver: { id: string; first_name: string; last_name: string };
  decline_reasons: { reason: string; details: string | null }[];
  counter_proposal: { start_date: string; end_date: string; note: string | null } | null;
  contract_id: string | null;
  created_at: string;
};

export type StaffAccount = {
  id: string;
  email: string;
  name: string;
  role: string;
  disabled: boolean;
  invitedAt: string;
  lastSignInAt: string | null;
};

export type AuditEntry = {
  id: string;
  at: string;
  actorKind: 'staff' | 'client';
  actorLabel: string;
  role: string | null;
  action: string;
  recordType: string | null;
  recordId: string | null;
  summary: string | null;
};

/** GET /ops/contracts (records 0105): the server's ops/contracts/contract-rows.ts. */
export type ContractListItem = {
  id: string;
  status: ContractStatus;
  careReceiver: {
    id: string;
    firstName: string;
    lastName: string;
    postalCode: string;
    city: string;
  };
  caregiver: { id: string; firstName: string; lastName: string; isEmployee: boolean };
  startDate: string;
  endDate: string | null;
  paymentMethod: string | null;
  firstBooking: {
    id: string;
    startDate: string;
    endDate: string;
    status: string;
    firstBookingStatus: string | null;
    confirmationReason: string | null;
    confirmationDescription: string | null;
    declineReason: string | null;
    declineSubReason: string | null;
  } | null;
  serviceDocumentation: { isRequired: boolean; overduePeriods: number };
};

export type ContractPage = { contracts: ContractListItem[]; nextCursor: string | null };

export type DocumentationState = 'UPLOADED' | 'UPCOMING' | 'DUE' | 'OVERDUE';

export type ContractDetail = ContractListItem & {
  cancelationInitiatedAt: string | null;
  periods: {
    id: string;
    year: number;
    month: number;
    state: DocumentationState;
    overdueAt: string | null;
    files: {
      id: string;
      filename: string;
      mimeType: string;
      sizeInBytes: number;
      uploadedAt: string;
    }[];
  }[];
};

/** GET /ops/care-receivers (record 0106). */
export type RetentionHold = 'OPEN_CONTRACT' | 'RETENTION_RUNNING' | 'ANONYMIZED';

export type CareReceiverRow = {
  id: string;
  firstName: string;
  lastName: string;
  postalCode: string;
  city: string;
  createdAt: string;
  lastContractEnd: string | null;
  hasOpenContract: boolean;
  isAnonymized: boolean;
  eligible: boolean;
  hold: RetentionHold | null;
  retentionEndsAt: string | null;
};

export type CareReceiverPage = { careReceivers: CareReceiverRow[]; nextCursor: string | null };
