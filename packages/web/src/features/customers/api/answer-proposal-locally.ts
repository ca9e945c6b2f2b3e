import type { ProposalOutcome } from '@careport/domain';
import { applyProposalOutcome } from '@careport/domain';
import type { QueryClient } from '@tanstack/react-query';
import type { ProposalItem } from './proposal-fields';
import { customerQueryKeys, invalidateProposals } from './query-keys';

/**
 * spec 1 §4: an accepted proposal is set to ACCEPTED locally, a declined one removed (also when
 * the server says it is gone); an error leaves the cache as it was. Then the server is asked again.
 */
export async function answerProposalLocally(
  queryClient: QueryClient,
  serviceRequestId: string,
  outcome: ProposalOutcome,
): Promise<void> {
  if (outcome.kind === 'error') return;
  queryClient.setQueryData<ProposalItem[]>(customerQueryKeys.proposals, (proposals) =>
    proposals ? applyProposalOutcome(proposals, serviceRequestId, outcome) : proposals,
  );
  queryClient.setQueryData<ProposalItem | null>(
    customerQueryKeys.proposal(serviceRequestId),
    (proposal) => {
      if (proposal === undefined || proposal === null) return proposal;
      return applyProposalOutcome([proposal], serviceRequestId, outcome)[0] ?? null;
    },
  );
  await invalidateProposals(queryClient);
}
