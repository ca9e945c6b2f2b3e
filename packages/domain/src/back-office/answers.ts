// Issue 40: what caregivers and customers answered (GET /ops/answers, GET /ops/proposals), shown
// only to staff (spec 1 §6, 2 §6). Types only, shared by the server's services and the console.
import type { ProposalStatus } from '../catalogue/enums.js';

export type AnswerKind = 'survey' | 'first-booking-decline' | 'cancellation' | 'proposal-decline';

export type AnswerItem = {
  kind: AnswerKind;
  at: string;
  caregiverId: string;
  caregiverName: string;
  careReceiverName: string | null;
  reason: string | null;
  subReason: string | null;
  text: string | null;
};

export type AnswerPage = { answers: AnswerItem[]; nextCursor: string | null };

/**
 * Where a proposal stands for the back office: its status, or why it is no longer answerable
 * (spec 1 §4: expired, or awarded to someone else), or AWARDED when it became this caregiver's
 * contract.
 */
export type ProposalState = ProposalStatus | 'EXPIRED' | 'AWARDED' | 'AWARDED_ELSEWHERE';

/** The back office's snake_case proposal answer (the CLI's `list-proposals` prints it as is). */
export type ProposalAnswer = {
  proposal_id: string;
  service_request_id: string;
  state: ProposalState;
  status: ProposalStatus;
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
  /** spec 1 §7 decline payload: details only for 'other'. */
  decline_reasons: { reason: string; details: string | null }[];
  counter_proposal: { start_date: string; end_date: string; note: string | null } | null;
  contract_id: string | null;
  /** The first booking an award without a time would make (the schedule's day at 10:00). */
  requested_first_booking: { start_date: string; end_date: string };
  created_at: string;
};
