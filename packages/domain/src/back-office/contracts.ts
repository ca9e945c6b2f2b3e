// Issue 40: contracts and care receivers as the console's lists and details read them
// (GET /ops/contracts, …/:id, GET /ops/care-receivers; records 0105, 0106). Types only, shared by
// the server's services and the console.
import type { BookingStatus } from '../catalogue/enums.js';
import type { RetentionHold } from '../contract/retention.js';
import type { ServiceDocumentationState } from '../service-documentation/reminder-rule.js';
import type { ContractCareReceiver, ContractStatus } from './caregivers.js';

export type FirstBookingSummary = {
  id: string;
  startDate: string;
  endDate: string;
  status: BookingStatus;
  /** spec 1 §3: CREATED (no answer yet, or 'maybe'), CONFIRMED or DECLINED. */
  firstBookingStatus: string | null;
  /** The customer's 'maybe' (spec 1 §3 firstBookingConfirmationStatus). */
  confirmationReason: string | null;
  confirmationDescription: string | null;
  declineReason: string | null;
  /** What does not fit, beside different_type_of_caregiver_needed only (record 0110). */
  declineSubReason: string | null;
};

export type ContractListItem = {
  id: string;
  status: ContractStatus;
  careReceiver: ContractCareReceiver;
  caregiver: { id: string; firstName: string; lastName: string; isEmployee: boolean };
  startDate: string;
  endDate: string | null;
  paymentMethod: string | null;
  firstBooking: FirstBookingSummary | null;
  serviceDocumentation: {
    /** spec 2 §6: mandatory for customers whose insurance pays directly. */
    isRequired: boolean;
    /** Record 0105: periods without a file whose check (the 3rd of the next month) has come. */
    overduePeriods: number;
  };
};

export type ContractPage = { contracts: ContractListItem[]; nextCursor: string | null };

export type DocumentationFile = {
  id: string;
  filename: string;
  mimeType: string;
  sizeInBytes: number;
  uploadedAt: string;
};

export type DocumentationPeriod = {
  id: string;
  year: number;
  month: number;
  state: ServiceDocumentationState;
  overdueAt: string | null;
  /** Newest first; the app shows the last one (spec 2 §3 lastUploadedFile). */
  files: DocumentationFile[];
};

export type ContractDetail = ContractListItem & {
  cancelationInitiatedAt: string | null;
  periods: DocumentationPeriod[];
};

export type CareReceiverListItem = {
  id: string;
  firstName: string;
  lastName: string;
  postalCode: string;
  city: string;
  createdAt: string;
  lastContractEnd: string | null;
  hasOpenContract: boolean;
  isAnonymized: boolean;
  /** The anonymisation is allowed now (the same rule POST …/anonymize checks). */
  eligible: boolean;
  hold: RetentionHold | null;
  retentionEndsAt: string | null;
};

export type CareReceiverPage = { careReceivers: CareReceiverListItem[]; nextCursor: string | null };
