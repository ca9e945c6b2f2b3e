import type { ProposalStatus } from '../catalogue/enums.js';

/** What the app does with a proposal after the server answered an accept or decline. */
export type ProposalOutcome =
  | { kind: 'accepted' }
  | { kind: 'declined' }
  | { kind: 'error'; messageKey: 'errors.ERROR_RESPONSE'; values: { code: string } };

const GONE_CODES: readonly string[] = ['PROPOSAL_NOT_FOUND', 'PROPOSAL_INVALID_SERVICE_REQUEST_ID'];

function errorOutcome(code: string): ProposalOutcome {
  return { kind: 'error', messageKey: 'errors.ERROR_RESPONSE', values: { code } };
}

/**
 * spec 1 §4, §8 accept: success or PROPOSAL_ALREADY_ACCEPTED → accepted; PROPOSAL_NOT_FOUND or an
 * invalid id → treated as declined; anything else → ERROR_RESPONSE with the code.
 * `errorCode` is null on success.
 */
export function proposalAcceptOutcome(errorCode: string | null): ProposalOutcome {
  if (errorCode === null || errorCode === 'PROPOSAL_ALREADY_ACCEPTED') return { kind: 'accepted' };
  if (GONE_CODES.includes(errorCode)) return { kind: 'declined' };
  return errorOutcome(errorCode);
}

/**
 * spec 1 §4, §8 decline: success, PROPOSAL_NOT_FOUND or an invalid id → declined (removed
 * locally); anything else → ERROR_RESPONSE with the code.
 */
export function proposalDeclineOutcome(errorCode: string | null): ProposalOutcome {
  if (errorCode === null || GONE_CODES.includes(errorCode)) return { kind: 'declined' };
  return errorOutcome(errorCode);
}

/**
 * spec 1 §4: accepted sets the proposal to ACCEPTED locally; declined removes it; an error leaves
 * the list as it was.
 */
export function applyProposalOutcome<
  T extends { serviceRequestId: string; status: ProposalStatus },
>(proposals: readonly T[], serviceRequestId: string, outcome: ProposalOutcome): T[] {
  switch (outcome.kind) {
    case 'accepted':
      return proposals.map((proposal) =>
        proposal.serviceRequestId === serviceRequestId
          ? { ...proposal, status: 'ACCEPTED' as const }
          : proposal,
      );
    case 'declined':
      return proposals.filter((proposal) => proposal.serviceRequestId !== serviceRequestId);
    case 'error':
      return [...proposals];
  }
}
