import type { QueryClient } from '@tanstack/react-query';
import { badgeCountsQueryKey } from '../../../lib/api/get-badge-counts';

/** The customer area's cached reads; an answer to a proposal or a first booking invalidates them. */
export const customerQueryKeys = {
  proposals: ['graphql', 'customers', 'proposals'] as const,
  proposal: (serviceRequestId: string) =>
    ['graphql', 'customers', 'proposals', serviceRequestId] as const,
  contracts: ['graphql', 'customers', 'contracts'] as const,
  contract: (contractId: string) => ['graphql', 'customers', 'contracts', contractId] as const,
};

/** After a proposal answer: the proposal lists, the customers (an award adds one) and the badge. */
export async function invalidateProposals(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: customerQueryKeys.proposals }),
    queryClient.invalidateQueries({ queryKey: badgeCountsQueryKey }),
  ]);
}

/**
 * spec 1 §4, §7 "After each answer": the contract is refetched; the customer list, the diary
 * (a declined first booking leaves it) and the badges follow.
 */
export async function invalidateContract(
  queryClient: QueryClient,
  contractId: string,
): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: customerQueryKeys.contract(contractId) }),
    queryClient.invalidateQueries({ queryKey: customerQueryKeys.contracts, exact: true }),
    // The diary's and the customer picker's keys (features/bookings), written out because one
    // feature does not import another.
    queryClient.invalidateQueries({ queryKey: ['graphql', 'bookings'] }),
    queryClient.invalidateQueries({ queryKey: ['caregiver-app', 'contract-aggregate'] }),
    queryClient.invalidateQueries({ queryKey: badgeCountsQueryKey }),
  ]);
}
