import type { CounterProposal, ProposalDeclineForm, ProposalOutcome } from '@careport/domain';
import { buildProposalDeclinePayload, proposalDeclineOutcome } from '@careport/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useHttpClient } from '../../../lib/api-context';
import { isApiError } from '../../../lib/api-error';
import type { HttpClient } from '../../../lib/http-client';
import { answerProposalLocally } from './answer-proposal-locally';

/**
 * spec 1 §7 POST /caregiver-app/proposal/{id}/decline: `reasons`, details only for 'other'; plus
 * our optional `counter_proposal` (issue 10), which the back office lists.
 */
export async function declineProposal(
  client: HttpClient,
  serviceRequestId: string,
  form: ProposalDeclineForm,
  counterProposal: CounterProposal | null,
): Promise<void> {
  await client.request({
    path: `/caregiver-app/proposal/${encodeURIComponent(serviceRequestId)}/decline`,
    method: 'POST',
    json: {
      ...buildProposalDeclinePayload(form.reasons, form.otherText),
      ...(counterProposal && { counter_proposal: counterProposal }),
    },
  });
}

/** spec 1 §4, §8: declined on success, and also when the server says the id is gone. */
export function useDeclineProposal(serviceRequestId: string) {
  const client = useHttpClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: {
      form: ProposalDeclineForm;
      counterProposal: CounterProposal | null;
    }): Promise<ProposalOutcome> => {
      let outcome: ProposalOutcome;
      try {
        await declineProposal(client, serviceRequestId, input.form, input.counterProposal);
        outcome = proposalDeclineOutcome(null);
      } catch (error) {
        if (!isApiError(error) || error.httpStatus === 0) throw error;
        outcome = proposalDeclineOutcome(error.errorCode);
      }
      await answerProposalLocally(queryClient, serviceRequestId, outcome);
      return outcome;
    },
  });
}
