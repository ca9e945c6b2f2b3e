import type { ProposalOutcome } from '@careport/domain';
import { proposalAcceptOutcome } from '@careport/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useHttpClient } from '../../../lib/api-context';
import { isApiError } from '../../../lib/api-error';
import type { HttpClient } from '../../../lib/http-client';
import { answerProposalLocally } from './answer-proposal-locally';

/** spec 1 §7 POST /caregiver-app/proposal/{id}/accept. */
export async function acceptProposal(client: HttpClient, serviceRequestId: string): Promise<void> {
  await client.request({
    path: `/caregiver-app/proposal/${encodeURIComponent(serviceRequestId)}/accept`,
    method: 'POST',
    json: {},
  });
}

/**
 * spec 1 §4, §8: already accepted counts as accepted, not found or an invalid id as declined;
 * any other code is an error outcome (ERROR_RESPONSE with the code). No answer at all throws.
 */
export function useAcceptProposal(serviceRequestId: string) {
  const client = useHttpClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<ProposalOutcome> => {
      let outcome: ProposalOutcome;
      try {
        await acceptProposal(client, serviceRequestId);
        outcome = proposalAcceptOutcome(null);
      } catch (error) {
        if (!isApiError(error) || error.httpStatus === 0) throw error;
        outcome = proposalAcceptOutcome(error.errorCode);
      }
      await answerProposalLocally(queryClient, serviceRequestId, outcome);
      return outcome;
    },
  });
}
