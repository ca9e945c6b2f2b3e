import { useQuery } from '@tanstack/react-query';
import { useHttpClient } from '../../../lib/api-context';
import { isApiError } from '../../../lib/api-error';
import { graphql, requestGraphql } from '../../../lib/graphql';
import type { HttpClient } from '../../../lib/http-client';
import type { ProposalItem } from './proposal-fields';
import { proposalFields } from './proposal-fields';
import { customerQueryKeys } from './query-keys';

// spec 1 §7 proposal(serviceRequestId): null when it is unavailable (awarded to someone else,
// expired, or not the caregiver's).
export const proposalDocument = graphql<
  { proposal: ProposalItem | null },
  { serviceRequestId: string }
>(`
  query CustomerProposal($serviceRequestId: String!) {
    proposal(serviceRequestId: $serviceRequestId) {
      ${proposalFields}
    }
  }
`);

const GONE_CODES = new Set(['PROPOSAL_NOT_FOUND', 'PROPOSAL_INVALID_SERVICE_REQUEST_ID']);

/** spec 1 §4, §8: an unknown or malformed id is a proposal that is not (any more) available. */
export function isProposalGone(error: unknown): boolean {
  return isApiError(error) && (error.httpStatus === 404 || GONE_CODES.has(error.errorCode));
}

export async function getProposal(
  client: HttpClient,
  serviceRequestId: string,
  signal?: AbortSignal,
): Promise<ProposalItem | null> {
  const data = await requestGraphql(
    client,
    proposalDocument,
    { serviceRequestId },
    signal ? { signal } : {},
  );
  return data.proposal;
}

export function useProposal(serviceRequestId: string) {
  const client = useHttpClient();
  return useQuery({
    queryKey: customerQueryKeys.proposal(serviceRequestId),
    queryFn: ({ signal }) => getProposal(client, serviceRequestId, signal),
  });
}
