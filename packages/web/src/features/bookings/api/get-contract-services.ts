import { useQuery } from '@tanstack/react-query';
import { useHttpClient } from '../../../lib/api-context';
import { graphql, requestGraphql } from '../../../lib/graphql';

// Issue 39: a visit not documented yet has no services of its own; its detail shows what the
// contract's service request agreed instead of 'no services given'.
export type ContractService = { subServiceId: string; labelDe: string; labelEn: string };

export const contractServicesDocument = graphql<
  { contract: { serviceRequest: { subServices: ContractService[] } | null } | null },
  { contractId: string }
>(`
  query ContractServices($contractId: String!) {
    contract(contractId: $contractId) {
      serviceRequest {
        subServices {
          subServiceId
          labelDe
          labelEn
        }
      }
    }
  }
`);

export function useContractServices(contractId: string, enabled: boolean) {
  const client = useHttpClient();
  return useQuery({
    queryKey: ['graphql', 'contract-services', contractId] as const,
    enabled,
    queryFn: async ({ signal }) => {
      const data = await requestGraphql(
        client,
        contractServicesDocument,
        { contractId },
        { signal },
      );
      return data.contract?.serviceRequest?.subServices ?? [];
    },
  });
}
