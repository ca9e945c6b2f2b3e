import { selectListedProposals, type ProposalStatus } from '@careport/domain';
import { useQuery } from '@tanstack/react-query';
import { useHttpClient } from '../../../lib/api-context';
import { graphql, requestGraphql } from '../../../lib/graphql';

export type DashboardProposal = {
  serviceRequestId: string;
  status: ProposalStatus;
  expiresAt: string;
  careReceiver: { name: { firstName: string; lastName: string }; address: { city: string } } | null;
};

// spec 1 §7 allProposals, with only what the dashboard's list shows.
export const openProposalsDocument = graphql<{ allProposals: DashboardProposal[] }>(`
  query DashboardProposals {
    allProposals {
      serviceRequestId
      status
      expiresAt
      careReceiver {
        name {
          firstName
          lastName
        }
        address {
          city
        }
      }
    }
  }
`);

/**
 * Issue 39, spec 2 §2: the dashboard lists the open proposals (those still waiting for the
 * caregiver's answer, soonest expiry first), not only their number.
 */
export function useOpenProposals(now: Date) {
  const client = useHttpClient();
  return useQuery({
    queryKey: ['graphql', 'dashboard', 'proposals'],
    queryFn: ({ signal }) => requestGraphql(client, openProposalsDocument, {}, { signal }),
    select: (data) =>
      selectListedProposals(data.allProposals, now).filter(
        (proposal) => proposal.status === 'OPEN',
      ),
  });
}
