import { selectListedProposals } from '@careport/domain';
import { useQuery } from '@tanstack/react-query';
import { useHttpClient } from '../../../lib/api-context';
import { graphql, requestGraphql } from '../../../lib/graphql';
import type { HttpClient } from '../../../lib/http-client';
import type { ProposalItem } from './proposal-fields';
import { proposalFields } from './proposal-fields';
import { customerQueryKeys } from './query-keys';

// spec 1 §7 allProposals: every proposal made to the caregiver.
export const proposalsDocument = graphql<{ allProposals: ProposalItem[] }>(`
  query CustomerProposals {
    allProposals {
      ${proposalFields}
    }
  }
`);

export async function getProposals(
  client: HttpClient,
  signal?: AbortSignal,
): Promise<ProposalItem[]> {
  const data = await requestGraphql(client, proposalsDocument, {}, signal ? { signal } : {});
  return data.allProposals;
}

/**
 * spec 1 §4, §9: the list shows proposals neither declined nor expired, soonest expiry first.
 * `now` is the render's time, so a proposal leaves the list when it expires while cached.
 */
export function useListedProposals(now: Date) {
  const client = useHttpClient();
  return useQuery({
    queryKey: customerQueryKeys.proposals,
    queryFn: ({ signal }) => getProposals(client, signal),
    select: (proposals) => selectListedProposals(proposals, now),
  });
}
