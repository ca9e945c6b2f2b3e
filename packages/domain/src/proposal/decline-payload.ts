/** spec 1 §3 Option lists: the reason that needs a text. */
export const PROPOSAL_DECLINE_OTHER_REASON = 'other';

export type ProposalDeclineReasonItem = { reason: string; details: string | null };
export type ProposalDeclinePayload = { reasons: ProposalDeclineReasonItem[] };

/**
 * spec 1 §7: POST /caregiver-app/proposal/{id}/decline takes `reasons`, a list of reason and
 * details; details are filled only for the reason 'other' (trimmed), null for the rest.
 */
export function buildProposalDeclinePayload(
  reasons: readonly string[],
  otherText: string,
): ProposalDeclinePayload {
  return {
    reasons: reasons.map((reason) => ({
      reason,
      details: reason === PROPOSAL_DECLINE_OTHER_REASON ? otherText.trim() : null,
    })),
  };
}
