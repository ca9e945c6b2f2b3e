// The console's reads: the back office's wire shapes of packages/domain (back-office), which the
// server's services return, under the names the console's screens use. The console does not
// import the server; a field renamed on either side fails the other's typecheck.
import type { AnswerKind, CaregiverKind } from '@careport/domain/back-office';

export type {
  AnswerKind,
  AuditEntry,
  Candidate,
  CareReceiverPage,
  CaregiverDetail,
  CaregiverKind,
  CaregiverPage,
  ContractDetail,
  ContractListItem,
  ContractPage,
  ContractStatus,
  ProposalAnswer,
} from '@careport/domain/back-office';
export type {
  AnswerItem as AnswerRow,
  CaregiverAvailability as Availability,
  CaregiverContract as ContractRow,
  CaregiverListItem as CaregiverRow,
  CareReceiverListItem as CareReceiverRow,
  PlanningBookingRow as BookingRow,
  PlanningWarningAnswer as Warning,
  StaffListEntry as StaffAccount,
  WeekView as Week,
} from '@careport/domain/back-office';
export type { ServiceDocumentationState as DocumentationState } from '@careport/domain/service-documentation';
export type { RetentionHold } from '@careport/domain/contract';

export const CAREGIVER_KINDS = [
  'employed',
  'independent',
  'applicant',
] as const satisfies readonly CaregiverKind[];

export const ANSWER_KINDS = [
  'survey',
  'first-booking-decline',
  'cancellation',
  'proposal-decline',
] as const satisfies readonly AnswerKind[];
